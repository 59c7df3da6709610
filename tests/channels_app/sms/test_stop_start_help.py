"""STOP stops every outbound message to the number until START; HELP gets the help text;
none of them is a memory."""

from django.utils import timezone

from channels_app import delivery, tasks
from channels_app.sms.views import HELP_TEXT
from memory import archive
from memory.models import ChannelIdentity, Message
from tests.channels_app.conftest import inbound_sms

PATH = "/webhooks/twilio/sms/"


def queue_reply(user, address, text):
    conversation = archive.conversation_for(user, "sms", when=timezone.now())
    reply, _ = archive.store(user=user, conversation=conversation, role="assistant", text=text)
    return delivery.enqueue(reply, address=address)


def test_stop_suppresses_replies_until_start(twilio_post, twilio, alice_phone, django_capture_on_commit_callbacks):
    stop = twilio_post(PATH, inbound_sms("Stop", sender=alice_phone.address))
    assert stop.status_code == 200 and b"<Message>" not in stop.content
    assert ChannelIdentity.objects.get(pk=alice_phone.pk).opted_out
    with django_capture_on_commit_callbacks():
        held = queue_reply(alice_phone.user, alice_phone.address, "Here is what you asked for.")
    assert tasks.deliver.apply(args=[held.pk]).get() == "suppressed"
    assert twilio.sent == []
    assert held.attempts.get().outcome == "suppressed"

    twilio_post(PATH, inbound_sms("START", sender=alice_phone.address))
    with django_capture_on_commit_callbacks():
        resumed = queue_reply(alice_phone.user, alice_phone.address, "Welcome back.")
    assert tasks.deliver.apply(args=[resumed.pk]).get() == "sent"
    assert twilio.bodies() == ["Welcome back."]
    assert not Message.objects.filter(role="user").exists()  # neither keyword was remembered


def test_advanced_opt_out_type_counts_as_the_keyword(twilio_post, twilio, alice_phone):
    twilio_post(PATH, inbound_sms("arrête", sender=alice_phone.address, OptOutType="STOP"))
    assert ChannelIdentity.objects.get(pk=alice_phone.pk).opted_out


def test_a_sentence_starting_with_stop_is_a_message(twilio_post, twilio, alice_phone, engine,
                                                    django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks():
        twilio_post(PATH, inbound_sms("Stop worrying about the exam, I passed!", sender=alice_phone.address))
    assert not ChannelIdentity.objects.get(pk=alice_phone.pk).opted_out
    assert Message.objects.filter(role="user", channel="sms").count() == 1


def test_help_gets_the_help_text_and_is_not_remembered(twilio_post, twilio, alice_phone):
    response = twilio_post(PATH, inbound_sms("help", sender=alice_phone.address))
    assert HELP_TEXT.encode() in response.content
    assert not Message.objects.exists()
    with_advanced_opt_out = twilio_post(PATH, inbound_sms("HELP", sender=alice_phone.address, OptOutType="HELP"))
    assert b"<Message>" not in with_advanced_opt_out.content  # Twilio already answered
