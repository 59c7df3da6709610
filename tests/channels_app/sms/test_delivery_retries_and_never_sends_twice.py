"""Delivery: transient provider errors are retried with back-off, a refusal is final,
every attempt is recorded, and a part that may have been sent is never sent again."""

import pytest
from django.utils import timezone

from channels_app import delivery, tasks
from memory import archive
from memory.models import DeliveryPart


@pytest.fixture
def queued(alice_phone, django_capture_on_commit_callbacks):
    def queue(text="Lunch with Ana is on Thursday at noon."):
        conversation = archive.conversation_for(alice_phone.user, "sms", when=timezone.now())
        reply, _ = archive.store(user=alice_phone.user, conversation=conversation, role="assistant", text=text)
        with django_capture_on_commit_callbacks():
            return delivery.enqueue(reply, address=alice_phone.address)

    return queue


def test_a_busy_provider_is_retried_until_it_takes_the_message(twilio, queued):
    twilio.failures = [503, 429]
    sent = queued()
    assert tasks.deliver.apply(args=[sent.pk]).get() == "sent"
    assert twilio.bodies() == ["Lunch with Ana is on Thursday at noon."]
    assert list(sent.attempts.values_list("number", "outcome")) == [(1, "retry"), (2, "retry"), (3, "sent")]
    assert "503" in sent.attempts.get(number=1).error


def test_retries_give_up_after_the_configured_number(twilio, queued, settings):
    settings.DELIVERY = {**settings.DELIVERY, "RETRIES": 2}
    twilio.failures = [503, 503, 503, 503]
    sent = queued()
    assert tasks.deliver.apply(args=[sent.pk]).get() == "failed"
    sent.refresh_from_db()
    assert sent.status == "failed" and sent.message.status == "failed" and twilio.sent == []
    assert sent.attempts.count() == 3


def test_a_refusal_is_final(twilio, queued):
    twilio.failures = [400]
    sent = queued()
    assert tasks.deliver.apply(args=[sent.pk]).get() == "failed"
    assert list(sent.attempts.values_list("outcome", flat=True)) == ["failed"]
    assert tasks.deliver.apply(args=[sent.pk]).get() == "failed" and twilio.sent == []


def test_an_unreachable_provider_is_retried(twilio, queued, settings):
    settings.TWILIO = {**settings.TWILIO, "API_URL": "http://127.0.0.1:9"}  # nothing listens on port 9
    settings.DELIVERY = {**settings.DELIVERY, "RETRIES": 1}
    sent = queued()
    assert tasks.deliver.apply(args=[sent.pk]).get() == "failed"
    assert list(sent.attempts.values_list("outcome", flat=True)) == ["retry", "failed"]
    assert "unreachable" in sent.attempts.first().error


def test_a_part_an_attempt_died_sending_is_not_sent_again(twilio, queued):
    """The part is written before the send; finding it without a provider id means an
    earlier attempt died mid-send: it may have gone out, so it is marked unknown."""
    sent = queued()
    DeliveryPart.objects.create(delivery=sent, index=0, status="sending")
    assert tasks.deliver.apply(args=[sent.pk]).get() == "unknown"
    assert twilio.sent == []
    assert DeliveryPart.objects.get(delivery=sent).status == "unknown"


def test_a_reply_is_queued_once(queued, alice_phone):
    sent = queued()
    assert delivery.enqueue(sent.message, address=alice_phone.address).pk == sent.pk
