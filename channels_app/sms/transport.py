"""Sending SMS through Twilio's REST API with the twilio library's own client.

``TWILIO_API_URL`` points the client elsewhere (a local stand-in in the tests, a regional
edge or a proxy in production); errors are sorted into the ones worth retrying and the
ones that are not, and a send whose outcome cannot be known is never retried.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.urls import reverse
from requests import exceptions as http_errors
from urllib3.exceptions import NewConnectionError
from twilio.base.exceptions import TwilioRestException
from twilio.http.http_client import TwilioHttpClient
from twilio.rest import Client

from channels_app.outcomes import Rejected, Transient, Unknown
from channels_app.sms import segments


def client() -> Client:
    """A twilio REST client for the configured account, aimed at TWILIO_API_URL."""
    config = settings.TWILIO
    if not config["ACCOUNT_SID"] or not config["AUTH_TOKEN"]:
        raise ImproperlyConfigured("set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN to send SMS")
    twilio = Client(
        config["ACCOUNT_SID"], config["AUTH_TOKEN"], http_client=TwilioHttpClient(timeout=config["TIMEOUT"])
    )
    twilio.api.base_url = config["API_URL"]
    return twilio


def pieces(text: str) -> list[str]:
    """A reply as the SMS messages it goes out as: shortened to HIPPOCAMPUS_SMS_REPLY_CHARS,
    then split into segments."""
    return segments.split(segments.shorten(text, settings.DELIVERY["SMS_REPLY_CHARS"]))


def deliver_piece(*, address: str, piece: str, index: int, headers: dict, key: str) -> str:
    """Send one segment of a reply (delivery's interface to every transport); Twilio
    reports its fate to the status callback when the public URL is known."""
    callback = settings.PUBLIC_URL + reverse("twilio-sms-status") if settings.PUBLIC_URL else None
    return send(to=address, body=piece, status_callback=callback)


def send(*, to: str, body: str, status_callback: str | None) -> str:
    """Hand one SMS to Twilio; returns its MessageSid. Raises Transient, Rejected or Unknown."""
    config = settings.TWILIO
    sender = (
        {"messaging_service_sid": config["MESSAGING_SERVICE_SID"]}
        if config["MESSAGING_SERVICE_SID"]
        else {"from_": config["FROM"]}
    )
    try:
        message = client().messages.create(to=to, body=body, status_callback=status_callback, **sender)
    except TwilioRestException as error:
        if error.status == 429 or error.status >= 500:
            raise Transient(f"Twilio answered {error.status}: {error.msg}") from error
        raise Rejected(f"Twilio refused it ({error.status}, code {error.code}): {error.msg}") from error
    except http_errors.RequestException as error:
        if _never_reached(error):
            raise Transient(f"Twilio unreachable: {error}") from error
        raise Unknown(f"no clear answer from Twilio: {error}") from error
    return message.sid


def _never_reached(error: http_errors.RequestException) -> bool:
    """Whether the request certainly never reached Twilio (no connection was made), so
    sending again cannot send twice."""
    if isinstance(error, http_errors.ConnectTimeout):
        return True
    reason = getattr(error.args[0], "reason", None) if error.args else None
    return isinstance(reason, NewConnectionError)
