"""Whether the person keeps late or early hours, said by a label or by the hour (issue 14):
"I'm up at 5:30 every day now for the gym" after "I go to bed around 2am, total night
owl"; "I've become such a night owl" after "I'm a morning person, up at 5 every day".

The two share no word and sound apart: what they share is one value held at a time, the
person's hours, that a label ("night owl", "early bird") or an hour of going to bed or
getting up gives. A later statement of the person's habit now (``_HABIT``: "every day",
"now", "these days") giving the other is a change, read from afar (``values.from_afar``).
"""

from __future__ import annotations

import re

from memory.socrates.change_words import unreal
from memory.socrates.contradiction import polarity
from memory.socrates.subjects import clauses, someone_elses

LATE, EARLY = "late", "early"
_LABELS = (
    (re.compile(r"\bnight owl\b|\bnocturnal\b", re.IGNORECASE), LATE),
    (re.compile(r"\b(?:morning person|early bird|early riser|lark)\b", re.IGNORECASE), EARLY),
)
# An hour of going to bed or getting up: "bed around 2am", "lights out by 10", "asleep by
# 9:30", "up at 5:30", "get up at 11".
_BED = re.compile(r"\b(?:bed|lights out|asleep|sleep)\s+(?:around|at|by|before|after|about)\s+(\d{1,2})(?::\d\d)?\s*(am|pm)?",
                  re.IGNORECASE)
_UP = re.compile(r"\b(?:up|awake|wake up|get up|getting up|rise)\s+(?:around|at|by|before|about)\s+(\d{1,2})(?::\d\d)?\s*(am|pm)?",
                 re.IGNORECASE)
# A habit said of now, not a night or a morning that happened once ("up at 5 this morning
# with the baby").
_HABIT = re.compile(r"\b(?:every|most|now|these days|nowadays|usually|always|each)\b", re.IGNORECASE)
# What a claim of one may change: the nearest of the person's statements to the other's.
PROTOTYPES = {LATE: "I'm a morning person, up at 5 every day.", EARLY: "I'm a night owl, I go to bed around 2am."}


def _of_bed(hour: int, noon: str) -> str | None:
    """Late or early for an hour of going to bed (1-5 and midnight late; 8-10 pm early)."""
    if noon.lower() == "am" or (not noon and (hour <= 5 or hour == 12)):
        return LATE if hour <= 5 or hour == 12 else None
    return EARLY if 8 <= hour <= 10 else None


def _of_rising(hour: int, noon: str) -> str | None:
    """Late or early for an hour of getting up (4-6 am early; 10 am to noon late)."""
    if noon.lower() == "pm":
        return LATE if hour == 12 or hour <= 2 else None
    return EARLY if 4 <= hour <= 6 else LATE if 10 <= hour <= 12 else None


def kept(text: str) -> set[str]:
    """The hours ``text`` says the person keeps: LATE, EARLY, both or none."""
    found = {value for pattern, value in _LABELS if pattern.search(text)}
    found |= {_of_bed(int(hour), noon) for hour, noon in _BED.findall(text)}
    found |= {_of_rising(int(hour), noon) for hour, noon in _UP.findall(text)}
    return found - {None}


def _now(new: str) -> set[str]:
    """The hours ``new`` says the person keeps now, as a habit or by a label: read whole (a
    clause would part "5:30"), and none when a clause is someone else's."""
    if unreal(new) or polarity(new) < 0 or any(someone_elses(clause) for clause in clauses(new)):
        return set()
    return kept(new) if _HABIT.search(new) or any(pattern.search(new) for pattern, _ in _LABELS) else set()


def says(claim: str) -> bool:
    """Whether ``claim`` says the hours the person keeps now ("Up at 6 every morning these days")."""
    return bool(_now(claim))


def changed(new: str, old: str) -> bool:
    """Whether ``new`` says the person keeps now the other hours than ``old`` says (one
    only each)."""
    before, after = kept(old), _now(new)
    return len(before) == 1 and len(after) == 1 and before != after and polarity(old) > 0


def prototype(claim: str) -> str | None:
    """The prototype of the statements ``claim``'s hours may change, or None."""
    now = _now(claim)
    return PROTOTYPES[next(iter(now))] if len(now) == 1 else None
