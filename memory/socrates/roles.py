"""A new role or employer for the person's job, said without a word of change (issue 14):
"Promoted to senior engineer today!!", "They made me team lead on Monday", "First week as
head chef went better than I expected" after "I'm a junior developer ..." or "I'm a line
cook ..."; "My manager at Aldi is so much nicer" after "I work at Lidl on the tills".

The two sound apart (0.17-0.47) and share no word; what they share is a slot, the
person's job, that a statement fills with a role (``_JOB``: "I'm a nurse at ...") or an
employer (``_EMPLOYER``: "I work at Lidl"), and a later clause of the person's that fills
it again with another (``_NEW_ROLE``, ``_NEW_EMPLOYER``). ``change.changed`` reads the pair as
a change found by meaning (asked, never applied unasked); the earlier statement must be
about work (``attributes``), so "I'm a big fan of jazz" has no role.
"""

from __future__ import annotations

import re

from memory import embeddings
from memory.socrates import attributes
from memory.socrates.change_words import unreal
from memory.socrates.subjects import (
    PEOPLE,
    about_someone_else,
    clauses,
    described_as,
    of_someone_elses,
    of_the_persons_own,
    someone_elses,
)
from memory.text import lexical

# What a role said ends at: a pause, or a word that opens what follows.
_ENDS = (
    r"(?=\s*(?:[,.;:!?]|$|\b(?:at|in|on|for|with|from|today|yesterday|last|this|and|but|now|went|was|is|has|already|so|"
    r"since|after|then|means|gives|keeps|pays|lets)\b))"
)
_ROLE = r"(?:a |an |the )?(?P<role>(?:[\w-]+\s+){0,2}?[\w-]+)" + _ENDS
# A role the person now holds: "promoted to ...", "made me ...", "first week as ...",
# "started as ...", "my new role as ...", or said as who they are, opening the statement
# ("Being a paramedic means I never see a weekend").
_NEW_ROLE = re.compile(
    r"(?:\b(?:promoted\s+to|(?P<made>made\s+me)|(?:first|second)\s+(?:day|week|month|shift|year)\s+as|started\s+(?:work\s+)?as|"
    r"new\s+(?:job|role|position)\s+as)|^\W*(?P<being>being)(?=\s+an?\s))\s+" + _ROLE,
    re.IGNORECASE,
)
# A rank: "made me" says a role only with one ("They made me team lead"; not "It made me
# so happy").
_RANK = re.compile(
    r"\b(?:senior|lead|leader|head|manager|director|supervisor|chief|principal|partner|captain|deputy|foreman|"
    r"in charge|registrar|consultant|editor|boss)\b",
    re.IGNORECASE,
)
# A lead of a thing, not of people at work ("They made me the lead for the new scheme").
_FOR = re.compile(r"\s+(?:for|of)\b", re.IGNORECASE)
# Roles of a life, not a job ("My first week as a mum").
_NOT_A_JOB = lexical.terms("mum mom dad mother father parent grandma grandad granny nan bride groom wife husband")
# The role an earlier statement gives the person's job: "I'm a nurse at St Thomas'", "I
# work as a line cook", "i'm a junior dev at a fintech startup".
_JOB = re.compile(r"\b(?:i'm|i am|im|i work as|work as|working as)\s+(?:a|an)\s+" + _ROLE, re.IGNORECASE)
# An employer by name: "I work at Lidl on the tills", "work for Barclays".
_NAME = r"(?:the\s+)?(?P<name>(?-i:[A-Z])[\w'’&-]+(?:\s+(?-i:[A-Z])[\w'’&-]+)*)"
_EMPLOYER = re.compile(r"\b(?:work(?:s|ing)?|employed|job|shifts?)\s+(?:at|for|with|by)\s+" + _NAME, re.IGNORECASE)
# A clause of the person's job at an employer: "My manager at Aldi", "first week at
# Sainsbury's", "been at Sainsbury's since april", "I've joined Arup".
_NEW_EMPLOYER = re.compile(
    r"\b(?:(?:my|our)\s+(?:new\s+)?(?:manager|boss|line manager|colleagues?|co-?workers?|team|shifts?)\s+(?:at|in)|"
    r"(?:first|second)\s+(?:day|week|month|shift)\s+(?:at|with)|(?:i've|i have)\s+joined|"
    r"been\s+at(?=\s+\S+\s+since\b)|started\s+(?:work\s+)?at)\s+" + _NAME,
    re.IGNORECASE,
)
# A claim of a new role or employer is also compared with the person's statements nearest
# to this: their job said outright.
PROTOTYPE = "I work as a developer at a company."


def says(claim: str) -> bool:
    """Whether ``claim`` gives the person's job a role or an employer (``changed`` may find it new)."""
    return bool(_new_roles(claim) or _new_employers(claim))


def changed(new: str, old: str) -> bool:
    """Whether a clause of the person's in ``new`` gives their job a role other than the one
    ``old`` gives it (said as who they are, or a fragment describing them, ``described_as``:
    "Sous chef at an Italian place in Soho"; another last word, or a rank ``old`` does not have: "senior engineer" /
    "junior developer", "paramedic" / "nurse"), or an employer ``old`` does not name where
    it names one; ``old`` about work."""
    roles, employers = _new_roles(new, old), _new_employers(new, old)
    old_roles = [found.group("role") for found in _JOB.finditer(old)] + [role for role in [described_as(old)] if role]
    old_employers = [found.group("name") for found in _EMPLOYER.finditer(old)]
    if not (roles and old_roles) and not (employers and old_employers):
        return False
    if not _about_work(old):
        return False
    return any(_another_role(role, held) for role in roles for held in old_roles) or any(
        not re.search(rf"\b{re.escape(name)}\b", old, re.IGNORECASE) for name in employers)


def _another_role(role: str, held: str) -> bool:
    heads = [lexical.stem(words.split()[-1].lower()) for words in (role, held)]
    return heads[0] != heads[1] or bool(_RANK.search(role) and not _RANK.search(held))


def _persons_clauses(new: str, old: str = "") -> list[str]:
    return [clause for clause in clauses(new)
            if not (someone_elses(clause) or of_someone_elses(clause, old) or about_someone_else(clause, old) or unreal(clause))]


def _new_roles(new: str, old: str = "") -> list[str]:
    found = [(clause, match) for clause in _persons_clauses(new, old) for match in _NEW_ROLE.finditer(clause)]
    return [match.group("role") for clause, match in found
            if (not match.group("made") or (_RANK.search(match.group("role")) and not _FOR.match(clause[match.end():])))
            and not (match.group("being") and _WAS.match(clause[match.end():]))
            and not lexical.terms(match.group("role")) & (PEOPLE | _NOT_A_JOB)]


# A role told of as past ("Being a nurse was the hardest thing I've done").
_WAS = re.compile(r"\s*(?:was|were|used to|had been)\b", re.IGNORECASE)


def _new_employers(new: str, old: str = "") -> list[str]:
    # "My manager at Aldi" is the person's (``of_the_persons_own``: a workmate of theirs),
    # "My brother has been at Sainsbury's since April" is not.
    kept = [clause for clause in clauses(new) if of_the_persons_own(clause) and not (of_someone_elses(clause, old) or unreal(clause))]
    return [match.group("name") for clause in kept for match in _NEW_EMPLOYER.finditer(clause)]


def _about_work(old: str) -> bool:
    placed = attributes.of(embeddings.embed(old))
    return placed is not None and placed.name == "work"
