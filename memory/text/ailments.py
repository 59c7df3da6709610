"""Illnesses, by name or by form ("chickenpox", "tonsillitis"), and one had or caught: "the kids both had chickenpox"
is bad news the valence lexicon has no word for ("Apologies for vanishing, the kids both had chickenpox." got "How was
your day?" from the embedded 135M, the lead's walk). Shared by ``cycle.worn_down`` (their own), ``cycle.theirs`` (someone
of theirs) and ``cycle.grounding`` (bad news)."""

from __future__ import annotations

import re

# An illness: an infection, a bug, or one named by its form (a "-pox", an "-itis"), with nothing after it that it names.
ILLNESS = (
    r"(?:(?:chest|ear|throat|sinus|water|kidney|tummy|stomach|eye)\s+infection|tummy\s+bug|sickness\s+bug|chest\s+cold|cold|flu"
    r"|covid|virus|bug|cough|shingles|pneumonia|[a-z]*pox|[a-z]+itis|measles|mumps|norovirus|noro|scarlet\s+fever|glandular\s+fever|strep\s+throat"
    r"|the\s+lurgy|head\s+lice|nits|a\s+(?:temperature|fever|rash))"
    # the illness itself, not a thing it names ("a cold shower", "the flu jab", "the cold snap"): what follows is no noun
    r"(?=\s*(?:[,.;:!?)—–-]|$)|\s+(?:all|for|since|again|last|this|and|but|so|now|too|as|over|on|at|in|with|from|going|the)\b)"
)
# How bad, and a spell of it: "a nasty bout of", "a touch of the" ("Sorry I've been a stranger, I had a nasty bout of flu."
# got "What's all your plans?" from the 135M, the lead's walk).
BOUT = (
    r"(?:(?:a|an|the)\s+)?(?:(?:nasty|bad|horrible|awful|rotten|stinking|streaming|heavy|thumping|splitting|pounding|blinding)\s+)?"
    r"(?:(?:bout|dose|touch|spell|case)\s+of\s+(?:the\s+)?)?"
)
_HAD = re.compile(
    rf"\b(?:had|has|have|got|caught|catching|down\s+with|off\s+with|getting\s+over)\s+{BOUT}{ILLNESS}\b",
    re.IGNORECASE,
)


def had(text: str) -> bool:
    """Whether ``text`` tells of an illness had, caught or being got over."""
    return bool(_HAD.search(text))
