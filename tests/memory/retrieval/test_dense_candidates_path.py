"""Which path a person's dense candidates take (issue 19, memory.models.neighbours): an
exact scan of their own rows when they are few among many people's, the HNSW index when
the index would visit fewer rows than they have — and the plan Postgres runs says so."""

from datetime import datetime, timezone

import numpy as np
from django.db import connection

from memory.retrieval import candidates
from memory.models import Belief, Episode, neighbours

NOW = datetime(2025, 6, 1, tzinfo=timezone.utc)


def _store(user, size: int, rng) -> None:
    episode = Episode.objects.create(user=user, summary="Chat.", occurred_at=NOW, ended_at=NOW,
                                     source_key=f"k{user.pk}", embedding=rng.normal(size=384))
    vectors = rng.normal(size=(size, 384))
    Belief.objects.create_derived_many(
        episodes=[episode],
        rows=[{"user": user, "full": f"Fact {i}.", "compressed": f"Fact {i}.", "embedding": v} for i, v in
              enumerate(vectors / np.linalg.norm(vectors, axis=1, keepdims=True))],
    )


def test_few_among_many_are_scanned_exactly_and_a_person_alone_uses_the_index(alice, bob):
    rng = np.random.default_rng(3)
    _store(alice, 400, rng)
    _store(bob, 10, rng)
    _analyze()
    for person in (alice, bob):  # as the lifecycle maintenance does, here for a limit of 5
        list(neighbours.join(person, 5))
    candidates.statistics_changed()
    # 410 rows, limit 5 (the HNSW scan visits 40 at least): alice's 400² > 40 × 410 × 4, bob's 10² is not.
    assert not neighbours.exact("memory_belief", alice, 5)
    assert neighbours.exact("memory_belief", bob, 5)

    plan = str(candidates.explain_beliefs(bob, rng.normal(size=384), "fact", NOW)["Plan"])
    assert "belief_embedding_hnsw" not in plan and "'Node Type': 'Sort'" in plan


def _analyze():
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_belief")


def test_the_sizes_are_read_again_once_forgotten(alice, bob):
    rng = np.random.default_rng(4)
    _store(bob, 200, rng)
    _analyze()
    list(neighbours.join(bob, 5))
    neighbours.sizes_changed()
    assert not neighbours.exact("memory_belief", bob, 5)  # alone: 200² > 40 × 200 × 4
    _store(alice, 300, rng)
    _analyze()
    assert not neighbours.exact("memory_belief", bob, 5)  # still the sizes read before
    neighbours.sizes_changed()
    assert neighbours.exact("memory_belief", bob, 5)  # 200² ≤ 40 × 500 × 4
