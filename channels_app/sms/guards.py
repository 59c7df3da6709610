"""Guards for Twilio's webhooks: a request counts as Twilio's only if it carries a valid
``X-Twilio-Signature`` for the URL Twilio called."""

from __future__ import annotations

from functools import wraps

from django.conf import settings
from django.http import HttpResponseForbidden
from twilio.request_validator import RequestValidator, get_signature_algorithm


def public_url(request) -> str:
    """The URL the provider called: HIPPOCAMPUS_PUBLIC_URL plus the path when set (behind
    a proxy Django sees another scheme and host), else the URL as Django sees it."""
    if settings.PUBLIC_URL:
        return settings.PUBLIC_URL + request.get_full_path()
    return request.build_absolute_uri()


def twilio_signature_required(view):
    """Run ``view`` only for a request signed with TWILIO_AUTH_TOKEN by the twilio
    library's RequestValidator (the algorithm named in X-Twilio-Webhooks-Signature-Settings,
    HMAC-SHA1 by default); anything else gets 403 with the reason."""

    @wraps(view)
    def guarded(request, *args, **kwargs):
        token = settings.TWILIO["AUTH_TOKEN"]
        signature = request.headers.get("X-Twilio-Signature", "")
        if not token:
            return HttpResponseForbidden("Twilio webhooks are off: TWILIO_AUTH_TOKEN is not set")
        if not signature:
            return HttpResponseForbidden("missing X-Twilio-Signature")
        algorithm = get_signature_algorithm(request.headers.get("X-Twilio-Webhooks-Signature-Settings", ""))
        if not RequestValidator(token).validate(public_url(request), request.POST, signature, algorithm):
            return HttpResponseForbidden("X-Twilio-Signature does not match this request")
        return view(request, *args, **kwargs)

    return guarded
