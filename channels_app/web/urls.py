from django.urls import path

from channels_app.web import views

urlpatterns = [
    path("", views.chat, name="home"),
    path("chat/feedback/", views.feedback, name="chat-feedback"),
]
