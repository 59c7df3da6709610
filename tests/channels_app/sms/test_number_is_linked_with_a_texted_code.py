"""Linking a number sends a code to it by SMS (the real twilio client, a local stand-in);
the code typed back verifies the number, and from then on its texts reach that person."""

import re

from channels_app import delivery, tasks
from memory.models import Message
from memory.people import identities
from tests.channels_app.conftest import inbound_sms, new_phone, take_queued


def test_the_texted_code_verifies_the_number_and_then_texts_are_remembered(
    twilio, twilio_post, alice, engine, django_capture_on_commit_callbacks
):
    number = new_phone()
    with django_capture_on_commit_callbacks(execute=True):
        delivery.link_identity(user=alice, kind="sms", address=number)
    [arguments] = take_queued(delivery.NOTICE_TASK)
    assert tasks.notify.apply(args=arguments).get() == "sent"
    [texted] = twilio.sent
    assert texted["To"] == number
    typed = re.search(r"\b(\d{6})\b", texted["Body"]).group(1)
    identities.do_verify_identity(user=alice, kind="sms", address=number, code=typed)
    with django_capture_on_commit_callbacks():
        twilio_post("/webhooks/twilio/sms/", inbound_sms("I started pottery classes.", sender=number))
    assert Message.objects.get(role="user").user == alice
