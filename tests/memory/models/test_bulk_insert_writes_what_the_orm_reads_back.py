"""``memory.models.bulk.insert`` (beliefs with their provenance, a formed episode with its
messages) writes in one statement what Django's inserts wrote: every column as given or
defaulted, vectors exactly, arrays element by element, ids in the objects' order."""

from datetime import timedelta

import numpy as np
import pytest
from django.db import DataError, connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from memory import embeddings
from memory.models import Belief, BeliefKind, BeliefStatus, Conversation, Episode, Message, bulk


def test_beliefs_and_their_links_are_written_as_given_in_one_statement(alice, make_episode):
    first, second = make_episode(alice, "We talked about the move."), make_episode(alice, "And about the cat.")
    when = timezone.now() - timedelta(days=3)
    vectors = np.array(embeddings.embed_many(["I moved to Porto.", "My cat is called Miso."]), dtype=np.float32)
    rows = [
        {"user": alice, "full": "Sam (4 March 2024): I moved to Porto.", "compressed": "moved to Porto",
         "kind": BeliefKind.FACT, "depth_center": 0.62, "significance": np.float64(0.8), "emotional": True,
         "people": ["Sam", "O'Brien, Jr.", 'say "hi"', "Zoë"], "topics": ["porto", "move"],
         "embedding": vectors[0], "created_at": when, "valid_from": when},
        {"user": alice, "full": "Sam (4 March 2024): My cat is called Miso.", "compressed": "cat Miso",
         "kind": BeliefKind.PREFERENCE, "people": [], "embedding": vectors[1].tolist()},
    ]

    with CaptureQueriesContext(connection) as queries:
        made = Belief.objects.create_derived_many(episodes=[first, second], rows=rows)

    assert len(queries) == 1
    assert [belief.pk for belief in made] == sorted(belief.pk for belief in made)
    stored = [Belief.objects.get(pk=belief.pk) for belief in made]
    assert [b.full for b in stored] == [row["full"] for row in rows]
    assert stored[0].people == ["Sam", "O'Brien, Jr.", 'say "hi"', "Zoë"] and stored[0].topics == ["porto", "move"]
    assert stored[1].people == [] and stored[1].topics == [] and stored[1].triggers == []
    assert (stored[0].kind, stored[1].kind) == (BeliefKind.FACT, BeliefKind.PREFERENCE)
    assert (stored[0].depth_center, stored[0].significance, stored[0].emotional) == (0.62, 0.8, True)
    # The model's defaults where a row says nothing.
    assert (stored[1].depth_center, stored[1].significance, stored[1].status, stored[1].reinforcement_count,
            stored[1].immutable, stored[1].superseded_by) == (0.5, 0.3, BeliefStatus.ACTIVE, 0, False, None)
    assert stored[0].created_at == stored[0].valid_from == when
    for belief, vector in zip(stored, vectors):
        assert np.array_equal(np.asarray(belief.embedding, dtype=np.float32), vector)
        assert belief.verified_context is None
        assert {e.pk for e in belief.derived_from.all()} == {first.pk, second.pk}
    assert Belief.objects.filter(search="Porto").get().pk == made[0].pk  # the generated column, filled


def test_an_episode_is_written_with_its_messages(alice):
    conversation = Conversation.objects.create(user=alice, channel="cli")
    when = timezone.now()
    messages = [Message.objects.create(user=alice, conversation=conversation, role="user", channel="cli",
                                       text=text, created_at=when) for text in ("One.", "Two.")]
    vector = np.asarray(embeddings.embed("One. Two."), dtype=np.float32)
    episode = Episode(user=alice, conversation=conversation, summary="One. Two.", occurred_at=when, ended_at=when,
                      source_key="k", significance=0.4, embedding=vector)
    links = Episode.source_messages.through._meta.db_table

    [pk] = bulk.insert([episode], then=f"INSERT INTO {links} (episode_id, message_id) SELECT inserted.id, m "
                                       f"FROM inserted CROSS JOIN unnest(%(messages)s::bigint[]) AS m",
                       params={"messages": [m.pk for m in messages]})

    assert episode.pk == pk and not episode._state.adding
    stored = Episode.objects.get(pk=pk)
    assert (stored.summary, stored.significance, stored.valence, stored.source_key) == ("One. Two.", 0.4, 0.0, "k")
    assert np.array_equal(np.asarray(stored.embedding, dtype=np.float32), vector)
    assert sorted(stored.source_messages.values_list("pk", flat=True)) == [m.pk for m in messages]


def test_a_value_too_long_for_its_column_is_refused_not_cut(alice, make_episode):
    episode = make_episode(alice, "A long name.")
    row = {"user": alice, "full": "Sam (4 March 2024): A long name.", "compressed": "long name",
           "people": ["x" * 121], "embedding": embeddings.embed("A long name.")}

    with pytest.raises(DataError), transaction.atomic():
        Belief.objects.create_derived_many(episodes=[episode], rows=[row])
    with pytest.raises(DataError), transaction.atomic():
        Belief.objects.create_derived_many(episodes=[episode], rows=[{**row, "people": [], "compressed": "y" * 301}])


def test_statements_share_the_connections_cursor_and_one_closed_is_made_again(alice):
    first, second = bulk.binding_cursor(connection), bulk.binding_cursor(connection)
    assert first.cursor is second.cursor and first.cursor.connection is connection.connection
    first.cursor.close()
    conversation = Conversation.objects.create(user=alice, channel="cli")
    when = timezone.now()
    episode = Episode(user=alice, conversation=conversation, summary="Closed.", occurred_at=when, ended_at=when,
                      source_key="closed", significance=0.4, embedding=np.zeros(384, dtype=np.float32) + 0.1)
    [pk] = bulk.insert([episode])
    assert Episode.objects.get(pk=pk).summary == "Closed."
    assert bulk.binding_cursor(connection).cursor is not first.cursor
