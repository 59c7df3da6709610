"""Forming a row of conversations reads each one's pending messages once: the read made
while the one before was formed (to embed its statements ahead) is taken under the
conversation's lock when the same messages are still pending with the same verdicts.
When anything changed in between (a message arrived, a verdict came), they are read
again, and what is formed is what forming the conversation alone forms."""

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory import cycle, formation
from memory.models import Belief, Message
from tests.memory.formation.test_forming_conversations_in_a_row import _ingest_days_apart
from tests.memory.formation.test_forming_many_stretches_at_once import START, _memory


def _message_reads(queries) -> list[str]:
    """The statements that read messages whole (their text), not only ids and verdicts."""
    return [q["sql"] for q in queries if '"memory_message"."text"' in q["sql"] and q["sql"].startswith("SELECT")]


def test_each_conversation_s_messages_are_read_once_and_its_person_once(bob, engine):
    conversations = _ingest_days_apart(bob)
    for conversation in conversations:
        conversation.refresh_from_db()  # as a caller reads them: the person not yet read

    with CaptureQueriesContext(connection) as queries:
        results = list(formation.form_conversations(conversations, force=True))

    assert [r.episodes for r in results] == [1, 1, 1]
    assert len(_message_reads(queries)) == 3
    assert len([q for q in queries if 'FROM "auth_user"' in q["sql"]]) == 1


def _late(conversation):
    """A message of the second day, a few minutes after its others."""
    cycle.ingest(cycle.Attention(user=conversation.user, channel="cli", text="I started learning the violin last week.",
                                 speaker="Sam", when=START + timedelta(days=1, minutes=5), conversation=conversation))


def test_a_message_that_arrives_after_the_read_ahead_is_formed_with_its_conversation(alice, bob, engine):
    told = _ingest_days_apart(alice)
    _late(told[1])
    for conversation in told:
        formation.form_conversation(conversation, force=True)

    conversations = _ingest_days_apart(bob)
    row = formation.form_conversations(conversations, force=True)
    next(row)  # the first formed; the second's messages read ahead
    _late(conversations[1])
    list(row)

    assert Belief.objects.for_user(bob).filter(full__contains="violin").count() == 1
    assert _memory(bob) == _memory(alice)


def test_a_verdict_that_comes_after_the_read_ahead_is_the_one_formation_keeps(bob, engine):
    conversations = _ingest_days_apart(bob)
    row = formation.form_conversations(conversations, force=True)
    next(row)  # the second conversation's messages read ahead, every one encodable
    refused = Message.objects.filter(conversation=conversations[1], text__contains="nurse").get()
    Message.objects.filter(pk=refused.pk).update(encodable=False)  # as a verdict on arrival would
    results = list(row)

    assert results[0].messages_withheld == 1
    assert Message.objects.get(pk=refused.pk).status == formation.NOT_ENCODED
    assert not Belief.objects.for_user(bob).filter(full__contains="nurse").exists()
