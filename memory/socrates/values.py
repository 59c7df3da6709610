"""Another value of a fact of the person's, said without a word of change (issue 14): a
quantity ("down to 78 kilos" / "I weigh about 95 kg"), the home's tenure ("first mortgage
payment" / "we rent a flat"), a thing the earlier statement denied or one of its kind
("made a killer steak" / "I'm vegetarian"), or a one-value slot filled again (``refills``).
``change.changed`` reads them between an earlier statement of how things stand and the
person's clauses of a later one (``change.own_part``).
"""

from __future__ import annotations

import re

from memory.socrates import held, hours, instances, names, places, put_away, quantities, roles
from memory.socrates.quantities import CHILDREN
from memory.socrates.contradiction import IDIOMS, other_value, polarity
from memory.socrates.change_words import shared_terms, unreal
from memory.socrates.subjects import MINE, about_someone_else, clauses, someone_elses, the_persons




# Whether the person's home is rented or owned: a tenant ("we rent a flat", "our
# landlord"), not a landlord ("I rent out my old flat"); an owner ("first mortgage
# payment", "bought a house", "owning a place", "first time we've owned anything").
_RENTS = re.compile(
    r"\b(?:rent(?:s|ing|ed)?\b(?! out)|tenants?\b|(?:our|my) landlord|lease\b|council (?:flat|house))", re.IGNORECASE
)
_OWNS = re.compile(
    r"\b(?:mortgage|homeowners?|owning (?:a|our|my) (?:place|home|house|flat)|"
    # the first time of owning: "first time we've owned anything", "first place I've ever owned"
    r"first (?:time|place|home|house|flat) (?:i|we)(?:'ve| have)? (?:ever )?owned\b"
    r"(?!\s+(?:a|an|my|our|the)\s+(?!(?:[\w-]+\s+)?(?:house|home|place|flat|apartment)\b))|(?:own|owns|bought|buying|closing on) "
    r"(?:a|an|our|my|the|this) (?:[\w-]+ )?(?:house|home|flat|place|apartment|condo|semi|bungalow|cottage)\b)",
    re.IGNORECASE,
)


# What a claim of the home's tenure may change: the nearest of the person's statements to the other.
TENURES = {"owns": "We rent a flat from a landlord.", "rents": "We own our house, we have a mortgage."}


def tenure(text: str) -> str | None:
    """How ``text`` says the person holds their home: "rents", "owns", or None."""
    rents, owns = _RENTS.search(text), _OWNS.search(text)
    return None if bool(rents) == bool(owns) else "rents" if rents else "owns"


def _another_tenure(new: str, old: str) -> bool:
    return {tenure(old), tenure(new)} == {"rents", "owns"}


def refills(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` gives what ``old_text`` says of the person another value: a
    one-value slot (``other_value``), a quantity (``quantities``) or the home's tenure."""
    return other_value(new_text, old_text) or quantities.differ(old_text, new_text) or _another_tenure(new_text, old_text)


def another_quantity(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``) gives, in a
    clause with the person in it (``subjects.MINE``, or the subject unsaid), a quantity of ``old``
    another value ("down to 78 kilos" / "I weigh about 95 kg", "They bumped me up to $70k"
    / "My salary is $52,000 a year", "Doing five days a week" / "I work four days a week",
    ``quantities``), or in an amount said after such a clause ("insomnia has been wrecking
    me for weeks, maybe 4 hours a night", ``_AFTERTHOUGHT``)."""
    kept, persons = [], False
    for clause in clauses(new):
        persons = bool(MINE.search(clause) or the_persons(clause) or (persons and _AFTERTHOUGHT.match(clause)))
        kept += [clause] if persons else []
    return quantities.differ(old, ", ".join(kept))


# A clause that is only an amount, said after the clause it belongs to ("maybe 4 hours a night").
_AFTERTHOUGHT = re.compile(
    r"^\W*(?:maybe|about|around|roughly|only|barely|at most|at least|\d|one|two|three|four|five|six|seven|eight|nine|ten)\b",
    re.IGNORECASE,
)


def another_of_a_kind(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``, the first of
    them the person's: "I", "we", "my", a verb with the subject unsaid, ``own_news``, or a
    fragment that opens with a thing ``old`` denies: "Three espressos a day these days",
    or one that names it as theirs: "The tattoo on my wrist", ``instances.owned``)
    says a home rented is owned or the other way round (``tenure``), or says in a clause of
    the person's, not negated, a thing that ``old`` denies or one of its kind ("first
    flight ever yesterday" / "I've never been on a plane", "made a killer steak" / "I'm
    vegetarian", "maccies drive-thru twice this week" / "i never eat fast food",
    ``instances``)."""
    said = clauses(new)
    things = instances.denied(IDIOMS.sub(" ", old))
    if not said or not (the_persons(said[0]) or instances.opens_with_a_kind(things, said[0]) or instances.owned(things, said[0])):
        return False
    if _another_tenure(new, old):
        return True
    return any(
        polarity(clause) > 0 and (the_persons(clause) or instances.opens_with_a_kind(things, clause) or instances.owned(things, clause))
        and instances.names(things, clause) for clause in said
    ) if things else False


def another_thing_given_up(new: str, old: str) -> bool:
    """Whether ``new`` gives up a kind of thing (``instances.abstained``: "I've given up sugar
    completely") and ``old`` names the person's way with other kinds only ("I've been
    vegetarian for six years": meat, fish): an end of another thing, not of ``old``'s
    (the two are of one attribute, diet, and "given up" is a listed cue: ``old`` was
    superseded unasked)."""
    given = set(instances.abstained(new))
    theirs = set(instances.abstained(old)) | set(instances.had(old, polarity))
    return bool(given and theirs) and not given & theirs


def gone_without(new: str, old: str) -> bool:
    """Whether a clause of ``new`` says a stretch of time without a thing of a kind ``old``
    says the person has or does (``instances.had``, ``instances.gone_without``): "Three
    months without a cigarette today!" / "I smoke about ten a day". Not someone else's ("My
    brother has gone ten weeks without a cigarette"), nor what is to come; a clause that
    opens with the stretch ("Ten weeks without a single rollie") names no one called Ten."""
    things = instances.had(IDIOMS.sub(" ", old), polarity)
    return bool(things) and any(
        instances.gone_without(things, clause) and not (someone_elses(clause) or unreal(clause)) and (
            instances.opens_with_a_stretch(clause) or not about_someone_else(clause, old))
        for clause in clauses(new))


# Hair or a beard the person has, and its end said however ("chopped it all off into a
# pixie cut", "shaved the beard off for charity", "clean shaven for the first time in 10
# years"): "it" says nothing of what was cut, and the two sound far apart (0.19).
_GROWN = re.compile(r"\b(?:hair|beard|moustache|mustache|dreadlocks|dreads|locks|plaits?|braids?|ponytail)\b", re.IGNORECASE)
_CUT_OFF = re.compile(
    r"\b(?:(?:cut|chopped|shaved|buzzed|lopped)\s+(?:it|them|(?:my|the|all my) (?:hair|beard|moustache|mustache|locks|dreads))"
    r"\s+(?:all\s+)?off|(?:got|had)\s+(?:it|(?:my|the) (?:hair|beard|moustache|mustache|locks|dreads))\s+(?:all\s+)?"
    r"(?:cut|chopped|shaved)\s+off|pixie|buzz ?cut|crew cut|"
    r"clean[- ]shaven|shaved (?:my|the) head|without (?:the|my) (?:beard|moustache|mustache|long hair|dreads))\b",
    re.IGNORECASE,
)
# What a claim of hair cut off may change: the nearest of the person's statements to this.
GROWN = "I have long hair and a full beard."


# A baby brother or sister of a child the person named ("Sami's baby sister arrived on
# Tuesday", "Maisie is so gentle with her baby brother, he's two weeks old today"): one
# more child of theirs, though the sentence names only the first.
SIBLING = re.compile(r"\b(?:(?-i:[A-Z])[a-z]+['’]s|her|his)\s+(?:new\s+)?baby\s+(?:sister|brother)\b", re.IGNORECASE)
_NAMED = re.compile(r"(?<!^)\b(?-i:[A-Z])[a-z]+\b")
_CHILD_WORD = re.compile(r"\b(?:(?:little |baby )?(?:boy|girl)|son|daughter)\b", re.IGNORECASE)


def a_child_born(new: str, old: str) -> bool:
    """Whether ``new`` tells of a baby brother or sister (``SIBLING``) of a child ``old``
    names among the children it counts or calls so ("We have one daughter, Maisie, she's
    four", "We have one little boy, Sami")."""
    if not (CHILDREN in quantities.of(old) or _CHILD_WORD.search(old)) or unreal(new) or polarity(old) < 0:
        return False
    return any(re.search(rf"\b{re.escape(name)}\b", new) and (
        re.search(rf"\b{re.escape(name)}['’]s\s+(?:new\s+)?baby\s+(?:sister|brother)\b", new)
        or re.search(rf"\b{re.escape(name)}\b[^.!?]*\b(?:her|his)\s+(?:new\s+)?baby\s+(?:sister|brother)\b", new))
        for name in _NAMED.findall(old))


def opens_with_a_cut(clause: str) -> bool:
    """Whether ``clause`` opens with hair cut off, the subject unsaid ("cut it all off into a
    pixie and dyed it black"): the person's news, though "cut it" reads as a request."""
    found = _CUT_OFF.search(clause)
    return bool(found) and not clause[: found.start()].strip(" \t\"'(").lower().removesuffix("finally").strip()


# Off what the person said they are on ("off the metformin completely!" / "I'm type 2
# diabetic, on metformin"; "off the pill"): an end said by the thing alone.
_OFF = re.compile(r"\boff\s+(?:the\s+|my\s+|all\s+)?([a-z][\w-]+)", re.IGNORECASE)


def came_off(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``) says the person
    is off a thing ``old`` says they are on."""
    if polarity(new) < 0 or _A_BREAK.search(new):
        return False
    return any(re.search(rf"\bon\s+(?:the\s+|my\s+)?{re.escape(found.group(1))}\b", old, re.IGNORECASE)
               for found in _OFF.finditer(new))


# A break, not an end ("I'm off the night shift for a week, on holiday").
_A_BREAK = re.compile(
    r"\bfor (?:a|the|one|two|three|\d+|a few|a couple of) (?:days?|weeks?|months?|night|while)\b|"
    r"\b(?:holiday|vacation|today|tonight|this week|day off|sick|break)\b",
    re.IGNORECASE,
)


def cut_off(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``) says hair or a
    beard cut off (``_CUT_OFF``) that ``old`` says the person has (``_GROWN``)."""
    named = {word.lower() for word in _GROWN.findall(new)}  # "shaved the beard off": the beard, not the hair
    return bool(_CUT_OFF.search(new)) and any(
        (grown := {word.lower() for word in _GROWN.findall(part)}) and (not named or grown & named) and polarity(part) > 0
        for part in clauses(old))


# What the person says they have never done ("I've never left Europe", "we have never
# owned a dog"), and a first time of it ("my first time outside Europe", "first ever trip
# abroad"): the thing both name is done now.
_NEVER_DONE = re.compile(r"\b(?:i|we)(?:'ve| have)?\s+never\s+(?P<done>[^,;.!?]+)", re.IGNORECASE)
_A_FIRST = re.compile(r"\b(?:my|our)\s+(?:very\s+)?first\s+(?:[\w'-]+\s+){0,2}?(?:time|ever)\b(?P<done>[^,;.!?]*)",
                      re.IGNORECASE)


def a_first_after_never(new: str, old: str) -> bool:
    """Whether a clause of the person's in ``new`` (the person's clauses of a statement,
    ``own_part``) says a first time of what ``old`` says they have never done, naming a
    thing both name ("Just back from Peru, my first time outside Europe" / "I've never
    left Europe"); not someone else's first ("My son's first time abroad")."""
    never = _NEVER_DONE.search(old)
    if never is None or unreal(new):
        return False
    return any(
        (first := _A_FIRST.search(clause)) and not someone_elses(clause) and polarity(clause) > 0
        and shared_terms(first.group(0), never.group("done"))
        for clause in clauses(new))


def from_afar(new: str, old: str) -> bool:
    """Whether ``new`` changes ``old`` in a way a pattern on the words at hand tells, however
    far apart the two sound: a thing of a kind ``old`` denies (``names_a_denied_kind``),
    hair cut off (``cut_off``), a thing put away or made needless (``put_away``), the
    person's job or home filled again (``filled_again``), or the home's tenure the other
    ("first time we've owned anything" / "We rent a flat", ``tenure``).
    Read of the person's statements nearest to ``prototype``."""
    return names_a_denied_kind(new, old) or cut_off(new, old) or put_away.ended(new, old) or filled_again(new, old) or (
        _another_tenure(new, old))


def filled_again(new: str, old: str) -> bool:
    """Whether ``new`` gives the person's job another role or employer (``roles``), their
    home another place (``places``), a thing they have one of at a time another make or
    way (``held``: a phone, a car, the way to work, a bank, a party), themselves another
    surname, title or nationality (``names``), or their hours the other (``hours``: late
    or early), than ``old`` gives it."""
    return roles.changed(new, old) or places.changed(new, old) or held.changed(new, old) or names.changed(new, old) or (
        hours.changed(new, old))


def prototype(claim: str) -> str | None:
    """The prototype of the statements ``claim`` may change from afar (``from_afar``): of
    abstaining from a kind it names (``instances.prototype``), of hair it says cut off, of
    what it says put away (``put_away``), of the job or the home it names anew, of the
    surname, doctorate or nationality a title or a passport changes (``names``), of the
    hours it says the person keeps (``hours``), of the other tenure of the home (``TENURES``)."""
    if instances.prototype(claim) or _CUT_OFF.search(claim):
        return instances.prototype(claim) or GROWN
    if put_away.prototype(claim) is not None:
        return put_away.prototype(claim)
    if names.says(claim):
        return names.prototype(claim)
    if hours.prototype(claim) is not None:
        return hours.prototype(claim)
    if tenure(claim) is not None:
        return TENURES[tenure(claim)]
    return roles.PROTOTYPE if roles.says(claim) else places.PROTOTYPE if places.says(claim) else held.prototype(claim)


def names_a_denied_kind(new: str, old: str) -> bool:
    """Whether a clause of ``new`` names by its everyday name a thing of a kind ``old``
    denies (``instances.of_a_kind``): a pattern on the words at hand, so read of any of the
    person's earlier statements, however far ("Shared a bottle of red with my sister" / "I
    don't drink alcohol, haven't for years", 0.21 apart)."""
    things = instances.denied(IDIOMS.sub(" ", old))
    return bool(things) and any(instances.of_a_kind(things, clause) for clause in clauses(new))


def to_read(new: str, old: str) -> list[str]:
    """The single words ``another_of_a_kind`` embeds for this pair (none for most pairs),
    for formation to read ahead with the sentences."""
    things = instances.denied(IDIOMS.sub(" ", old))
    return [word for clause in clauses(new) for word in instances.to_read(things, clause)] if things else []

