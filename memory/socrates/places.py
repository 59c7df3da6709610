"""A new home said by the place itself, its streets, rents or weather, without a word of
change (issue 14): "Edinburgh rents are brutal but I love being near the sea here",
"Still getting lost on the Edinburgh trams, three weeks in" after "I live in Glasgow";
"The snow here in Toronto is already knee-deep" after "I live in Sydney"; "Walked along
the Thames on my way home from work" after "I live in Madrid".

The two sound apart and share no word. What they share is a slot, where the person
lives, that the earlier statement fills with a named place (``_HOME``) and the later one
with another, named as where their day is spent (``_LIVED_IN``, ``_OF_THE_PLACE``), not a
visit, a trip or someone else's (``_AWAY``). ``change.changed`` reads the pair as a change
found by meaning (asked, never applied unasked).
"""

from __future__ import annotations

import re

from memory.socrates.change_words import VISIT, unreal
from memory.socrates.subjects import MINE, clauses, of_someone_elses, someone_elses, the_persons

_WORDS = r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"
_PLACE = rf"(?P<place>{_WORDS})"
# Where an earlier statement says the person lives: "I live in Glasgow, in the West End",
# "I live in a tiny village in Cornwall", "I'm based in Toronto", "Glasgow born and bred".
_HOME = re.compile(
    rf"\b(?:live|living|(?:'ve|have)\s+lived|based|settled|rent|renting)\s+(?:[\w-]+\s+){{0,4}}?in\s+(?:the\s+)?({_WORDS})"
    rf"|^\W*({_WORDS}),?\s+born\s+and\s+(?:bred|raised)\b|\bfrom\s+({_WORDS})\s+and\s+(?:i\s+)?still\s+live\b",
    re.IGNORECASE,
)
# A place named as where the person's days are spent now: "here in Toronto", "the move to
# Bristol", "our new flat in Lyon", "Christmas in Melbourne" with a sign of living there
# (``_LIVING``); or by what the place has that one lives with ("Edinburgh rents", "the
# Edinburgh trams", "Vancouver's mild winters", "London commuting").
_LIVED_IN = re.compile(
    r"\b(?:here\s+in|(?:life|living|settling|settled|now)\s+in|move(?:d)?\s+to|(?:new|own)\s+(?:flat|place|house|home|apartment)\s+in|"
    r"in|along|by)\s+(?:the\s+)?" + _PLACE,
    re.IGNORECASE,
)
_OF_THE_PLACE = re.compile(
    _PLACE + r"(?:['’]s)?\s+(?:[a-z]+\s+)?(?:rents?|trams?|tube|weather|winters?|summers?|rain|snow|traffic|commute|commuting|"
    r"buses|locals|prices)\b",
)
_HERE = re.compile(r"\bhere\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were)\b", re.IGNORECASE)
# Signs that a place named is where the person lives: "here", the move, their way home,
# a stretch lived there ("three weeks in"), getting used to it, a return ("back in Leeds
# for good").
_LIVING = re.compile(
    r"\b(?:here|now in|the move|moved|(?:weeks?|months?)\s+in\b|on my way (?:home|to work)|get(?:ting)? used to|settl\w*|unpack\w*|"
    r"for good|back (?:home )?in|"
    r"(?:our|my|the) new|rents?|commut\w*|neighbours?|locals?)\b",
    re.IGNORECASE,
)
# A place the person is only visiting or passing through, or back from.
_AWAY = re.compile(
    r"\b(?:weekend|trip|holiday|conference|back from|visiting|flew|flight|stag|hen do|festival|honeymoon|for work|"
    r"day out|break in|city break|staying (?:in|at|with))\b",
    re.IGNORECASE,
)
# Capitalised words that name no place: times of the year, days, the person.
_NO_PLACE = frozenset(
    "i christmas easter xmas monday tuesday wednesday thursday friday saturday sunday january february march april "
    "may june july august september october november december the my our this".split()
)
# A claim that names another place is also compared with the person's statements nearest to this.
PROTOTYPE = "I live in this city, it's my home town."


def says(claim: str) -> bool:
    """Whether ``claim`` names a place as where the person lives now, or a home as their new
    one (``changed`` may find it another)."""
    return bool(_places(claim) or _NEW_HOME.search(claim))


def home(text: str) -> list[str]:
    """The places ``text`` says the person lives in (``_HOME``)."""
    return [place for found in _HOME.finditer(text) for place in filter(None, found.groups()) if _a_place(place)]


# A home said as the person's new one ("our new semi-detached has three bedrooms", "from our
# new flat in town"): a replacement of the home an earlier statement says they live in
# (``_LIVES``), though it names no place; not a new sofa or flatmate, nor someone else's.
_NEW_HOME = re.compile(
    r"\b(?:my|our)\s+new\s+(?:[\w-]+\s+)?(?:place|flat|house|home|apartment|semi|semi-detached|detached|bungalow|"
    r"cottage|terrace|maisonette|new-build|studio|condo)\b(?!\s+(?:sofa|furniture|neighbours?|flatmates?|housemates?)\b)",
    re.IGNORECASE,
)
_LIVES = re.compile(r"\b(?:i|we)\s+(?:still\s+)?(?:live|rent|share|own)\b", re.IGNORECASE)


def changed(new: str, old: str) -> bool:
    """Whether a clause of the person's in ``new`` names, as where they live now, a place
    other than the one ``old`` says they live in, ``new`` not naming that one; or calls a
    home their new one (``_NEW_HOME``) when ``old`` says where they live, not a new one."""
    if _LIVES.search(old) and not re.search(r"\bnew\b", old, re.IGNORECASE) and not (VISIT.search(new) or unreal(new)) and any(
            _NEW_HOME.search(clause) and not (someone_elses(clause) or of_someone_elses(clause, old)) for clause in clauses(new)):
        return True
    lived = home(old)
    if not lived or any(re.search(rf"\b{re.escape(place)}\b", new, re.IGNORECASE) for place in lived):
        return False
    return any(not re.search(rf"\b{re.escape(place.split()[0])}\b", old, re.IGNORECASE) for place in _places(new, old))


def _places(new: str, old: str = "") -> list[str]:
    """The places ``new`` names as where the person lives now: in a statement with the
    person in it ("I", "here", their own news: "The move to Bristol", "the new flat in ..."), no one else's in any clause
    ("Paris rents are crazy, my friend pays a fortune"), not a visit or what might be."""
    parts = clauses(new)
    if VISIT.search(new) or _AWAY.search(new) or unreal(new):
        return []
    if not (MINE.search(new) or _HERE.search(new) or any(map(the_persons, parts))):
        return []
    # A place opening a clause is no one ("Edinburgh rents are brutal"): only whom the
    # person names by what they are to them is someone else.
    if any(someone_elses(clause) or of_someone_elses(clause, old) for clause in parts):
        return []
    found = []
    for clause in parts:
        if not _PAST.search(clause):  # "Rome's weather was perfect": a stay told of, not a home
            found += [m.group("place") for m in _OF_THE_PLACE.finditer(clause)]
        if _LIVING.search(new):
            found += [m.group("place") for m in _LIVED_IN.finditer(clause)]
    return [place for place in found if _a_place(place)]


def _a_place(words: str) -> bool:
    """Whether ``words`` may name a place: not a time of the year, a day or the person ("New
    Year", not "New Jersey")."""
    return words.split()[0].lower() not in _NO_PLACE and not re.match(r"new\s+year", words, re.IGNORECASE)
