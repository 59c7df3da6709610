"""A name, a title or a nationality the person now goes by, said without a word of change
(issue 14): "Since the wedding I'm Mrs Okafor" after "My surname is Clarke"; "Dr Ahmed now,
the viva went fine!" after "I'm doing a doctorate in history"; "Got my Irish passport
today!" after "I'm British".

A title with a surname said as who the person is ("I'm Mrs X", "I go by Mrs X", "call me
Dr X", or the statement opening with "Dr X now") fills the slot of their surname again:
another surname than the one they gave changes it, and a doctor's title ends the doctorate
they said they were doing; a nationality taken ("officially Canadian", "my Spanish
passport") changes another the person said they are. The two share no word and sound apart; ``values.filled_again``
reads the pair, and ``values.prototype`` finds the earlier statement from afar.
"""

from __future__ import annotations

import re

from memory.socrates.change_words import unreal
from memory.socrates.subjects import clauses, someone_elses

_TITLED = r"(?-i:(?P<title>Mrs|Mr|Ms|Miss|Mx|Dr|Doctor|Prof|Professor))\.?\s+(?-i:(?P<surname>[A-Z][\w'’-]+|me))"
# The person's own title and surname: "I'm Mrs Okafor", "I go by Mrs Bennett now", "call me
# Dr Shah", "Dr Patel now, ...", "Dr. me now" (not "I'm seeing Dr Ahmed", "Dr Ahmed now says ...").
_GOES_BY = (
    re.compile(rf"\b(?:i'm|i am|im|i go by|i'm going by|call me)\s+(?:now\s+|officially\s+)?{_TITLED}", re.IGNORECASE),
    re.compile(rf"^\W*(?:officially\s+)?{_TITLED}\s+now\b(?=\s*(?:[,.;:!?]|$))", re.IGNORECASE),
)
# The surname the person gave: "My surname is Clarke", "my last name's Nowak", "My name is
# Anna Clarke".
_SURNAME = re.compile(
    r"\bmy\s+(?:(?:sur|last\s+|family\s+)name(?:\s+is|'s)\s+|name(?:\s+is|'s)\s+(?-i:[A-Z])[\w'’-]+\s+)"
    r"(?-i:(?P<surname>[A-Z][\w'’-]+))",
    re.IGNORECASE,
)
# A nationality: a capitalised word of the usual endings ("British", "Canadian", "Spanish",
# "Japanese", "Pakistani", "Dutch").
_NATION = r"(?-i:(?P<nation>[A-Z][a-z]+(?:ish|ian|an|ese|i|ch)))"
# One the person now holds: "officially Canadian", "got my Spanish passport", "a German
# citizen now" (not "my Spanish class").
_NATIONALITY_TAKEN = tuple(re.compile(pattern, re.IGNORECASE) for pattern in (
    rf"\bofficially\s+(?:a\s+)?{_NATION}\b",
    rf"\b(?:my|our)\s+(?:new\s+|first\s+)?{_NATION}\s+(?:passports?|citizenship)\b",
    rf"\b(?:i'm|i am|we're|we are)\s+(?:now\s+)?(?:an?\s+)?{_NATION}\s+(?:citizens?|nationals?)\s+now\b",
))
# One the person said they are: "I'm British, born and raised in Hull", "I'm a British
# citizen living in Spain".
_NATIONALITY = re.compile(rf"\b(?:i'm|i am|we're|we are)\s+(?:an?\s+)?{_NATION}\b(?!\s+(?:speaker|food|class|teacher))",
                          re.IGNORECASE)
# Doctoral studies of the person's: "I'm doing my PhD in chemistry", "I'm in the last year
# of a doctorate".
_DOCTORATE = re.compile(r"\b(?:i'm|i am|im|my)\b.*\b(?:phd|ph\.d|doctorate|dphil|doctoral)\b", re.IGNORECASE)
_DOCTOR = ("Dr", "Doctor", "Prof", "Professor")
# The statements a claim of a title may change, nearest to these.
SURNAME = "My surname is Smith."
DOCTORATE = "I'm doing a PhD."
NATIONALITY = "I'm British."


def _nationalities(text: str) -> list[str]:
    """The nationalities the person says in ``text`` they now hold, none of someone else's."""
    return [found.group("nation") for clause in clauses(text) if not someone_elses(clause)
            for pattern in _NATIONALITY_TAKEN for found in pattern.finditer(clause)]


def _titles(text: str) -> list[re.Match]:
    """The person's own titles and surnames said in ``text``, none of someone else's."""
    return [found for clause in clauses(text) if not someone_elses(clause)
            for pattern in _GOES_BY for found in pattern.finditer(clause)]


def says(claim: str) -> bool:
    """Whether ``claim`` gives the person's title and surname (``_GOES_BY``) or a
    nationality they now hold (``_NATIONALITY_TAKEN``)."""
    return bool(_titles(claim) or _nationalities(claim))


def prototype(claim: str) -> str:
    """The prototype of the statements ``claim``'s title or nationality may change: of
    doctoral studies for a doctor's title, of a nationality, else of the surname."""
    if _nationalities(claim):
        return NATIONALITY
    return DOCTORATE if any(found.group("title") in _DOCTOR for found in _titles(claim)) else SURNAME


def changed(new: str, old: str) -> bool:
    """Whether ``new`` gives the person a title and surname (``_GOES_BY``) or a nationality
    (``_NATIONALITY_TAKEN``) that changes ``old``: another surname than the one ``old``
    gave, a doctor's title after doctoral studies ``old`` said they were doing, or another
    nationality than the one ``old`` said they are."""
    if unreal(new) or unreal(old):
        return False
    held = {found.group("nation").lower() for found in _NATIONALITY.finditer(old)}
    if held and any(nation.lower() not in held for nation in _nationalities(new)):
        return True
    given = _SURNAME.search(old)
    return any(
        (given is not None and found.group("surname").lower() not in (given.group("surname").lower(), "me"))
        or (found.group("title") in _DOCTOR and bool(_DOCTORATE.search(old)))
        for found in _titles(new)
    )
