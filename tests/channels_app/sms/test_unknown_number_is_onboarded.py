"""A number no one has verified gets one short onboarding reply and nothing is
remembered; a number only claimed (not verified) is still unknown."""

import pytest

from memory.models import ChannelIdentity, Conversation, Message
from memory.people import identities
from tests.channels_app.conftest import inbound_sms, new_phone

PATH = "/webhooks/twilio/sms/"


@pytest.fixture
def stranger():
    return new_phone()


def test_an_unknown_number_gets_one_onboarding_reply_and_no_memory(twilio_post, twilio, alice, stranger):
    first = twilio_post(PATH, inbound_sms("Hi! I'm Carol, I love sailing.", sender=stranger))
    assert first.status_code == 200 and b"add this number under Settings" in first.content
    second = twilio_post(PATH, inbound_sms("Hello?", sender=stranger))
    assert second.status_code == 200 and b"<Message>" not in second.content
    assert not Message.objects.exists() and not Conversation.objects.exists()


def test_a_claimed_but_unverified_number_reaches_no_account(twilio_post, twilio, bob, stranger):
    identities.do_link_identity(user=bob, kind="sms", address=stranger)
    response = twilio_post(PATH, inbound_sms("Remember my PIN is 4321", sender=stranger))
    assert b"add this number under Settings" in response.content
    assert not Message.objects.exists()
    assert not ChannelIdentity.objects.get(user=bob).verified


def test_an_unknown_number_that_said_stop_gets_no_onboarding(twilio_post, twilio, db, stranger):
    twilio_post(PATH, inbound_sms("STOP", sender=stranger))
    response = twilio_post(PATH, inbound_sms("hello", sender=stranger))
    assert b"<Message>" not in response.content
