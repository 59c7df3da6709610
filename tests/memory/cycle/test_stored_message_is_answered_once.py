"""A message a webhook stored is answered later by a task, exactly once: however many
tasks run for it, in turn or at the same time, one turn runs and one reply is stored."""

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from memory import cycle
from memory.cycle import transcript
from memory.models import Message, Role


@pytest.fixture
def no_model(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}


def replies_to(user):
    return Message.objects.filter(user=user, role__in=[Role.ASSISTANT, Role.INTERJECTION])


def test_a_stored_message_is_answered_once(alice, no_model):
    message = cycle.ingest(cycle.Attention(user=alice, channel="sms", text="My sister Ana moved to Lisbon.",
                                           provider_id="SM1"))
    assert message.status == "stored" and not replies_to(alice).exists()
    result = cycle.answer_stored(message_id=message.pk)
    assert result.inbound.pk == message.pk and result.reply is not None and result.trace is not None
    assert result.reply.created_at >= message.created_at and result.reply.channel == "sms"
    assert cycle.answer_stored(message_id=message.pk) is None  # a second task
    assert replies_to(alice).count() == 1
    assert Message.objects.get(pk=message.pk).status in {"answered", "failed"}


def test_only_a_persons_stored_inbound_message_is_answered(alice, no_model):
    message = cycle.ingest(cycle.Attention(user=alice, channel="sms", text="Hello there."))
    reply = cycle.answer_stored(message_id=message.pk).reply
    assert cycle.answer_stored(message_id=reply.pk) is None  # a reply is not answered
    assert cycle.answer_stored(message_id=reply.pk + 1000) is None  # nor a message that does not exist


def test_tasks_racing_for_one_message_answer_it_once(transactional_db, alice, no_model):
    message = cycle.ingest(cycle.Attention(user=alice, channel="email", text="I started learning the cello."))
    results, barrier = [], threading.Barrier(3)

    def task():
        barrier.wait()
        try:
            results.append(cycle.answer_stored(message_id=message.pk))
        finally:
            connection.close()

    threads = [threading.Thread(target=task) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(results) == 3 and sum(result is not None for result in results) == 1
    assert replies_to(alice).count() == 1


def test_replies_answered_late_still_follow_their_own_messages(alice, no_model):
    now = timezone.now()
    first, second = (
        cycle.ingest(cycle.Attention(user=alice, channel="sms", text=text, when=now - timedelta(seconds=seconds)))
        for text, seconds in (("My cat is called Miso.", 120), ("She is two years old.", 60))
    )
    replies = [cycle.answer_stored(message_id=message.pk).reply for message in (first, second)]  # both queued
    exchanges = transcript.recent_exchanges(user=alice, channel="sms", limit=5)
    assert [(e.message.pk, e.reply.pk) for e in exchanges] == [(first.pk, replies[0].pk), (second.pk, replies[1].pk)]
