"""A relation begun or ended (issue 14): the person names a partner of theirs ("my fiancée
and I", "I've been seeing someone called Luis") after saying they had none ("I'm single"),
or tells of their divorce or break-up ("The divorce was finalised in October") after naming
their partner ("My wife and I have been married for ten years"). The two statements share
no word and sound apart (0.03-0.32), so the earlier one is rarely among the nearest: a
claim that names a partner or ends a relation is also compared with the person's
statements nearest to a prototype of the other side (``prototype``), and
``change.changed`` reads the pair as a change found by meaning (asked, never applied
unasked).
"""

from __future__ import annotations

import re

from memory.socrates.contradiction import polarity
from memory.socrates.subjects import clauses

# The person says they have no partner ("I'm single", "I'm not seeing anyone at the moment",
# "I don't have a boyfriend"), not a single parent or a single room.
_NO_PARTNER = re.compile(
    r"\b(?:(?:i'm|i am|im)\s+(?:\w+\s+)?single\b(?!\s+(?:parent|mum|mom|dad|father|mother|room|bed|player|one))|"
    r"(?:not|n't)\s+(?:seeing|dating)\s+any(?:one|body)|"
    r"(?:don't|do not|never)\s+(?:have|had)\s+(?:a\s+)?(?:boyfriend|girlfriend|partner|husband|wife)|no\s+(?:boyfriend|girlfriend|partner)\b)",
    re.IGNORECASE,
)
# A partner of the person's named as theirs now ("my fiancé wants a big wedding", "My wife
# and I are celebrating", "I've been seeing someone called Luis"), not a former one ("my ex").
_PARTNER = re.compile(
    r"\b(?:(?:my|our)\s+(?:new\s+)?(?:wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?|spouse)\b|"
    r"(?:i'm|i am|im|i've been|i have been|we've been|we're|we are)\s+(?:\w+\s+)?(?:seeing|dating|engaged to|married to)\s+(?!any)\w+|"
    r"^\W*married to\s+\w+)",
    re.IGNORECASE,
)
# The person's own relation ended: their divorce ("The divorce was finalised in October",
# "since the divorce went through"), not someone else's ("my parents' divorce").
_ENDED = re.compile(r"\b(?:(?:the|my|our)\s+divorce|(?:i'm|i am|i got|we got|we're|we are)\s+divorced)\b", re.IGNORECASE)
# The prototype of each side, whose nearest statements of the person's are compared with a
# claim of the other side (the bench sets' "I'm single" sat 16th to 143rd nearest "My wife
# and I are ..."), and how many of the nearest.
NO_PARTNER = "I'm single, I'm not seeing anyone."
A_PARTNER = "I'm married, my wife and I have been together for years."
NEAREST = 20


def names_a_partner(text: str) -> bool:
    """Whether a clause of ``text``, not negated, names a partner of the person's as theirs
    (``_PARTNER``)."""
    return any(_PARTNER.search(clause) and polarity(clause) > 0 for clause in clauses(text))


def _denies_a_partner(text: str) -> bool:
    return bool(_NO_PARTNER.search(text))


def _ends_a_relation(text: str) -> bool:
    return bool(_ENDED.search(text))


def changed(new: str, old: str) -> bool:
    """Whether ``new`` (the clauses of a statement about what is, not what might be) begins
    a relation where ``old`` said there was none, or ends the one ``old`` names."""
    begun = _denies_a_partner(old) and not _denies_a_partner(new) and names_a_partner(new)
    return begun or (names_a_partner(old) and _ends_a_relation(new))


def prototype(claim: str) -> str | None:
    """The prototype of the statements a ``claim`` may change this way (``changed``): of
    having no partner when it names one, of having one when it ends a relation; or None."""
    if _ends_a_relation(claim):
        return A_PARTNER
    return NO_PARTNER if names_a_partner(claim) else None
