"""Despair said without the words of dying, and not being safe said in answer: a check-in, or
the crisis reply (issue 15).

The head reads the words of dying; despair said in other words it reads as ordinary talk: in
the lead's probe of session 48, "I don't think I can do this anymore.", "I can't cope
anymore.", "I can't take much more of this.", "I'm at the end of my tether.", "I've had enough
of everything.", "I just can't keep going like this." and "Nothing is ever going to get
better." were let be, where "i dont think i can do this anymore" (typed as texted) and "I'm at
the end of my rope." were checked in; "I'm so tired of living like this, working all day then
doing it all again at home." is read as no crisis by its daily grind (``homonyms``), and is
checked in here. ``said_in_despair`` names them (in the message as written): never a refusal, a
check-in, which carries the crisis resources and keeps the message. Not where what cannot be
borne is named as an everyday thing ("I can't cope with this heat anymore.", "I can't take any
more time off."). Read against the development data (``bench/refusal_pattern_rows.py``): of
the benign rows one matched, a parent verbally abused every day who "cannot take it anymore";
LoCoMo's development turns none.

And "not really" in answer to "Are you safe right now?" was let be in the same probe: an
answer that denies being safe (``denies_being_safe``) to a question of the writer's safety is
their crisis, answered with the crisis resources. Regular expressions, no model.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_END = r"(?=\s*(?:[.!?,;]|$|x+\b|anymore|any\s+more|now|tonight|today|honestly|tbh|really))"
_AN_EVERYDAY_THING = (
    r"(?!.*\b(?:heat|rain|weather|noise|neighbou?rs?|job|work|boss|commute|traffic|kids?|toddler|baby|exam|revision|course|diet|gym"
    r"|house|flat|renovation|builders|queue|wait|printer|laptop|wifi|internet|football|team|match|game|series|show)\b)"
)
# A reply agreeing with the message before ("me neither, I can't go on" after "I hate Mondays.") means what that message
# meant: the head reads it in that light (``classifier.context_of``), not this list.
_AGREEING = r"(?!\W*(?:me\s+(?:too|neither|either)|same(?:\s+here)?|ikr|tell\s+me\s+about\s+it|lol|haha)\b)"
_DESPAIR = re.compile(
    r"^" + _AGREEING + _AN_EVERYDAY_THING + r".*?\b(?:"
    r"i\s+(?:really\s+|honestly\s+)?(?:don'?t|dont|do\s+not)\s+think\s+i\s+can\s+(?:do\s+this|cope|go\s+on|keep\s+going|carry\s+on"
    r"|take\s+(?:it|this|much\s+more))"
    r"|i\s+(?:just\s+|really\s+|honestly\s+)?(?:can'?t|cant|cannot)\s+(?:cope|go\s+on|keep\s+going(?:\s+like\s+this)?"
    r"|carry\s+on(?:\s+like\s+this)?|take\s+(?:it|this|much\s+more(?:\s+of\s+this)?|any\s+more))"
    r"|(?:i'?m|im|i\s+am)\s+at\s+the\s+end\s+of\s+my\s+(?:tether|rope)"
    r"|(?:i'?ve|ive|i\s+have)\s+had\s+enough\s+of\s+(?:everything|it\s+all|life|living|all\s+of\s+it)"
    r"|nothing\s+(?:is\s+)?(?:ever\s+)?(?:going\s+to|gonna|will\s+ever|will)\s+(?:ever\s+)?get\s+better"
    # tired of living like this, with the daily grind it means after it ("I'm so tired of living like this, working all day
    # then doing it all again at home.": the grind reads it as no crisis, ``homonyms``, but it is still a low place to be)
    r"|(?:tired|sick|fed\s+up)\s+of\s+living\s+like\s+this(?=\s*[,;])"
    r")" + _END,
    _I,
)
# A question of the writer's safety, and an answer that denies it.
_ASKS_IF_SAFE = re.compile(
    r"\b(?:are\s+you\s+(?:safe|going\s+to\s+be\s+(?:safe|ok|okay|alright))|do\s+you\s+feel\s+safe|can\s+you\s+(?:keep|stay)\s+(?:yourself\s+)?safe"
    r"|will\s+you\s+(?:be\s+safe|stay\s+safe|keep\s+yourself\s+safe))\b[^?]*\?",
    _I,
)
_NOT_SAFE = re.compile(
    r"^\W*(?:no|nope|nah|not\s+really|not\s+at\s+all|not\s+(?:sure|tonight|now|right\s+now)|i\s+don'?t\s+(?:know|think\s+so)|dunno|idk"
    r"|i'?m\s+not(?:\s+sure)?|probably\s+not|maybe\s+not|i\s+can'?t\s+promise)\b(?!.*\b(?:i'?m\s+(?:fine|ok|okay|safe|alright)|yes|yeah)\b)",
    _I,
)


def said_in_despair(text: str) -> bool:
    """Whether ``text`` says despair in words other than dying's (module docstring)."""
    return bool(_DESPAIR.search(text))


def denies_being_safe(text: str, before: str | None) -> bool:
    """Whether ``text`` answers the question ending ``before``, of the writer's safety, that
    they are not safe ("Are you safe right now?" / "not really")."""
    return bool(before and _ASKS_IF_SAFE.search(before) and _NOT_SAFE.search(text))
