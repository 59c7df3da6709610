"""A local SMTP server (aiosmtpd) that Django's SMTP backend delivers to, and SendGrid
Inbound Parse posts built from the recorded payloads in fixtures/."""

import email
import json
from email import policy

import pytest
from aiosmtpd.controller import Controller
from django.conf import settings as django_settings

from tests.channels_app.conftest import free_port

SECRET = "inbound-secret-4f9a1c"


class Catcher:
    def __init__(self):
        self.messages: list[email.message.EmailMessage] = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(email.message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"


@pytest.fixture
def smtp(settings):
    """Django's SMTP backend pointed at a local aiosmtpd server; yields what it caught."""
    catcher = Catcher()
    controller = Controller(catcher, hostname="127.0.0.1", port=free_port())
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", controller.port
    settings.DEFAULT_FROM_EMAIL = "hello@inbound.example.org"
    settings.INBOUND_EMAIL_SECRET = SECRET
    settings.DELIVERY = {**settings.DELIVERY, "BACKOFF_SECONDS": 0}
    yield catcher.messages
    controller.stop()


def sendgrid_post(name: str, **changes) -> dict:
    """A recorded SendGrid Inbound Parse payload (fixtures/<name>.json), with changes."""
    with open(django_settings.BASE_DIR / f"tests/channels_app/email/fixtures/{name}.json") as fixture:
        return {**json.load(fixture), **changes}


def from_header(sender: str) -> dict:
    """The English reply, from ``sender`` (in the headers, where the parser reads it)."""
    form = sendgrid_post("sendgrid_gmail_reply_en")
    form["headers"] = form["headers"].replace("From: Alice Example <alice@example.org>", f"From: {sender}")
    return {**form, "from": sender}


@pytest.fixture
def post_email(client, smtp):
    def post(form: dict, *, secret: str = SECRET, **extra):
        return client.post(f"/webhooks/email/inbound/{secret}/", form, **extra)

    return post
