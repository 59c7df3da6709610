"""Pruning: beliefs that have decayed below the threshold leave retrieval (DESIGN §5).

A pruned belief is not deleted: it keeps its text, its revisions and the episodes it came
from, and "dig deeper" can still find those episodes. Episodes are never pruned.
Immutable and pinned beliefs are never pruned (they never decay either).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from django.conf import settings
from django.db import transaction

from memory.models import Belief, BeliefRevision, BeliefStatus, RevisionReason

CHUNK = 1000
# Beliefs pruning may touch: live, and neither a safety boundary nor pinned (they never decay).
PRUNABLE = {"status__in": [BeliefStatus.ACTIVE, BeliefStatus.DORMANT], "immutable": False, "pinned": False}


def prune_threshold() -> float:
    """Depth below which a belief is pruned: settings.HIPPOCAMPUS["PRUNE_THRESHOLD"]."""
    return settings.HIPPOCAMPUS["PRUNE_THRESHOLD"]


def prune_user(user, *, now: datetime) -> Iterator[dict]:
    """Mark the person's live beliefs whose depth is below the threshold as pruned.

    Chunks of beliefs, each in its own transaction; yields ``{"pruned": n}`` per chunk.
    Running it again prunes nothing more (the pruned ones are no longer live).
    """
    below = (
        Belief.objects.for_user(user)
        .filter(**PRUNABLE, depth_center__lt=prune_threshold())
        .order_by("pk")
    )
    while True:
        with transaction.atomic():
            ids = list(below.select_for_update(skip_locked=True).values_list("pk", flat=True)[:CHUNK])
            if not ids:
                return
            pruned = prune(ids)
        yield {"pruned": pruned}


def prune(ids, *, note: str | None = None) -> int:
    """Mark the prunable beliefs among ``ids`` pruned (the others are left as they are);
    returns how many. Threshold pruning and an operator's pruning both come here.

    With a ``note`` (an operator's pruning, memory.admin), each pruned belief also gets a
    revision (reason pruning, text unchanged) saying who and why, since nothing but its
    depth explains it; the engine's own pruning is explained by the depth and counted in
    its TaskRun.
    """
    with transaction.atomic():
        beliefs = list(Belief.objects.filter(pk__in=list(ids), **PRUNABLE).select_for_update().order_by("pk"))
        if note is not None:
            for belief in beliefs:
                BeliefRevision.objects.record(
                    belief, reason=RevisionReason.PRUNING, episodes=belief.derived_from.all(), note=note
                )
        return Belief.objects.filter(pk__in=[belief.pk for belief in beliefs]).update(status=BeliefStatus.PRUNED)
