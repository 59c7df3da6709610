"""ASGI entry point: HTTP through Django, WebSockets through Channels. With
``HIPPOCAMPUS_WARM`` set (``manage.py start`` sets it), what a turn uses is loaded in the
background at once rather than over the first message (``memory.cycle.warmup``)."""

import os
import threading

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")

from django.core.asgi import get_asgi_application  # noqa: E402

django_asgi = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402

from channels_app.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": ASGIStaticFilesHandler(django_asgi) if settings.SERVE_STATIC else django_asgi,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)

if os.environ.get("HIPPOCAMPUS_WARM"):
    from memory.cycle import warmup  # noqa: E402

    threading.Thread(target=warmup.warm, name="warm", daemon=True).start()
