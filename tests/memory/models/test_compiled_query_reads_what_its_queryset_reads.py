"""``memory.models.compiled.Compiled``: a queryset compiled once reads, for any id given,
the rows the queryset built for that id would read, and refuses what it cannot build
as the queryset would."""

import pytest
from django.db import connection
from django.db.models import F
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from memory.formation import encoding
from memory.models import Conversation, Episode, Message, compiled


def _conversation(user, texts, *, channel="cli"):
    conversation = Conversation.objects.create(user=user, channel=channel)
    when = timezone.now()
    for position, text in enumerate(texts):
        Message.objects.create(user=user, conversation=conversation, role="user" if position % 2 == 0 else "assistant",
                               channel=channel, text=text, created_at=when, encodable=position != 1 or None)
    return conversation


def test_each_conversations_pending_messages_as_the_queryset_reads_them(alice, bob):
    first = _conversation(alice, ["I moved to Porto.", "Lovely!", "We have a cat."])
    second = _conversation(bob, ["Tea, always."])
    Message.objects.filter(conversation=first, text="We have a cat.").update(status=encoding.NOT_ENCODED)
    pending = compiled.Compiled(lambda conversation_id: encoding.pending(Conversation(pk=conversation_id)))
    verdicts = compiled.Compiled(
        lambda conversation_id: encoding.pending(Conversation(pk=conversation_id)).values_list("pk", "encodable"))

    for conversation in (first, second, first):
        read = pending.rows(conversation.pk)
        expected = list(encoding.pending(conversation))
        assert [vars(m) | {"_state": None} for m in read] == [vars(m) | {"_state": None} for m in expected]
        assert all(not m._state.adding and m._state.db == "default" for m in read)
        assert verdicts.rows(conversation.pk) == list(encoding.pending(conversation).values_list("pk", "encodable"))
    assert [m.text for m in pending.rows(first.pk)] == ["I moved to Porto.", "Lovely!"]
    assert verdicts.rows(second.pk) == [(second.messages.get().pk, True)]


def test_the_query_is_compiled_once_and_runs_as_one_statement(alice):
    conversation = _conversation(alice, ["I moved to Porto."])
    built = []

    def build(conversation_id):
        built.append(conversation_id)
        return encoding.pending(Conversation(pk=conversation_id))

    pending = compiled.Compiled(build)
    with CaptureQueriesContext(connection) as queries:
        for _ in range(3):
            assert [m.text for m in pending.rows(conversation.pk)] == ["I moved to Porto."]
    assert len(built) == 1 and len(queries) == 3
    assert str(conversation.pk) in queries[0]["sql"] and str(compiled.STAND_IN) not in queries[0]["sql"]


def test_two_ids_each_bound_where_the_query_names_it(alice, bob):
    mine, theirs = _conversation(alice, ["Mine."]), _conversation(bob, ["Theirs."])
    texts = compiled.Compiled(
        lambda user_id, conversation_id: Message.objects.filter(user_id=user_id, conversation_id=conversation_id)
        .values_list("text"), arity=2)
    assert texts.rows(alice.pk, mine.pk) == [("Mine.",)]
    assert texts.rows(bob.pk, theirs.pk) == [("Theirs.",)]
    assert texts.rows(alice.pk, theirs.pk) == []


@pytest.mark.parametrize("build", [
    lambda pk: Message.objects.filter(conversation_id=pk).annotate(tokens=F("token_count")),  # not the model's columns
    lambda pk: Message.objects.filter(conversation_id=pk).values("text"),  # dicts
    lambda pk: Episode.objects.filter(user_id=pk),  # a vector column needs its converter
    lambda pk: Message.objects.all(),  # the id is not in the query
])
def test_what_it_cannot_build_as_the_queryset_would_is_refused(db, build):
    with pytest.raises(ValueError):
        compiled.Compiled(build).rows(1)
