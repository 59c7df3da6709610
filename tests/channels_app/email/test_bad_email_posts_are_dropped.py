"""A post we cannot read is answered 200 with nothing stored — SendGrid retries any other
answer for three days, and a malformed post will not get better — never a 500."""

import pytest

from memory.models import ChannelIdentity, Message
from tests.channels_app.conftest import take_queued
from tests.channels_app.email.conftest import from_header, sendgrid_post


@pytest.fixture
def linked(alice):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)


@pytest.mark.parametrize("form", [
    {},
    {"text": "no headers, no sender"},
    from_header("not an address"),
    sendgrid_post("sendgrid_gmail_reply_en", charsets='{"text": "x-no-such-charset", "from": "x-no-such-charset"}'),
], ids=["empty", "no-headers", "bad-from", "unknown-charset"])
def test_an_unreadable_post_is_taken_and_nothing_stored(post_email, linked, engine, form):
    response = post_email(form)
    assert response.status_code == 200 and response.content.startswith(b"ignored")
    assert not Message.objects.exists()


def test_binary_junk_is_not_a_500(client, smtp, linked):
    response = client.generic("POST", "/webhooks/email/inbound/inbound-secret-4f9a1c/", b"\x00\xff\xfe junk",
                              content_type="multipart/form-data; boundary=zzz")
    assert response.status_code < 500
    assert not Message.objects.exists()


def test_nul_characters_are_dropped_not_a_500(post_email, linked, engine):
    form = sendgrid_post("sendgrid_gmail_reply_en", text="My sister\x00 Ana is moving.", html="",
                         subject="Lisbon\x00 trip")
    response = post_email(form)
    assert response.status_code == 200 and Message.objects.get(role="user").text == "My sister Ana is moving."


def test_a_mail_with_only_a_quote_stores_nothing(post_email, linked, engine):
    form = sendgrid_post("sendgrid_gmail_reply_en", text="On Mon, Nov 23, 2026 at 9:00 AM Hippocampus wrote:\n> hi\n",
                         html="")
    response = post_email(form)
    assert response.status_code == 200 and not Message.objects.exists()


def test_an_email_over_the_message_limit_gets_a_reply_saying_so(post_email, linked, settings,
                                                               django_capture_on_commit_callbacks):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "MAX_MESSAGE_CHARS": 20}
    with django_capture_on_commit_callbacks(execute=True):
        response = post_email(sendgrid_post("sendgrid_gmail_reply_en"))
    assert response.content == b"too long" and not Message.objects.exists()
    [notice] = take_queued("channels_app.notify")
    assert notice[1] == "alice@example.org" and "at most 20" in notice[2]
