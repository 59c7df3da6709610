"""Guards for the inbound email webhook: the provider proves itself with the shared secret
HIPPOCAMPUS_INBOUND_EMAIL_SECRET, in the URL it posts to or as the basic-auth password."""

from __future__ import annotations

import base64
import binascii
from functools import wraps

from django.conf import settings
from django.http import HttpResponseForbidden
from django.utils.crypto import constant_time_compare


def _basic_auth_password(request) -> str:
    scheme, _, encoded = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "basic":
        return ""
    try:
        return base64.b64decode(encoded, validate=True).decode("utf-8").partition(":")[2]
    except (binascii.Error, UnicodeDecodeError):
        return ""


def inbound_email_secret_required(view):
    """Run ``view`` only when the URL's ``secret`` or the basic-auth password is the
    configured secret; 403 with the reason otherwise (and always while none is set)."""

    @wraps(view)
    def guarded(request, *args, secret: str = "", **kwargs):
        expected = settings.INBOUND_EMAIL_SECRET
        if not expected:
            return HttpResponseForbidden("inbound email is off: HIPPOCAMPUS_INBOUND_EMAIL_SECRET is not set")
        if not (constant_time_compare(secret, expected) or constant_time_compare(_basic_auth_password(request), expected)):
            return HttpResponseForbidden("wrong or missing inbound email secret")
        return view(request, *args, **kwargs)

    return guarded
