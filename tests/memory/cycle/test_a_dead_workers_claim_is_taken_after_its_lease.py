"""A worker that dies mid-turn leaves its message "answering": no other task answers it
while the claim's lease runs (the turn may still be running), and once the lease has
passed without a reply, the next task answers it — once. The reply, the message's status
and what the caller does with the reply are written together or not at all."""

import pytest
from django.utils import timezone

from memory import cycle
from memory.models import Message, Role


@pytest.fixture
def no_model(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}


def replies_to(user):
    return Message.objects.filter(user=user, role__in=[Role.ASSISTANT, Role.INTERJECTION])


def left_by_a_dead_worker(message, *, ago):
    Message.objects.filter(pk=message.pk).update(status="answering", claimed_at=timezone.now() - ago)


def test_a_claim_within_its_lease_is_left_alone_and_an_older_one_is_taken(alice, no_model):
    message = cycle.ingest(cycle.Attention(user=alice, channel="sms", text="My sister Ana moved to Lisbon."))
    left_by_a_dead_worker(message, ago=cycle.LEASE / 2)
    assert cycle.answer_stored(message_id=message.pk) is None and cycle.being_answered(message.pk)
    assert not replies_to(alice).exists()

    left_by_a_dead_worker(message, ago=cycle.LEASE * 1.1)
    assert not cycle.being_answered(message.pk)
    result = cycle.answer_stored(message_id=message.pk)
    assert result is not None and replies_to(alice).count() == 1
    assert Message.objects.get(pk=message.pk).status in {"answered", "failed"}  # failed: no model here
    assert cycle.answer_stored(message_id=message.pk) is None and replies_to(alice).count() == 1


def test_a_turn_whose_reply_could_not_be_handed_on_stores_no_reply(alice, no_model):
    message = cycle.ingest(cycle.Attention(user=alice, channel="sms", text="I started a pottery class."))

    def hand_on(reply):
        raise ConnectionError("the queue is down")

    with pytest.raises(ConnectionError):
        cycle.answer_stored(message_id=message.pk, on_reply=hand_on)
    assert not replies_to(alice).exists()
    assert Message.objects.get(pk=message.pk).status == "failed"
