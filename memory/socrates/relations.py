"""A relation begun or ended (issue 14), or a way of working traded for the one it ends:
a partner, an employer, a child, a pet or a
vehicle of the person's named as theirs ("my fiancée and I", "I've been seeing someone
called Luis", "My boss at the call centre gave me a warning", "Our new kitten") after they
said they had none ("I'm single", "I'm retired, five years now", "We don't have any
pets"), or their divorce told ("The divorce was finalised in
October") after they named their partner; the office or day shifts returned to ("Back
in the office five days a week now", "Back on day shifts") after working from home or
nights. The two statements share no word and sound
apart (0.03-0.32), so the earlier one is rarely among the nearest: a claim that names
such a relation or ends one is also compared with the person's statements nearest to a
prototype of the other side (``prototype``), and ``change.changed`` reads the pair as a
change found by meaning (asked, never applied unasked).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memory import embeddings
from memory.socrates.contradiction import polarity
from memory.socrates.instances import opens_with_a_stretch
from memory.socrates.subjects import MINE, clauses, someone_elses, the_persons


@dataclass(frozen=True)
class Relation:
    """One kind of relation: how the person says they have none (``none``), names one of
    theirs (``named``) or ends it (``ended``, None where no end is read), and the
    prototypes of having none and having one."""

    none: re.Pattern
    named: re.Pattern
    ended: re.Pattern | None
    without: str
    with_one: str
    # Named only in a clause of the person's own ("Back at the office", "they've made us all
    # go back"), not someone else's ("My wife is back in the office"); a boss or a partner
    # named "my" is theirs by the word.
    own: bool = False


PARTNER = Relation(
    # "I'm single", "I'm not seeing anyone at the moment", "I don't have a boyfriend"; not a
    # single parent or a single room.
    none=re.compile(
        r"\b(?:(?:i'm|i am|im)\s+(?:\w+\s+)?single\b(?!\s+(?:parent|mum|mom|dad|father|mother|room|bed|player|one))|"
        r"(?:not|n't)\s+(?:seeing|dating)\s+any(?:one|body)|"
        r"(?:don't|do not|never)\s+(?:have|had)\s+(?:a\s+)?(?:boyfriend|girlfriend|partner|husband|wife)|"
        r"no\s+(?:boyfriend|girlfriend|partner)\b)",
        re.IGNORECASE,
    ),
    # "my fiancé wants a big wedding", "My wife and I are celebrating", "I've been seeing
    # someone called Luis", "Married to Priya for 8 years"; not a former one ("my ex").
    named=re.compile(
        r"\b(?:(?:my|our)\s+(?:new\s+)?(?:wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?|spouse)\b|"
        r"(?:i'm|i am|im|i've been|i have been|we've been|we're|we are)\s+(?:\w+\s+)?"
        r"(?:seeing|dating|engaged to|married to)\s+(?!any)\w+|^\W*married to\s+\w+|"
        # "I'm married now", "We're finally married", "We've been married ten years": a partner, unnamed.
        r"(?:i'm|i am|im|we're|we are|we've been|we have been|i've been|i have been)\s+(?:now\s+|finally\s+|happily\s+|officially\s+)?"
        r"married\b(?!\s+to\b))",
        re.IGNORECASE,
    ),
    # The person's own divorce ("The divorce was finalised", "since the divorce went
    # through"), not someone else's ("my sister's divorce").
    # A wedding or an engagement called off ("We called off the wedding", "Sam and I called
    # off the engagement").
    ended=re.compile(
        r"\b(?:(?:the|my|our)\s+divorce|(?:i'm|i am|i got|we got|we're|we are)\s+divorced|"
        r"(?:called|broke|calling|breaking)\s+off\s+(?:the|our|my)\s+(?:wedding|engagement)|"
        r"called\s+(?:the|our|my)\s+(?:wedding|engagement)\s+off)\b",
        re.IGNORECASE,
    ),
    without="I'm single, I'm not seeing anyone.",
    with_one="I'm married, my wife and I have been together for years.",
)
# Work returned to: "Back at the office", "first week back at work", "started back at work".
_BACK_AT_WORK = (
    r"(?:^\W*|\b(?:i'm|i am|im|we're|i've been|started|going|gone|went|go)\s+)back\s+"
    r"(?:at|to|in)\s+(?:the\s+)?(?:work|office)\b|(?:first|second)\s+(?:day|week|month)\s+back\b"
)
EMPLOYER = Relation(
    # "I'm retired, five years now", "I'm unemployed at the moment", "I'm self-employed, I
    # run my own bakery", "I'm a stay-at-home dad".
    none=re.compile(
        r"\b(?:i'm|i am|im)\s+(?:\w+\s+)?(?:retired|unemployed|out of work|between jobs|self-employed|"
        r"a stay[- ]at[- ]home (?:mum|mom|dad|parent))\b",
        re.IGNORECASE,
    ),
    # "My boss at the call centre", "My manager wants the report", "my shifts on the ward",
    # "First week at the bank went well"; not a former one ("my old boss").
    named=re.compile(
        r"\b(?:(?:my|our)\s+(?:new\s+)?(?:boss|manager|line manager|employer|shifts?)\b|"
        r"^\W*first\s+(?:day|week|month)\s+at\s+(?:the|my)\b)",
        re.IGNORECASE,
    ),
    ended=None,
    without="I'm retired, I don't work any more.",
    with_one="I work full time, my boss and I get on well.",
)
# Work returned to or taken, said in a clause of the person's ("Back at the office four
# days a week", "First week back at work", "started back at work", "I took a job with
# Thames Water", "Three weeks into the warehouse job"; not "My husband went back to work").
WORK_TAKEN = Relation(
    none=EMPLOYER.none,
    named=re.compile(
        _BACK_AT_WORK + r"|\b(?:took|got|started|landed)\s+(?:a|the)\s+(?:new\s+)?(?:[\w-]+\s+)?job\b"
        r"(?!\s+(?:interview|offer|fair|application))|\b(?:days?|weeks?|months?)\s+into\s+(?:the|my)\s+(?:new\s+)?(?:[\w-]+\s+)?job\b",
        re.IGNORECASE,
    ),
    ended=None,
    without=EMPLOYER.without,
    with_one=EMPLOYER.with_one,
    own=True,
)
# Children, pets and a vehicle: "I don't have any children" / "My son started nursery this
# week"; "We don't have any pets" / "Our new kitten knocked my mug off the table"; "We
# don't own a car" / "Took our new Corolla to the coast" (a make is no word of the lists).
_NONE_OF = r"\b(?:(?:don't|do not|never|doesn't)\s+(?:own|have|had|owned)\s+(?:any\s+|a\s+)?|no\s+)(?:{})\b"
_OURS = r"\b(?:my|our)\s+(?:new\s+|first\s+|little\s+)?(?:{})\b(?!['’]s)"
_CHILDREN = "kids|children|child|son|daughter|baby|twins"
_PETS = "pets?|dog|puppy|cat|kitten|rabbit|hamster|guinea pig|parrot|budgie|tortoise|snake"
_VEHICLES = "car|motorbike|motorcycle|van|motor vehicle|vehicle"


def _had(things: str, *, without: str, with_one: str, named: str = "") -> Relation:
    """Things the person says they have none of or names as theirs (``things``: words
    joined by "|"), with the prototypes of having none and having some."""
    return Relation(
        none=re.compile(_NONE_OF.format(things), re.IGNORECASE),
        named=re.compile(named + _OURS.format(things), re.IGNORECASE),
        ended=None,
        without=without,
        with_one=with_one,
    )


# The office returned to after working from home ("they've made us all go back to the
# office five days a week", "the commute into the office every day ... since they ended
# remote work").
OFFICE = Relation(
    none=re.compile(r"\b(?:work(?:ing)?\s+(?:from|at)\s+home|(?<!ended )remote(?:ly)?\b(?!\s+control)|wfh)\b", re.IGNORECASE),
    named=re.compile(
        r"\bback\s+(?:in|at|to|into)\s+(?:the\s+)?office\b|\b(?:commute|commuting)\s+(?:in)?to\s+the\s+office\b|"
        r"\bended\s+remote\b",
        re.IGNORECASE,
    ),
    ended=None,
    without="I work from home full time.",
    with_one="I'm back in the office every day.",
    own=True,
)
# Day shifts after nights ("Back on day shifts now", "Switched to days at last").
DAYS = Relation(
    none=re.compile(r"\b(?:work(?:ing)?\s+nights|night[- ]shifts?|nights\s+at|on\s+nights)\b", re.IGNORECASE),
    named=re.compile(
        r"\b(?:(?:back\s+)?on\s+(?:day\s+shifts?|days)|switched\s+to\s+(?:day\s+shifts?|days)|day\s+shifts?\s+now)\b",
        re.IGNORECASE,
    ),
    ended=None,
    without="I work nights, on the night shift.",
    with_one="I'm on day shifts now.",
    own=True,
)
# A home of one's own after sharing one ("First night in my own place" after "I still live
# with my parents"; "I live alone now" after "I share a house with three other students"),
# and someone living with the person after they lived alone ("My flatmate ate my leftovers
# again", "My girlfriend moved in with me" after "I live alone").
OWN_PLACE = Relation(
    none=re.compile(
        r"\b(?:live|living|stay|staying)\s+with\s+(?:my\s+)?(?:parents|mum and dad|mom and dad|folks|flatmates|housemates|"
        r"roommates)|shared?\s+(?:a\s+)?(?:house|flat|room)|\b(?:student\s+)?halls\b",
        re.IGNORECASE,
    ),
    named=re.compile(
        r"\b(?:(?:my|our)\s+(?:own|new)\s+(?:place|flat|house|home|one-bed|apartment|semi(?:-detached)?)|(?:i\s+)?live\s+alone\s+now|"
        r"living\s+(?:on\s+my\s+own|alone)\s+now|moved\s+out)\b",
        re.IGNORECASE,
    ),
    ended=None,
    without="I still live with my parents.",
    with_one="I live alone now, in my own place.",
    own=True,
)
SHARED_HOME = Relation(
    none=re.compile(r"\b(?:i\s+live\s+(?:alone|on\s+my\s+own)|just\s+me\b)", re.IGNORECASE),
    named=re.compile(
        r"\b(?:(?:my|our)\s+(?:new\s+)?(?:flatmate|roommate|housemate|lodger)s?|moved\s+in\s+with\s+(?:me|us)|"
        r"living\s+with\s+my\s+(?:girlfriend|boyfriend|partner|fianc[ée]e?)\s+now)\b",
        re.IGNORECASE,
    ),
    ended=None,
    without="I live alone.",
    with_one="My flatmate and I share the flat.",
)
# Studies ended ("Graduation was yesterday, I'm officially done with the master's", "Since
# I dropped out of uni") after the person said they study; not a graduation to come
# ("Looking at semi-detached houses for after graduation").
STUDIES = Relation(
    none=re.compile(r"(?!)"),
    named=re.compile(
        r"\b(?:(?:i'm|i am|im)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:student|undergrad|postgrad)|(?:doing|studying for)\s+(?:a|an|my)\s+"
        r"(?:phd|master'?s|degree|pgce|doctorate|diploma)|in\s+(?:my|the)\s+(?:final|first|second|third|last)\s+year\s+(?:of|at))\b",
        re.IGNORECASE,
    ),
    ended=re.compile(
        r"\b(?:graduated|graduation\s+was|dropped\s+out|qualified|done\s+with\s+(?:the|my)\s+(?:master'?s|degree|phd|course|studies)|"
        r"finished\s+(?:my|the)\s+(?:degree|phd|master'?s|pgce|course|studies))\b",
        re.IGNORECASE,
    ),
    without="I finished my degree.",
    with_one="I'm a student, studying for a degree.",
    own=True,
)
CHILD = _had(_CHILDREN, without="I don't have any children.", with_one="We have two kids.")
PET = _had(_PETS, without="We don't have any pets.", with_one="We have a dog.")
# A make said as new is a vehicle ("our new Corolla"), not "my new job".
VEHICLE = _had(_VEHICLES, without="We don't own a car.", with_one="I drive my own car.",
               named=r"\b(?:my|our)\s+new\s+(?-i:[A-Z])\w+\b|")
# A pet about the house after the person said they had none ("The puppy chewed through my
# charger cable", "Walking the dog twice a day"), told in a clause of theirs.
PET_ABOUT = Relation(
    none=PET.none,
    named=re.compile(r"\bthe\s+(?:new\s+)?(?:puppy|kitten)\b|\bwalk(?:ing)?\s+the\s+dog\b", re.IGNORECASE),
    ended=None,
    without=PET.without,
    with_one=PET.with_one,
    own=True,
)
# An engagement ended in a marriage ("Mateo's officially my husband now").
ENGAGEMENT = Relation(
    none=re.compile(r"(?!)"),
    named=re.compile(r"\b(?:engaged\s+to|my\s+fianc[ée]e?)\b", re.IGNORECASE),
    ended=re.compile(
        r"\b(?:(?:officially\s+)?my\s+(?:husband|wife)\s+now|officially\s+married|we(?:'re|\s+are)\s+(?:now\s+)?married|"
        r"just\s+married)\b",
        re.IGNORECASE,
    ),
    without="We're married now.",
    with_one="I'm engaged to my fiancé, the wedding is next year.",
    own=True,
)
RELATIONS = (PARTNER, ENGAGEMENT, EMPLOYER, WORK_TAKEN, OFFICE, DAYS, OWN_PLACE, SHARED_HOME, STUDIES, CHILD, PET, PET_ABOUT,
             VEHICLE)
# Of the person's statements, this many nearest to a prototype are compared (the bench
# sets' "I'm single" sat 16th to 143rd nearest "My wife and I are ...").
NEAREST = 20


def _names(relation: Relation, text: str) -> bool:
    return any(relation.named.search(clause) and polarity(clause) > 0 and not (relation.own and not _of_the_person(clause))
               and not _FORMER.search(clause) for clause in clauses(text))


# A clause of what was ("My flatmate at uni used to eat my food").
_FORMER = re.compile(r"\b(?:used to|back (?:then|in the day)|when (?:i|we) (?:was|were)|years ago)\b", re.IGNORECASE)


def _of_the_person(clause: str) -> bool:
    """Whether ``clause`` tells of the person: it opens with them, said or unsaid ("Back in
    the office ..."), or has them in it ("they've made us all go back"), and is no one
    else's ("My wife is back in the office")."""
    opens = the_persons(clause) or opens_with_a_stretch(clause)  # "Three weeks into the warehouse job"
    return (opens or bool(MINE.search(clause))) and not someone_elses(clause)


def _ends(relation: Relation, text: str) -> bool:
    return relation.ended is not None and any(
        relation.ended.search(clause) and not (relation.own and not _of_the_person(clause)) for clause in clauses(text))


def changed(new: str, old: str) -> bool:
    """Whether ``new`` (the clauses of a statement about what is, not what might be) names
    a relation of the person's, not negated, where ``old`` said they had none, or ends the
    one ``old`` names."""
    return any(
        (relation.none.search(old) and not relation.none.search(new) and _names(relation, new))
        or (_names(relation, old) and _ends(relation, new))
        for relation in RELATIONS
    )


def none_of_it(new: str, old: str) -> bool:
    """Whether ``new`` says the person has no partner where ``old`` neither names nor denies
    one: nothing of it to change ("I'm single" was asked of "So we both have similar
    interests", the end reader reading "single" as an end; the conversation bench)."""
    return bool(PARTNER.none.search(new)) and not PARTNER.none.search(old) and not _names(PARTNER, old)


def prototype(claim: str) -> str | None:
    """The prototype of the statements a ``claim`` may change this way (``changed``): of
    having none of a relation it names, of having one it ends; or None."""
    for relation in RELATIONS:
        if _ends(relation, claim):
            return relation.with_one
        if _names(relation, claim):
            return relation.without
    return None


# The end of a relation with someone named ("Sam and I split up last month", "Tom and I got
# divorced in the spring", "I broke up with Priya").
_ENDED_WITH = re.compile(
    r"\b(?P<pair>[A-Z][a-z]+)\s+and\s+I\s+(?:have\s+|had\s+|finally\s+|officially\s+)?"
    r"(?:(?:split|broke|broken)\s+up|(?:got|are|have\s+got)\s+(?:divorced|separated)|separated)\b|"
    r"\b(?:split|broke)\s+up\s+with\s+(?P<with>[A-Z][a-z]+)\b|\bdivorced\s+(?P<whom>[A-Z][a-z]+)\b|"
    r"\bseparated\s+from\s+(?P<from>[A-Z][a-z]+)\b"
)
# Said of a partner, named or not ("I'm married to Tom", "My wife and I", "I'm dating").
_OF_A_PARTNER = re.compile(
    r"\b(?:wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?|spouse|married|engaged|dating|seeing|together|relationship)\b",
    re.IGNORECASE,
)
# A partner named ("married to Tom", "my wife Hannah", "seeing Luis", "Priya and I").
_PARTNER_NAMED = re.compile(
    r"\b(?i:married\s+to|engaged\s+to|seeing|dating|wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?|spouse)"
    r"\s+[A-Z][a-z]+\b|\b[A-Z][a-z]+\s+and\s+(?:I|me)\b"
)


def ends_another(new: str, old: str) -> bool:
    """Whether ``new`` ends a relation with someone it names (``_ENDED_WITH``) that ``old``
    is not about: ``old`` names someone else as a partner (``_PARTNER_NAMED``), or says
    nothing of a partner at all. In the conversation bench "Sam and I split up last month" was applied to "I'm
    married to Tom", and "Tom and I got divorced in the spring" then to "My kids have so
    much and others don't"; it changes "I'm dating Sam" or "I'm seeing someone"."""
    found = _ENDED_WITH.search(new)
    if found is None:
        return False
    name = next(group for group in found.groups() if group)
    if re.search(rf"\b{name}\b", old):
        return False
    return not _OF_A_PARTNER.search(old) or bool(_PARTNER_NAMED.search(old))


@lru_cache(maxsize=len(RELATIONS) * 2)
def vector(prototype_text: str):
    """A prototype's vector, embedded once a process (claims naming a partner, a child, a
    boss are common in chat)."""
    return embeddings.embed(prototype_text)
