"""``Idempotency-Key`` on every POST that creates something (DESIGN §8).

The first answer to a key is kept per person for ``HIPPOCAMPUS_IDEMPOTENCY_HOURS`` in
the Redis cache; a retry with the same key and the same request gets that answer again
without doing anything twice; the same key with a different request is a 422; a retry
while the first is still being answered is a 409. Only successful answers are kept, so a
request refused for bad input can be corrected and sent again under its key.

Kept answers are encrypted with a key derived from the server's secret and the client's
Idempotency-Key, which is itself never stored: what sits in Redis (a reply, a new API
token) is unreadable without the request that produced it.
"""

import base64
import functools
import hashlib
import hmac
import json
import re

from cryptography.fernet import Fernet
from django.conf import settings
from django.core.cache import cache
from rest_framework import status
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.response import Response

from channels_app.api import streaming
from memory.people import cache_prefix

HEADER = "Idempotency-Key"
KEY_FORM = re.compile(r"[\x21-\x7e]{1,255}")  # printable ASCII, no spaces
# A request being answered holds its key at most this long (a crashed worker frees it).
PENDING_SECONDS = 600


class KeyInUse(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = "A request with this Idempotency-Key is still being answered; retry shortly."


class KeyReused(APIException):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    default_detail = "This Idempotency-Key was used for a different request; use a new key for a new request."


def _derive(purpose: str, user, key: str) -> bytes:
    message = f"{purpose}:{user.pk}:{key}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()


def _fingerprint(request) -> str:
    body = json.dumps(request.data, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(f"{request.method} {request.get_full_path()} {body}".encode()).hexdigest()


def _replay(kept: dict, cipher: Fernet):
    answer = json.loads(cipher.decrypt(kept["answer"].encode()))
    if kept["streamed"]:
        return streaming.replayed(answer)
    return Response(answer, status=kept["status"])


def idempotent(handler):
    """Wrap a view's ``post`` so that a request carrying Idempotency-Key is answered once."""

    @functools.wraps(handler)
    def post(view, request, *args, **kwargs):
        key = request.headers.get(HEADER)
        if key is None:
            return handler(view, request, *args, **kwargs)
        if not KEY_FORM.fullmatch(key):
            raise ValidationError({HEADER: ["Use 1 to 255 printable ASCII characters without spaces."]})
        slot = cache_prefix(request.user) + "idempotency:" + _derive("slot", request.user, key).hex()
        cipher = Fernet(base64.urlsafe_b64encode(_derive("answer", request.user, key)))
        fingerprint = _fingerprint(request)
        if not cache.add(slot, {"fingerprint": fingerprint, "pending": True}, timeout=PENDING_SECONDS):
            kept = cache.get(slot)
            if kept is None:  # expired between the two calls: the client may simply retry
                raise KeyInUse()
            if kept["fingerprint"] != fingerprint:
                raise KeyReused()
            if kept["pending"]:
                raise KeyInUse()
            return _replay(kept, cipher)
        try:
            response = handler(view, request, *args, **kwargs)
        except BaseException:
            cache.delete(slot)
            raise
        if not 200 <= response.status_code < 300:
            cache.delete(slot)
            return response

        def keep(answer, streamed):
            sealed = cipher.encrypt(json.dumps(answer, default=str).encode()).decode()
            kept = {"fingerprint": fingerprint, "pending": False, "streamed": streamed, "status": response.status_code}
            cache.set(slot, kept | {"answer": sealed}, timeout=settings.API["IDEMPOTENCY_HOURS"] * 3600)

        if isinstance(response, streaming.TurnStream):
            response.on_final(lambda answer: keep(answer, True), lambda: cache.delete(slot))
        else:
            keep(response.data, False)
        return response

    return post
