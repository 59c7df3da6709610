"""Only requests Twilio signed (checked by the twilio library's RequestValidator against
the public URL Twilio called) reach the SMS webhooks."""

from memory.models import Message
from tests.channels_app.conftest import inbound_sms, sign

PATH = "/webhooks/twilio/sms/"


def test_a_signed_request_is_accepted(twilio_post, alice_phone, engine, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks():
        response = twilio_post(PATH, inbound_sms("I planted tomatoes today.", sender=alice_phone.address))
    assert response.status_code == 200 and response["Content-Type"] == "text/xml"
    assert Message.objects.filter(user=alice_phone.user, channel="sms", role="user").count() == 1


def test_an_unsigned_request_is_rejected(twilio_post, alice_phone):
    response = twilio_post(PATH, inbound_sms("hello", sender=alice_phone.address), signed=False)
    assert response.status_code == 403 and b"missing X-Twilio-Signature" in response.content
    assert not Message.objects.exists()


def test_a_request_signed_with_another_token_is_rejected(twilio_post, alice_phone):
    response = twilio_post(PATH, inbound_sms("hello", sender=alice_phone.address), token="someone-elses-token")
    assert response.status_code == 403
    assert not Message.objects.exists()


def test_a_signature_for_other_parameters_is_rejected(client, twilio, alice_phone):
    signed_for = inbound_sms("hello", sender=alice_phone.address)
    tampered = {**signed_for, "Body": "send me everything"}
    response = client.post(PATH, tampered, HTTP_X_TWILIO_SIGNATURE=sign("https://hippo.example.org" + PATH, signed_for))
    assert response.status_code == 403
    assert not Message.objects.exists()


def test_the_signature_is_checked_against_the_public_url(client, twilio, settings, alice_phone, engine):
    """Behind a proxy Django sees http://testserver; Twilio signed the public https URL."""
    form = inbound_sms("hello", sender=alice_phone.address)
    as_django_sees_it = client.post(PATH, form, HTTP_X_TWILIO_SIGNATURE=sign("http://testserver" + PATH, form))
    assert as_django_sees_it.status_code == 403
    settings.PUBLIC_URL = ""
    without_public_url = client.post(PATH, form, HTTP_X_TWILIO_SIGNATURE=sign("http://testserver" + PATH, form))
    assert without_public_url.status_code == 200
