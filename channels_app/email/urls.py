from django.urls import path

from channels_app.email import views

urlpatterns = [
    path("inbound/", views.inbound, name="email-inbound"),
    path("inbound/<str:secret>/", views.inbound, name="email-inbound-secret"),
]
