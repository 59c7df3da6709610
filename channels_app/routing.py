"""WebSocket routes (the web chat consumer arrives with the channels issue)."""

websocket_urlpatterns = []
