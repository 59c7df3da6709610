"""Another of a thing the person has or uses one of at a time (issue 14): a phone, a car,
a way to work, a bank, a party voted for. "loving the pixel so far" after "I've got an iPhone 12"; "The new electric
Kia is so quiet" after "I drive a twelve-year-old Ford Focus"; "Sold the bike last
weekend, the train is so much easier" after "I cycle to the office every day".

The two sound apart (0.17-0.32) and share no word; what they share is a kind of thing
(``data/held.json``, ours) of which the earlier statement names one make or way and the
later one, in a clause of the person's saying they have it now (``_HAVING``), another. The
way to work is read only of statements of getting to work. ``change.changed`` reads the
pair as a change found by meaning (asked, never applied unasked).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from memory.socrates.change_words import unreal
from memory.socrates.contradiction import polarity
from memory.socrates.subjects import MINE, clauses, of_someone_elses, someone_elses, unsaid_subject

HELD_FILE = Path(__file__).parent / "data" / "held.json"
# Words that say the person has or uses the one named now: "got an iPhone", "the new
# electric Kia", "loving the pixel", "this Pixel", "the train is so much easier", "the bus
# to work for me these days", "first time I've voted Green".
_HAVING = re.compile(
    r"\b(?:got|bought|new|my|our|this|loving|love|switched|now|these days|nowadays|every (?:day|morning)|arrived|caved|"
    r"finally|instead|easier|for me|first time)\b",
    re.IGNORECASE,
)
# An end of the one the earlier statement names, said beside the new one ("Sold the bike
# last weekend, the train is so much easier", "never going back to ...").
_LEFT = re.compile(r"\b(?:sold|ditched|got rid of|traded|swapped|gave up|gone|instead of|than|never going back)\b", re.IGNORECASE)
# A statement of getting to work, of which the way is read.
_COMMUTE = re.compile(r"\b(?:to (?:work|the office)|commute|commuting)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def kinds() -> dict[str, tuple[str, dict[str, re.Pattern]]]:
    """Each kind of ``HELD_FILE`` → (its prototype, each one of it → a pattern of its names)."""
    found = json.loads(HELD_FILE.read_text(encoding="utf-8"))["kinds"]
    return {
        kind: (entry["prototype"], {
            one: re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(name) for name in names) + r")(?![\w-])", re.IGNORECASE)
            for one, names in entry["ones"].items()})
        for kind, entry in found.items()
    }


def _named(text: str, kind: str) -> set[str]:
    return {one for one, pattern in kinds()[kind][1].items() if pattern.search(text)}


def changed(new: str, old: str) -> bool:
    """Whether a clause of the person's in ``new`` says they have or use now another one of
    a kind than the one ``old`` names, ``old`` naming one only and ``new`` naming it, if at
    all, as left (``_LEFT``)."""
    return any(_another(new, old, kind) for kind in kinds())


def _another(new: str, old: str, kind: str) -> bool:
    held = _named(old, kind)
    if len(held) != 1 or polarity(old) < 0:
        return False
    left = bool(_named(new, kind) & held)
    if left and not _LEFT.search(new):
        return False
    # A way to work, read only of getting to work, and said as the way now or in place of
    # the earlier one ("Took the train to Leeds to see my mum" is a trip).
    if kind == "commute" and not (_COMMUTE.search(old) and (_COMMUTE.search(new) or left)):
        return False
    return any(_named(clause, kind) - held for clause in _having(new, old))


def _having(new: str, old: str = "") -> list[str]:
    """The clauses of ``new`` the person says they have something in now: theirs (with
    them in it, or their unsaid subject: not "The new Pixel looks great"), not negated,
    not what might be."""
    if unreal(new):
        return []
    return [clause for clause in clauses(new)
            if _HAVING.search(clause) and polarity(clause) > 0 and (unsaid_subject(clause) or MINE.search(clause))
            and not (someone_elses(clause) or of_someone_elses(clause, old))]


def prototype(claim: str) -> str | None:
    """The prototype of the statements a ``claim`` naming one of a kind as the person's now may change, or None."""
    clauses_had = _having(claim)
    return next((kinds()[kind][0] for kind in kinds() if any(_named(clause, kind) for clause in clauses_had)), None)
