"""Pinned memories (seed 001): a person pins a belief so it never fades, and unpins it.

The person's one write to a belief besides "this is wrong" (seed 004: content is
read-only to them). It changes no text, but it changes how the belief ages, so it leaves
a BeliefRevision like every other change the engine makes, linked to the belief's
episodes.
"""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from memory.models import Belief, BeliefRevision, BeliefStatus, RevisionReason

LIVE = (BeliefStatus.ACTIVE, BeliefStatus.DORMANT)


def do_pin_belief(*, user, belief_id: int, pinned: bool) -> Belief:
    """Pin (``pinned=True``) or unpin the belief ``belief_id`` of ``user`` and return it.

    Pinned, it keeps its current weight (decay and pruning pass it by). Unpinned, it
    fades again from its current weight, counted from now: the weeks it spent pinned
    are not charged to it all at once. Asking for the state it already has changes
    nothing and writes no revision. Raises ``Belief.DoesNotExist`` when ``user`` has no
    such belief, and ValidationError for a safety boundary (always kept) or a belief
    that is no longer live (superseded or pruned).
    """
    with transaction.atomic():
        belief = Belief.objects.for_user(user).select_for_update().get(pk=belief_id)
        if belief.immutable:
            raise ValidationError("a safety boundary is always kept; it cannot be pinned or unpinned")
        if belief.status not in LIVE:
            raise ValidationError("only a memory that is still held can be pinned")
        if belief.pinned == pinned:
            return belief
        BeliefRevision.objects.record(
            belief,
            reason=RevisionReason.PIN,
            episodes=list(belief.derived_from.all()),
            note="pinned by the person: it no longer fades" if pinned else "unpinned by the person: it fades again",
        )
        belief.pinned = pinned
        # The decay anchor (DESIGN §5) moves to the weight it has now, so neither pinning
        # nor unpinning makes it jump.
        belief.depth_at_last_access = belief.depth_center
        fields = ["pinned", "depth_at_last_access"]
        if not pinned:
            belief.last_accessed = timezone.now()
            fields.append("last_accessed")
        belief.save(update_fields=fields)
    return belief
