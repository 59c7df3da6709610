"""Many people on one server (issue 19): whatever the sizes of the people sharing the
store, and whichever path their dense candidates take, one person's context assembly
never returns another person's row — even when the question is, word for word and vector
for vector, another person's memory."""

from datetime import datetime, timezone
from itertools import count

import numpy as np
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from hypothesis import HealthCheck, given, settings as hypothesis_settings, strategies as st

from memory import retrieval
from memory.retrieval import candidates
from memory.models import Belief, Episode, neighbours

NOW = datetime(2025, 6, 1, tzinfo=timezone.utc)
_names = count()


def _unit(rng, n: int) -> np.ndarray:
    vectors = rng.normal(size=(n, 384)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def _person(rng, size: int):
    user = get_user_model().objects.create_user(f"tenant-{next(_names)}")
    episode = Episode.objects.create(
        user=user, summary="A stretch of chat.", occurred_at=NOW, ended_at=NOW, source_key=f"k{user.pk}",
        embedding=_unit(rng, 1)[0],
    )
    texts = [f"Memory {i} of {user.username}: the lake trip on day {i}." for i in range(size)]
    Belief.objects.create_derived_many(
        episodes=[episode],
        rows=[{"user": user, "full": t, "compressed": t, "embedding": v, "last_accessed": NOW}
              for t, v in zip(texts, _unit(rng, size))],
    )
    return user


@hypothesis_settings(max_examples=15, deadline=None, database=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(
    sizes=st.lists(st.integers(min_value=0, max_value=60), min_size=2, max_size=4),
    visit_cost=st.sampled_from([0, 4, 10**9]),  # HNSW for everyone in it, by size, exact always
    seed=st.integers(min_value=0, max_value=2**16),
)
def test_assembly_returns_only_the_asking_persons_rows(db, monkeypatch, sizes, visit_cost, seed):
    monkeypatch.setattr(neighbours, "HNSW_VISIT_COST", visit_cost)
    rng = np.random.default_rng(seed)
    with transaction.atomic():
        people = [_person(rng, size) for size in sizes]
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE memory_belief")
        for person in people:  # as the lifecycle maintenance does: in the index where it pays
            list(neighbours.join(person, candidates.DENSE_BELIEFS))
        candidates.statistics_changed()
        asking, others = people[0], people[1:]
        theirs = list(Belief.objects.filter(user__in=others).values_list("full", "embedding"))
        text, vector = theirs[rng.integers(len(theirs))] if theirs else ("the lake trip", _unit(rng, 1)[0])
        own = set(Belief.objects.filter(user=asking).values_list("pk", flat=True))

        pool = candidates.beliefs(asking, np.asarray(vector), text, [], NOW)
        result = retrieval.retrieve(asking, text, budget=4000, now=NOW, vector=vector, seed=seed)

        assert {c.id for c in pool} <= own
        assert set(result.belief_ids) <= own
        assert len(pool) == len(own)  # fewer than DENSE_BELIEFS each: the filter starves neither path
        transaction.set_rollback(True)
