from django.urls import path

from channels_app import views

urlpatterns = [path("", views.home, name="home")]
