"""Twilio may deliver one webhook twice: the same MessageSid is one message, one turn and
one reply — even when both deliveries queued an answer before either ran."""

from channels_app import tasks
from memory.models import Delivery, Message
from tests.channels_app.conftest import inbound_sms, take_queued

PATH = "/webhooks/twilio/sms/"


def test_the_same_message_sid_twice_is_one_message_and_one_reply(
    twilio_post, twilio, alice_phone, engine, answer_queued, django_capture_on_commit_callbacks
):
    form = inbound_sms("My sister Ana moved to Lisbon.", sender=alice_phone.address, sid="SM" + "a" * 32)
    with django_capture_on_commit_callbacks(execute=True):
        first = twilio_post(PATH, form)
    with django_capture_on_commit_callbacks(execute=True):
        again = twilio_post(PATH, form)
    assert first.status_code == again.status_code == 200
    assert Message.objects.filter(provider_id="SM" + "a" * 32).count() == 1
    assert answer_queued() == ["answered", "skipped"]
    assert Message.objects.filter(user=alice_phone.user, role__in=["assistant", "interjection"]).count() == 1
    delivery = Delivery.objects.get()
    assert take_queued("channels_app.deliver") == [[delivery.pk]]
    assert tasks.deliver.apply(args=[delivery.pk]).get() == "sent"
    sent = len(twilio.sent)
    assert sent >= 1 and all(message["To"] == alice_phone.address for message in twilio.sent)
    assert tasks.deliver.apply(args=[delivery.pk]).get() == "sent"  # a re-delivered task
    assert len(twilio.sent) == sent
