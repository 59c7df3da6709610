"""WebSocket routes: the web chat's socket."""

from django.urls import path

from channels_app.web.consumer import ChatConsumer

websocket_urlpatterns = [path("ws/chat/", ChatConsumer.as_asgi())]
