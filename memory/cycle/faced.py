"""Something faced on a day, met by the pipeline when the model is a voice only (DESIGN §7), for ``happenings``: "I've got
my driving test tomorrow." wished well, a hospital appointment without luck, dread or nerves said with it ("…, dreading
it", "I'm a bit nervous about my presentation on Thursday."), or not being ready for it ("got my thermodynamics exam on
friday and ive barely revised"). Split from ``happenings`` (the lead's walk in session 47 took it past 400 lines).
"""

from __future__ import annotations

import re

from memory.cycle.moods import HOW_MUCH, I_FEEL
from memory.cycle.statements import END
from memory.cycle.telling import REST

# What one faces on a day: "a job interview", "my driving test", "our first big presentation".
_A_FACED_THING = (
    r"(?:(?:a|an|my|our)\s+(?:[\w-]+\s+){0,2}?"
    # (an exam by its name: "got my first OSCE on thursday, …", the lead's walk 25)
    r"(?:interview|exam|test|appointment|meeting|presentation|date|audition|check-?up|deadline|viva|review|assessment|shift|osce|mock|practical"
    r"|finals)s?"
    r"|(?:(?:a|the|our|my)\s+)?parents'?\s+evening)"
)
_FACING = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+(?:got|have)\s+" + _A_FACED_THING
    + r"(?:\s+about\s+(?:it|that|this|(?:my|our)\s+[\w'-]+))?"
    # an everyday visit one may dread: "I'm going to the dentist tomorrow, dreading it." ("I see. Tell me more?")
    + r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going|off)\s+to\s+the\s+(?:dentist|hairdresser|barber|optician)(?:'s)?)" + REST
    + r"(?P<dread>\s*[,;-]+\s*(?:(?:and\s+)?i'?m\s+)?(?:dreading\s+it|nervous|not\s+looking\s+forward\s+to\s+it)(?:\s+(?:a\s+bit|a\s+little|already))?"
    # ... or not ready for it: "got my thermodynamics exam on friday and ive barely revised" (the model: "Do you have time for a
    # cup of coffee tomorrow?", the lead's walk in session 47)
    + r"|(?P<unready>\s*,?\s+(?:and|but)\s+(?:i'?ve|i\s+have)\s+(?:barely|hardly|not|never)\s+(?:even\s+)?(?:started\s+)?"
    + r"(?:revised|revising|prepared|practised|practiced|studied)"
    + r"|\s*,?\s+(?:and|but)\s+i\s+haven'?t\s+(?:even\s+)?(?:started\s+)?(?:revised|revising|prepared|practised|practiced|studied)(?:\s+(?:yet|at\s+all|much))?"
    + r"|\s*,?\s+(?:and|but)\s+i'?m\s+not\s+(?:ready|prepared)(?:\s+(?:yet|at\s+all))?))?"
    + END,
    re.IGNORECASE,
)
# Nerves about it: "I'm a bit nervous about my presentation on Thursday."
_NERVOUS = re.compile(
    I_FEEL + HOW_MUCH + r"(?:nervous|apprehensive)\s+(?:about|before)\s+(?:" + _A_FACED_THING
    # what they will do before people: "I'm a bit nervous about giving the speech." (the model:
    # "Don't worry, it's completely normal.")
    + r"|(?:(?:giving|doing|making|taking|sitting|having|singing|playing)\s+)?(?:the|my|a|an|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:speech|toast|talk|presentation|exam|test|interview|performance|solo|reading|pitch|recital))" + REST + END,
    re.IGNORECASE,
)
FACED = (
    "{said} — I hope it goes well. How are you feeling about it?",
    "{said} — good luck! Are you feeling ready for it?",
)
# Care faced, wished well but not luck: a hospital appointment, an eye test, a scan.
_CARE = re.compile(r"\b(?:hospital|eye\s+test|hearing\s+test|check-?up|dentist|smear|scan|mammogram|blood\s+test|x-?ray)\b", re.IGNORECASE)
_CHECK_UP = (  # no "good luck!" for a hospital appointment
    "{said} — I hope it goes well. How are you feeling about it?",
    "{said} — fingers crossed it all goes smoothly. Will someone go with you?",
)
_NOT_READY = (
    "{said} — that's a worry. Is there still a bit of time to prepare before then?",
    "{said} — that's a lot of pressure. What would help most before then?",
)
_NERVES = (
    "{said} — that's only natural. Is there anything that would help you feel more ready?",
    "{said} — nerves like that are normal. What part of it is on your mind most?",
)


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for something faced that ``sentence`` tells of, or None."""
    if found := _FACING.match(sentence):
        return _NOT_READY if found["unready"] else _NERVES if found["dread"] else _CHECK_UP if _CARE.search(sentence) else FACED
    return _NERVES if _NERVOUS.match(sentence) else None


def unready_or_dreaded(text: str) -> bool:
    """Whether ``text`` tells of something faced with dread or unreadiness said after it, in a clause of its own
    ("I've got my exam on Friday and I've barely revised."), which no one statement holds."""
    found = _FACING.match(text.strip())
    return bool(found and found["dread"])
