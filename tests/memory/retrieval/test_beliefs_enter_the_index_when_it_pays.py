"""The beliefs' HNSW index holds only the people it serves (issue 19,
``memory.models.neighbours``): a person goes in once retrieval would find their nearest
beliefs cheaper through it; from then on the database puts each new belief of theirs in;
retrieval takes the index only once all of theirs are in; nobody else's rows are there."""

from datetime import datetime, timezone

import numpy as np
from django.db import connection

from memory.maintenance.runner import run_task
from memory.people import portability
from memory.maintenance.tasks import TASKS
from memory.models import Belief, BeliefIndex, Episode, Profile, neighbours
from memory.retrieval import candidates

NOW = datetime(2025, 6, 1, tzinfo=timezone.utc)
# Alone in the store, retrieval's 200 nearest pay through the index from 801 beliefs
# (n² > 200 × n × HNSW_VISIT_COST).
BELOW, ABOVE = 700, 900


def _store(user, size: int, rng, start: int = 0) -> None:
    episode = Episode.objects.create(user=user, summary="Chat.", occurred_at=NOW, ended_at=NOW,
                                     source_key=f"k{user.pk}-{start}", embedding=rng.normal(size=384))
    vectors = rng.normal(size=(size, 384))
    Belief.objects.create_derived_many(
        episodes=[episode],
        rows=[{"user": user, "full": f"Fact {i}.", "compressed": f"Fact {i}.", "embedding": v, "last_accessed": NOW}
              for i, v in enumerate(vectors / np.linalg.norm(vectors, axis=1, keepdims=True), start)],
    )


def _in_graph(user) -> set[bool]:
    return set(Belief.objects.filter(user=user).values_list("in_graph", flat=True))


def _state(user) -> str:
    return Profile.objects.filter(user=user).values_list("belief_index", flat=True).first() or BeliefIndex.OUTSIDE


def _fresh_sizes() -> None:
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_belief")
    candidates.statistics_changed()


def test_a_small_store_stays_out_and_is_scanned_exactly(alice):
    _store(alice, BELOW, np.random.default_rng(1))
    _fresh_sizes()

    assert list(neighbours.join(alice, candidates.DENSE_BELIEFS)) == []
    assert _state(alice) == BeliefIndex.OUTSIDE and _in_graph(alice) == {False}
    assert neighbours.exact("memory_belief", alice, candidates.DENSE_BELIEFS)


def test_a_store_that_grew_goes_in_and_its_new_beliefs_with_it(alice, bob):
    rng = np.random.default_rng(2)
    _store(alice, ABOVE, rng)
    _store(bob, 50, rng)
    _fresh_sizes()
    assert neighbours.exact("memory_belief", alice, candidates.DENSE_BELIEFS)  # big enough, not yet in

    put = list(neighbours.join(alice, candidates.DENSE_BELIEFS))

    assert sum(chunk["beliefs_put_in_index"] for chunk in put) == ABOVE
    assert _state(alice) == BeliefIndex.IN and _in_graph(alice) == {True}
    _store(alice, 3, rng, start=ABOVE)  # written after: the database puts them in
    _store(bob, 3, rng, start=50)
    assert _in_graph(alice) == {True} and _in_graph(bob) == {False}

    _fresh_sizes()
    assert not neighbours.exact("memory_belief", alice, candidates.DENSE_BELIEFS)
    asked = Belief.objects.filter(user=alice).first()
    found = candidates.beliefs(alice, np.asarray(asked.embedding), "fact", [], NOW)
    assert asked.pk in {c.id for c in found}
    assert {c.id for c in found} <= set(Belief.objects.filter(user=alice).values_list("pk", flat=True))
    # The statement names the index's condition, so the planner can take the index (at 900
    # rows a sort costs it less; with sorting priced out, it does).
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_sort = off; SET LOCAL enable_seqscan = off")
    plan = str(candidates.explain_beliefs(alice, np.asarray(asked.embedding), "fact", NOW)["Plan"])
    assert "belief_embedding_hnsw" in plan


def test_retrieval_waits_for_every_belief_to_be_in(alice):
    rng = np.random.default_rng(3)
    _store(alice, ABOVE, rng)
    _fresh_sizes()
    # Half-way: the profile says joining (new beliefs go in), the older ones are still out.
    Profile.objects.create(user=alice, belief_index=BeliefIndex.JOINING)
    _store(alice, 2, rng, start=ABOVE)
    assert Belief.objects.filter(user=alice, in_graph=True).count() == 2
    _fresh_sizes()
    assert neighbours.exact("memory_belief", alice, candidates.DENSE_BELIEFS)

    list(neighbours.join(alice, candidates.DENSE_BELIEFS))  # the next run finishes the work

    assert _state(alice) == BeliefIndex.IN and _in_graph(alice) == {True}


def test_a_belief_left_outside_by_a_race_is_put_in_by_the_next_run(alice):
    rng = np.random.default_rng(4)
    _store(alice, ABOVE, rng)
    _fresh_sizes()
    list(neighbours.join(alice, candidates.DENSE_BELIEFS))
    straggler = Belief.objects.filter(user=alice).first()
    Belief.objects.filter(pk=straggler.pk).update(in_graph=False)

    put = list(neighbours.join(alice, candidates.DENSE_BELIEFS))

    assert put == [{"beliefs_put_in_index": 1}] and _in_graph(alice) == {True}


def test_the_lifecycle_maintenance_puts_people_in(alice, bob):
    rng = np.random.default_rng(5)
    _store(alice, ABOVE, rng)
    _store(bob, 20, rng)
    _fresh_sizes()

    run = run_task(TASKS["lifecycle"], now=NOW)

    assert run.counts.get("beliefs_put_in_index") == ABOVE
    assert _state(alice) == BeliefIndex.IN and _state(bob) == BeliefIndex.OUTSIDE


def test_an_export_says_nothing_of_this_servers_index(alice):
    _store(alice, ABOVE, np.random.default_rng(6))
    _fresh_sizes()
    list(neighbours.join(alice, candidates.DENSE_BELIEFS))

    document = portability.export_document(alice)

    assert "belief_index" not in document["settings"]
    assert all("in_graph" not in belief for belief in document["beliefs"])


def test_the_operator_sees_who_is_in_the_index_and_cannot_set_it(client, operator, alice, bob):
    Profile.objects.create(user=alice, belief_index=BeliefIndex.IN)
    Profile.objects.create(user=bob)
    client.force_login(operator)

    listed = client.get("/admin/memory/profile/?belief_index=in").content.decode()
    page = client.get(f"/admin/memory/profile/{alice.profile.pk}/change/").content.decode()

    assert "alice" in listed and "bob" not in listed
    assert 'name="belief_index"' not in page and "In: every belief in the index" in page
