"""A worker that died mid-turn left a text "answering": the answer task, redelivered,
waits while the claim's lease runs (it asks to be retried) and answers once the lease has
passed, its reply's delivery written with the reply."""

from django.utils import timezone

from channels_app import delivery
from memory import cycle
from memory.models import Delivery, Message
from tests.channels_app.conftest import inbound_sms, take_queued

PATH = "/webhooks/twilio/sms/"


def test_the_answer_waits_for_the_lease_then_answers_once(
    twilio_post, alice_phone, engine, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        assert twilio_post(PATH, inbound_sms("I adopted a beagle called Rex.", sender=alice_phone.address,
                                             sid="SM" + "d" * 32)).status_code == 200
    (args,) = take_queued("channels_app.answer")
    message = Message.objects.get(provider_id="SM" + "d" * 32)
    Message.objects.filter(pk=message.pk).update(status="answering", claimed_at=timezone.now())  # then the worker died

    assert delivery.answer(*args) == delivery.ANSWERING
    assert not Delivery.objects.exists()

    Message.objects.filter(pk=message.pk).update(claimed_at=timezone.now() - cycle.LEASE * 1.1)
    with django_capture_on_commit_callbacks(execute=True):
        assert delivery.answer(*args) == "answered"
    reply = Delivery.objects.get().message
    assert reply.user == alice_phone.user and reply.created_at > message.created_at
    assert take_queued("channels_app.deliver") == [[Delivery.objects.get().pk]]
    assert delivery.answer(*args) == "skipped"
