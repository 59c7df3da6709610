"""Malformed, incomplete, huge or mis-encoded requests get a 4xx saying why, never a 500,
and nothing is stored."""

import pytest
from django.conf import settings

from memory.models import Message
from tests.channels_app.conftest import inbound_sms, sign

PATH = "/webhooks/twilio/sms/"


def test_a_signed_request_without_from_or_sid_is_a_400(twilio_post, alice_phone):
    form = inbound_sms("hello", sender=alice_phone.address)
    del form["MessageSid"]
    response = twilio_post(PATH, form)
    assert response.status_code == 400 and b"MessageSid" in response.content
    assert not Message.objects.exists()


def test_a_sender_that_is_not_a_phone_number_is_a_400(twilio_post, alice_phone):
    response = twilio_post(PATH, inbound_sms("hello", sender="ACME-ALERTS"))
    assert response.status_code == 400 and b"phone number" in response.content


def test_a_huge_body_is_a_400(client, twilio, alice_phone):
    response = client.post(PATH, {"Body": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)},
                           HTTP_X_TWILIO_SIGNATURE="anything")
    assert response.status_code == 400
    assert not Message.objects.exists()


@pytest.mark.parametrize("content_type, body", [
    ("application/x-www-form-urlencoded", b"\xff\xfe\x00garbage=\x80\x81&&=="),
    ("application/x-www-form-urlencoded; charset=no-such-charset", b"Body=hello&From=%2B447700900123"),
    ("multipart/form-data", b"--not-a-boundary\r\n"),
    ("application/json", b'{"Body": "hello"}'),
])
def test_junk_is_refused_without_a_500(client, twilio, alice_phone, content_type, body):
    response = client.generic("POST", PATH, body, content_type=content_type, HTTP_X_TWILIO_SIGNATURE="x")
    assert 400 <= response.status_code < 500
    assert not Message.objects.exists()


def test_only_post_is_allowed(client, twilio):
    assert client.get(PATH).status_code == 405


def test_webhooks_are_off_without_an_auth_token(client, twilio, settings, alice_phone):
    settings.TWILIO = {**settings.TWILIO, "AUTH_TOKEN": ""}
    form = inbound_sms("hello", sender=alice_phone.address)
    response = client.post(PATH, form, HTTP_X_TWILIO_SIGNATURE=sign("https://hippo.example.org" + PATH, form))
    assert response.status_code == 403 and b"TWILIO_AUTH_TOKEN" in response.content


def test_a_signed_request_in_an_unknown_charset_is_not_a_500(client, twilio, alice_phone):
    form = inbound_sms("hello", sender=alice_phone.address)
    body = "&".join(f"{key}={value}" for key, value in form.items()).replace("+", "%2B").encode()
    response = client.generic("POST", PATH, body,
                              content_type="application/x-www-form-urlencoded; charset=no-such-charset",
                              HTTP_X_TWILIO_SIGNATURE=sign("https://hippo.example.org" + PATH, form))
    assert 200 <= response.status_code < 500


def test_nul_characters_are_dropped_not_a_500(twilio_post, alice_phone, engine):
    response = twilio_post(PATH, inbound_sms("Hi\x00 there", sender=alice_phone.address))
    assert response.status_code == 200 and Message.objects.get(role="user").text == "Hi there"


def test_a_text_over_the_message_limit_gets_a_reply_saying_so(twilio_post, alice_phone, settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "MAX_MESSAGE_CHARS": 50}
    response = twilio_post(PATH, inbound_sms("word " * 20, sender=alice_phone.address))
    assert response.status_code == 200 and b"too long for me (100 characters; at most 50)" in response.content
    assert not Message.objects.exists()
