"""Putting a person's beliefs in the HNSW index once their store has grown enough for it
to pay (issue 19; the rule and the states in ``memory.models.neighbours``). Part of the
lifecycle task, after pruning: the sizes it reads are today's."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from memory.models import neighbours
from memory.retrieval.candidates import DENSE_BELIEFS


def index_user(user, *, now: datetime) -> Iterator[dict]:
    """Join ``user`` to the beliefs' index when retrieval's DENSE_BELIEFS nearest would be
    found cheaper through it; yields the beliefs put in, a chunk at a time."""
    yield from neighbours.join(user, DENSE_BELIEFS)
