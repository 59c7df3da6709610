"""Socrates (seed 004, DESIGN §6) — its interface.

``examine(user, text, embedding, beliefs)`` looks at what the person just said against the
beliefs retrieved for this turn and returns a sentence the reply must carry (mode 1:
"Last month you said X; now Y — has something changed?"; mode 2: a firm, kind correction),
or None. Until the safety work lands this is a pass-through with the final interface.
"""

from __future__ import annotations


def examine(user, text: str, embedding, beliefs) -> str | None:
    return None
