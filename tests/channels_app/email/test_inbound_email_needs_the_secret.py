"""The inbound email webhook takes posts that carry the shared secret (in the URL or as
the basic-auth password); others get 403 and nothing is stored."""

import base64

from memory.models import ChannelIdentity, Message
from tests.channels_app.email.conftest import SECRET, sendgrid_post


def test_a_wrong_or_missing_secret_is_a_403(post_email, client, alice):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)
    assert post_email(sendgrid_post("sendgrid_gmail_reply_en"), secret="guess").status_code == 403
    assert client.post("/webhooks/email/inbound/", sendgrid_post("sendgrid_gmail_reply_en")).status_code == 403
    assert not Message.objects.exists()


def test_the_secret_as_basic_auth_is_accepted(client, smtp, alice, engine, django_capture_on_commit_callbacks):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)
    credentials = base64.b64encode(f"sendgrid:{SECRET}".encode()).decode()
    with django_capture_on_commit_callbacks():
        response = client.post("/webhooks/email/inbound/", sendgrid_post("sendgrid_gmail_reply_en"),
                               HTTP_AUTHORIZATION=f"Basic {credentials}")
    assert response.status_code == 200 and Message.objects.filter(role="user").count() == 1


def test_the_webhook_is_off_without_a_secret(client, settings, smtp):
    settings.INBOUND_EMAIL_SECRET = ""
    response = client.post("/webhooks/email/inbound//", sendgrid_post("sendgrid_gmail_reply_en"))
    assert response.status_code in (403, 404)
    assert client.post("/webhooks/email/inbound/", {}).status_code == 403
