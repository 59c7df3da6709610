"""Every error the API answers is JSON with a message, never an HTML page or a 500 for
something the client did."""

from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist, RequestDataTooBig
from django.http import JsonResponse
from rest_framework import exceptions
from rest_framework.views import exception_handler


def handle_exception(exc, context):
    """DRF's handler, plus: a row the person does not have is a 404 (the engine's access
    helpers raise DoesNotExist), the same answer as for an id nobody has; a body past
    Django's own upload limit (DRF reads ``request.body`` before our parser can count it)
    is the same 400 as one past ours."""
    if isinstance(exc, ObjectDoesNotExist):
        exc = exceptions.NotFound()
    elif isinstance(exc, RequestDataTooBig):
        exc = exceptions.ParseError(too_large())
    return exception_handler(exc, context)


def not_found(request, *args, **kwargs):
    """Unknown paths under /api/ answer in JSON like the rest of the API."""
    return JsonResponse({"detail": "Not found."}, status=404)


def too_large() -> str:
    return f"The request body is larger than {settings.API['MAX_BODY_BYTES']} bytes."
