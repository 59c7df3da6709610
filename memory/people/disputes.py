""""This is wrong": a person disowns one of their beliefs from the memory browser.

Content stays read-only to the person (seed 004), so a dispute changes no text. It does
what the chat's "that's wrong" button does (memory.retrieval.feedback): the latest turn
that used the belief gets the outcome "wrong", which teaches retrieval (DESIGN §4
meta-learning), and it leaves a BeliefRevision in the belief's history, so the operator
and the person can see it was disowned, and when. That revision makes the belief due for
reconsolidation (``memory.maintenance.reconsolidation.pending_beliefs``), whose drift
checks decide, as for any rewrite, whether a new wording is kept.
"""

from dataclasses import dataclass

from django.db import transaction

from memory.models import Belief, BeliefRevision, RetrievalTrace, RevisionReason
from memory.retrieval.feedback import WRONG, do_record_feedback

NOTE = "the person marked this memory wrong"


@dataclass(frozen=True)
class Dispute:
    belief: Belief
    revision: BeliefRevision
    trace: RetrievalTrace | None  # the turn that got the outcome; None when no turn used it


def do_dispute_belief(*, user, belief_id: int) -> Dispute:
    """Record that ``user`` says the belief ``belief_id`` is wrong.

    The most recent turn that injected it is marked as ``wrong`` through
    ``do_record_feedback`` (a belief no turn used has no blend to learn from, so only the
    revision is written). Disputing again before anything else happened to the belief
    writes no second revision. Raises ``Belief.DoesNotExist`` when ``user`` has no such
    belief.
    """
    with transaction.atomic():
        belief = Belief.objects.for_user(user).select_for_update().get(pk=belief_id)
        latest = BeliefRevision.objects.for_user(user).filter(belief=belief).order_by("-created_at", "-id").first()
        if latest is not None and latest.reason == RevisionReason.DISPUTE:
            revision = latest
        else:
            revision = BeliefRevision.objects.record(
                belief, reason=RevisionReason.DISPUTE, episodes=list(belief.derived_from.all()), note=NOTE
            )
        trace = (
            RetrievalTrace.objects.for_user(user)
            .filter(injected__contains=[{"kind": "belief", "id": belief.pk}])
            .order_by("-created_at", "-id")
            .first()
        )
        if trace is not None:
            trace = do_record_feedback(user=user, trace_id=trace.pk, signal=WRONG, belief_id=belief.pk)
    return Dispute(belief, revision, trace)
