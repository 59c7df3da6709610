"""An end told by a thing put away or made needless, with no word of the earlier statement
(issue 14): the gear of a sport hung up ("Hung up my gloves last spring" after "I box twice
a week"), sight corrected ("Had laser eye surgery in May, binned the contacts" after "I
wear contact lenses"). The two sound far apart (the idiom or the operation sounds of
nothing the earlier statement says), so a pattern on both sides tells the change, and the
earlier statement is found by a prototype of what ends (``values.from_afar``).
"""

from __future__ import annotations

import re

from memory.socrates.change_words import unreal
from memory.socrates.contradiction import polarity
from memory.socrates.subjects import clauses, someone_elses

# The gear of a sport put away for good ("Hung up my gloves last spring", "I've hung up the
# goggles"; not "hung up my coat", "hung up my gloves to dry").
_HUNG_UP = re.compile(
    r"\bhung up (?:my|the|our) (?:[\w-]+ )?(?:boots|gloves|spikes|skates|cleats|rackets?|racquets?|whistle|clubs|saddle|"
    r"pads|goggles|cue|bat|wetsuit|(?:dancing|ballet|running|climbing) shoes)\b(?!\s+(?:to dry|on|in|by|behind)\b)",
    re.IGNORECASE,
)
# A sport the person does ("I play rugby every Saturday", "I box twice a week").
_PLAYS = re.compile(
    r"\b(?:i|we)\s+(?:still\s+)?(?:play|box|swim|run|cycle|race|ride|climb|row|dance|skate|fence|referee|coach|wrestle|golf|surf|spar)\b",
    re.IGNORECASE,
)
# Sight corrected for good ("had laser eye surgery", "got my eyes lasered", "lens
# replacement surgery"), and glasses or lenses the person said they wear or need.
_CORRECTED = re.compile(
    r"\b(?:laser (?:eye )?(?:surgery|treatment|op(?:eration)?)|lasik|eyes? (?:lasered|done)|lens replacement)\b", re.IGNORECASE
)
_WEARS = re.compile(
    r"\b(?:glasses|specs|spectacles|contacts|contact lenses|lenses|short-sighted|long-sighted|shortsighted|longsighted)\b",
    re.IGNORECASE,
)
# What a claim of each may change: the nearest of the person's statements to these.
PLAYED = "I play football for a local club every Saturday."
WEARING = "I wear glasses, I can't see without them."


def _said(pattern: re.Pattern, new: str) -> bool:
    """Whether a clause of ``new`` of the person's (no one else's) says ``pattern``."""
    return not unreal(new) and any(pattern.search(clause) and not someone_elses(clause) for clause in clauses(new))


def ended(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``change.own_part``) says the
    gear of a sport hung up (``_HUNG_UP``) and ``old`` that the person plays one
    (``_PLAYS``), or their sight corrected (``_CORRECTED``) and ``old`` that they wear
    glasses or lenses (``_WEARS``); ``old`` said as holding."""
    if polarity(old) < 0:
        return False
    return (_said(_HUNG_UP, new) and bool(_PLAYS.search(old))) or (_said(_CORRECTED, new) and bool(_WEARS.search(old)))


def prototype(claim: str) -> str | None:
    """The prototype of the statements ``claim`` may end, or None."""
    return PLAYED if _HUNG_UP.search(claim) else WEARING if _CORRECTED.search(claim) else None
