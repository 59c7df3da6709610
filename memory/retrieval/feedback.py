"""Turn outcomes feed meta-learning (seed 003 §4, DESIGN §4).

An outcome in [0, 1] is recorded on a turn's RetrievalTrace and nudges the person's
Dirichlet alphas with the blend that turn used. Two sources:

- what the person says: a correction ("no, that's wrong") marks their previous turn 0
  (``correction_signal``, called by the turn pipeline);
- what the person clicks (web chat, ``POST /api/feedback/``): thumbs up (1) or down (0) on
  a reply, or "that's wrong" (0) on one remembered item (``do_record_feedback``).

A turn's outcome is its latest one: changing a thumbs up to a thumbs down takes the up's
nudge back before the down's is applied, and repeating a signal changes nothing.
"""

from __future__ import annotations

import re

from django.db import transaction
from django.utils import timezone

from memory.models import Conversation, RelevanceProfile, RetrievalTrace
from memory.retrieval import weights

CORRECTION = re.compile(
    r"^\s*(no[,.!]?\s+(that'?s|it'?s|you'?re)\s+(not|wrong)|that'?s\s+(not\s+(right|true|correct)|wrong)|"
    r"you('?re| are)\s+wrong|wrong[,.!]|actually,?\s+i\s+(said|told you)|that'?s\s+incorrect)",
    re.IGNORECASE,
)

UP, DOWN, WRONG = "up", "down", "wrong"
# The outcome each explicit signal stands for, on the 0..1 scale of weights.outcome_steps.
SIGNALS = {UP: 1.0, DOWN: 0.0, WRONG: 0.0}


class FeedbackError(ValueError):
    """The feedback cannot apply to this turn; the message says why in plain words."""


def record_outcome(trace: RetrievalTrace, outcome: float) -> None:
    """Store ``outcome`` as the turn's outcome and nudge the person's alphas with its
    blend, taking back the nudge of an outcome recorded before for the same turn."""
    with transaction.atomic():
        locked = RetrievalTrace.objects.select_for_update().get(pk=trace.pk)
        if locked.outcome == outcome:
            return
        profile, _ = RelevanceProfile.objects.select_for_update().get_or_create(user_id=locked.user_id)
        updated = weights.nudged_alphas(profile.alphas, locked.blend, outcome, replacing=locked.outcome)
        for name, value in updated.items():
            setattr(profile, f"alpha_{name}", value)
        profile.save()
        RetrievalTrace.objects.filter(pk=locked.pk).update(outcome=outcome)
        trace.outcome = outcome


def do_record_feedback(*, user, trace_id: int, signal: str, belief_id: int | None = None) -> RetrievalTrace:
    """Record the person's explicit feedback on one of their turns and return the trace.

    ``signal`` is ``"up"`` or ``"down"`` for the reply, or ``"wrong"`` with the
    ``belief_id`` of a belief that turn injected. The trace is looked up among ``user``'s
    own (``RetrievalTrace.DoesNotExist`` otherwise: callers answer 404, never another
    person's data). A signal that cannot apply raises ``FeedbackError``. A "wrong" item
    is marked in the trace's injected list (``"wrong"``: when it was said), so the
    person and the operator can see what was disowned.
    """
    if signal not in SIGNALS:
        raise FeedbackError(f"Unknown feedback {signal!r}: use one of {', '.join(SIGNALS)}.")
    if (signal == WRONG) != (belief_id is not None):
        raise FeedbackError('"wrong" needs the belief it is about; "up" and "down" are about the whole reply.')
    trace = RetrievalTrace.objects.for_user(user).get(pk=trace_id)
    with transaction.atomic():
        if signal == WRONG:
            _mark_wrong(trace, belief_id)
        record_outcome(trace, SIGNALS[signal])
    return trace


def _mark_wrong(trace: RetrievalTrace, belief_id: int) -> None:
    locked = RetrievalTrace.objects.select_for_update().get(pk=trace.pk)
    items = [dict(item) for item in locked.injected]
    found = [item for item in items if item.get("kind") == "belief" and item.get("id") == belief_id]
    if not found:
        raise FeedbackError("That memory was not part of this reply.")
    for item in found:
        item.setdefault("wrong", timezone.now().isoformat())
    RetrievalTrace.objects.filter(pk=locked.pk).update(injected=items)
    trace.injected = items


def correction_signal(user, conversation: Conversation, text: str) -> bool:
    """If ``text`` corrects the assistant, mark the previous turn as a bad outcome."""
    if not CORRECTION.search(text):
        return False
    previous = (
        RetrievalTrace.objects.for_user(user).filter(conversation=conversation, outcome__isnull=True)
        .order_by("-created_at")
        .first()
    )
    if previous is None or not previous.blend:
        return False
    record_outcome(previous, 0.0)
    return True
