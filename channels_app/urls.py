from django.urls import path
from drf_spectacular.views import SpectacularAPIView

from channels_app import api, views

urlpatterns = [
    path("", views.home, name="home"),
    path("api/chat/", api.ChatTurn.as_view(), name="api-chat"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
]
