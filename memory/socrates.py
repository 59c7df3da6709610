"""Socrates (seed 004, DESIGN §6) — its interface.

``examine(user, text, embedding, beliefs)`` looks at what the person just said against the
beliefs retrieved for this turn and returns a sentence the reply must carry (mode 1:
"Last month you said X; now Y — has something changed?"; mode 2: a firm, kind correction),
or None. ``may_encode`` and ``after_new_belief`` are called by consolidation. Until the
safety work lands these are pass-throughs with the final interface.
"""

from __future__ import annotations


def examine(user, text: str, embedding, beliefs) -> str | None:
    return None


def may_encode(text: str, embedding) -> bool:
    """Mode 2: False when ``text`` asserts something against established knowledge where
    harm is possible; such a statement is corrected in the reply and never encoded."""
    return True


def after_new_belief(belief, near_beliefs) -> None:
    """Mode 1 at consolidation: given a newly written belief and the person's nearest
    existing beliefs (most similar first), revise a contradicted one through a
    BeliefRevision with provenance to the episodes on both sides."""
