"""Consolidation's reads and writes in one statement each: the reinforcements of a stretch
in one UPDATE that links the episode too (run with the stretch's belief insert when it has
new beliefs), the neighbours with their beliefs in one query. They write and read what
Django's ``bulk_update`` and ``in_bulk`` did."""

from datetime import timedelta

import numpy as np
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from memory import embeddings, socrates
from memory.formation import consolidation
from memory.models import Belief, BeliefStatus, neighbours
from memory.text.extraction import Statement


def test_reinforcements_write_the_counts_depths_and_provenance_in_one_statement(alice, make_belief, make_episode):
    often = make_belief(alice, "Sam (4 March 2024): I swim every Tuesday.", significance=0.3, depth_center=0.5,
                        depth_at_last_access=0.5)
    once = make_belief(alice, "Sam (4 March 2024): I play the cello.", significance=0.6, depth_center=0.5)
    later = make_episode(alice, "I still swim and play.", when=timezone.now() + timedelta(days=2))
    # Another conversation reinforced it meanwhile: the count is added to in the database.
    Belief.objects.filter(pk=often.pk).update(reinforcement_count=3)

    with CaptureQueriesContext(connection) as queries:
        consolidation._reinforce([(often, 0.2, False), (once, 0.4, True), (often, 0.7, False)], later)

    assert len(queries) == 1
    twice = consolidation.reinforced_depth(consolidation.reinforced_depth(0.5))
    stored = {b.pk: b for b in Belief.objects.all()}
    assert (stored[often.pk].reinforcement_count, stored[once.pk].reinforcement_count) == (5, 1)
    assert (often.reinforcement_count, once.reinforcement_count) == (2, 1)  # counted on what it had read
    assert stored[often.pk].depth_center == stored[often.pk].depth_at_last_access == often.depth_center == twice
    assert stored[once.pk].depth_center == once.depth_center == consolidation.reinforced_depth(0.5)
    assert (stored[often.pk].significance, stored[once.pk].significance) == (0.7, 0.6)
    assert (stored[often.pk].emotional, stored[once.pk].emotional) == (False, True)
    assert stored[often.pk].last_accessed == stored[once.pk].last_accessed == later.ended_at
    assert {b.pk for b in later.beliefs.all()} == {often.pk, once.pk}

    consolidation._reinforce([(once, 0.1, False)], later)  # the same episode again: linked once
    assert later.beliefs.filter(pk=once.pk).count() == 1
    assert Belief.objects.get(pk=once.pk).reinforcement_count == 2


def test_a_stretch_writes_its_new_beliefs_and_reinforcements_in_one_statement(alice, make_belief, make_episode):
    """New beliefs, a repeat of one of them within the stretch and a reinforcement of an
    earlier belief are one write, and store what an insert followed by ``_reinforce`` did."""
    swim = "Sam (4 March 2024): I swim every Tuesday."
    earlier = make_belief(alice, swim, significance=0.3, depth_center=0.5, depth_at_last_access=0.5)
    Belief.objects.filter(pk=earlier.pk).update(reinforcement_count=3)
    later = make_episode(alice, "I still swim, and I play the cello.", when=timezone.now() + timedelta(days=2))
    cello, lisbon = "Sam (6 March 2024): I play the cello.", "Sam (6 March 2024): My sister lives in Lisbon."

    def item(full, significance, emotional=False):
        words = full.split(": ", 1)[1]
        return Statement(words, full, words, "fact", 0.0, emotional), "Sam", significance

    items = [item(swim, 0.7), item(cello, 0.4), item(lisbon, 0.3), item(cello, 0.6, emotional=True)]
    vectors = np.array(embeddings.embed_many([full for full in (swim, cello, lisbon, cello)]))
    neighbours.exact("memory_belief", alice, 3)

    with CaptureQueriesContext(connection) as queries:
        outcome = consolidation.consolidate(later, items, vectors)

    writes = [q["sql"] for q in queries if "INSERT" in q["sql"] or "UPDATE" in q["sql"]]
    assert len(writes) == 1
    assert [b.pk for b in outcome.reinforced] == [earlier.pk]
    stored = {b.full: b for b in Belief.objects.filter(user=alice)}
    assert set(stored) == {swim, cello, lisbon}
    reinforced = stored[swim]
    assert reinforced.reinforcement_count == outcome.reinforced[0].reinforcement_count == 4
    assert reinforced.depth_center == reinforced.depth_at_last_access == consolidation.reinforced_depth(0.5)
    assert (reinforced.significance, reinforced.last_accessed) == (0.7, later.ended_at)
    repeated = stored[cello]  # written once, reinforced by its repeat: the repeat's significance and feeling
    once = consolidation.reinforced_depth(consolidation.initial_depth(0.4))
    assert (repeated.reinforcement_count, repeated.depth_center, repeated.depth_at_last_access) == (1, once, once)
    assert (repeated.significance, repeated.emotional) == (0.6, True)
    assert (stored[lisbon].reinforcement_count, stored[lisbon].depth_center) == (0, consolidation.initial_depth(0.3))
    created = {b.full: b for b in outcome.created}
    assert (created[cello].reinforcement_count, created[cello].depth_center, created[cello].emotional) == (1, once, True)
    assert {b.pk for b in later.beliefs.all()} == {b.pk for b in stored.values()}
    assert reinforced.derived_from.count() == 2


def test_neighbours_come_with_their_beliefs_in_one_query(alice, bob, make_belief):
    texts = ["Sam (4 March 2024): I swim every Tuesday.", "Sam (4 March 2024): I play the cello.",
             "Sam (4 March 2024): My sister lives in Lisbon."]
    mine = [make_belief(alice, text) for text in texts]
    make_belief(bob, texts[0])
    vectors = np.array(embeddings.embed_many(["I swim on Tuesdays.", "I go swimming every Tuesday."]))
    neighbours.exact("memory_belief", alice, 2)  # the sizes, read once a while

    with CaptureQueriesContext(connection) as queries:
        found = consolidation.nearest(alice, vectors, k=2)

    assert len(queries) == 1
    assert [[belief.pk for belief, _ in pairs][0] for pairs in found] == [mine[0].pk, mine[0].pk]
    assert found[0][0][0] is found[1][0][0]  # one instance, as reinforcing it twice needs
    stored = {belief.pk: belief.embedding for belief in mine}
    for vector, pairs in zip(vectors, found):
        assert [cosine for _, cosine in pairs] == sorted((cosine for _, cosine in pairs), reverse=True)
        for belief, cosine in pairs:
            assert abs(cosine - embeddings.cosine(vector, stored[belief.pk])) < 1e-5
            read = Belief.objects.only(*consolidation._NEIGHBOUR_FIELDS).get(pk=belief.pk)
            assert belief.get_deferred_fields() == read.get_deferred_fields()
            assert {k: v for k, v in vars(belief).items() if k != "_state"} == {
                k: v for k, v in vars(read).items() if k != "_state"
            }


def test_neighbours_through_the_index_are_those_of_the_exact_scan(monkeypatch, alice, bob, make_belief):
    # The exact scan binds its vectors in binary, the index's statement sends them as text
    # with its setting: both find the same beliefs at the same cosines.
    texts = ["I swim every Tuesday.", "I play the cello.", "My sister lives in Lisbon.", "I work as a nurse."]
    for text in texts:
        make_belief(alice, text)
    make_belief(bob, texts[0])
    vectors = np.array(embeddings.embed_many(["I go swimming on Tuesdays.", "My job is nursing."]))
    monkeypatch.setattr(neighbours, "HNSW_VISIT_COST", 0)  # the index pays at any size: alice goes in
    list(neighbours.join(alice, 2))

    monkeypatch.setattr(neighbours, "exact", lambda *args: True)
    exact = consolidation.nearest(alice, vectors, k=2)
    monkeypatch.setattr(neighbours, "exact", lambda *args: False)
    indexed = consolidation.nearest(alice, vectors, k=2)

    assert [[(b.pk, round(c, 5)) for b, c in pairs] for pairs in indexed] == \
        [[(b.pk, round(c, 5)) for b, c in pairs] for pairs in exact]
    assert all(b.user_id == alice.pk for pairs in indexed for b, _ in pairs)

def test_neighbours_read_with_some_fields_are_reinforced_and_superseded_without_another_read(
        alice, make_belief, make_episode):
    """A neighbour comes with what consolidation and Socrates read of it, its other fields
    deferred: reinforcing it and superseding it read nothing more (a deferred field read
    would be a query per belief)."""
    old = make_belief(alice, "Sam (4 March 2024): I live in Lisbon.", compressed="lives in Lisbon")
    twice = make_belief(alice, "Sam (4 March 2024): I play the cello.")
    new = make_belief(alice, "Sam (9 May 2024): I moved to Berlin last month.")
    later = make_episode(alice, "I still play the cello.", when=timezone.now() + timedelta(days=2))
    vectors = np.array(embeddings.embed_many(["I live in Lisbon.", "I play the cello."]))
    neighbours.exact("memory_belief", alice, 1)
    near = consolidation.nearest(alice, vectors, k=1)
    lisbon, cello = near[0][0][0], near[1][0][0]
    assert (lisbon.pk, cello.pk) == (old.pk, twice.pk) and lisbon.get_deferred_fields()

    with CaptureQueriesContext(connection) as queries:
        consolidation._reinforce([(cello, 0.4, False)], later)
        revision = socrates.supersede(old=lisbon, new=new)
    assert len(queries) == 2  # one statement each
    assert (revision.old_full, revision.old_compressed) == (old.full, "lives in Lisbon")
    assert Belief.objects.get(pk=old.pk).status == BeliefStatus.SUPERSEDED
    assert Belief.objects.get(pk=twice.pk).reinforcement_count == 1
