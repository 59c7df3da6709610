"""Questions the person asks of the assistant itself: what it is ("Are you a real person?",
"are u a bot", "Who are you?"), what it can do ("What can you do?", "How does this
work?"), its name, and a life of its own it does not have ("Do you have any hobbies?",
"Are you married?", "Where do you live?", "Busy weekend?"), how it is ("How are you today?") and what it
likes or feels ("Do you like music?", "What's your favourite film?"). The embedded 135M answered "Are you a real person?" with "I'm so
sorry to hear that." and "What can you do?" with "I'm glad you're here. You know me?" in a
walk-through, and "Do you have any hobbies?" with "Yes, I do. My hobbies are playing music
and cooking."; for a voice-only model the pipeline answers them (``cycle.rituals``).
"""

from __future__ import annotations

import re

IDENTITY, ABILITIES, NAME, LIFE = "identity", "abilities", "name", "life"
# How it is ("How are you today?" got "That's lovely!") and what it likes or feels ("Do you
# like music?" got "I'm thrilled!"), in issue 14's dev walk-through.
WELLBEING, TASTES = "wellbeing", "tastes"
# Asked to forget one thing ("Can you forget what I said about the kitchen?" got "That's a
# nice choice of colours, isn't it?"): what it keeps is the answer (DESIGN §9: erasure is of
# the whole account, never of chosen content).
FORGETTING = "forgetting"
# Its days asked after, as one asks a person: "Busy weekend?" (the model: "I see. Tell me more?"), "Good day?",
# "Did you have a nice weekend?", "How was your weekend?".
DAYS = "days"
# What it saw or heard, as one asks a person: "Did you see the match last night?" (the model: "I was in the studio for
# a bit. That's a lovely candle I had last night!").
SEEN = "seen"

_YOU = r"(?:you|u|ya)"
_ASKED = {
    NAME: re.compile(rf"^\W*(?:what(?:'s|s|\s+is)\s+your\s+name|who\s+am\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with))\b", re.I),
    IDENTITY: re.compile(
        rf"^\W*(?:(?:are|r)\s+{_YOU}\s+(?:an?\s+)?(?:real\s+)?(?:person|human|people|bot|robot|ai|machine|computer|program|chatbot|real)"
        rf"|am\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with)\s+an?\s+(?:real\s+)?(?:person|human|bot|robot|ai|machine)"
        rf"|(?:who|what)\s+(?:are|r)\s+{_YOU}\s*[?!.]*\s*$)",
        re.I,
    ),
    ABILITIES: re.compile(
        rf"^\W*(?:what\s+(?:else\s+)?(?:can|could|do)\s+{_YOU}\s+(?:do(?:\s+for\s+me)?|help\s+(?:me\s+)?with)"
        rf"|what\s+are\s+{_YOU}\s+for|how\s+(?:do|does)\s+(?:{_YOU}|this|it)\s+work)\s*[?!.]*\s*$",
        re.I,
    ),
    LIFE: re.compile(
        rf"^\W*(?:(?:so|and|ok|hey)[,\s]+)?(?:"
        rf"(?:do|did)\s+{_YOU}\s+(?:have|got)\s+(?:any\s+|a\s+|an\s+)?(?:hobbies|hobby|kids|children|family|pets?|friends?|"
        rf"partner|boyfriend|girlfriend|wife|husband|siblings?|brothers?|sisters?|job|home|house|life|dog|cat)"
        rf"(?:\s+or\s+(?:a\s+|an\s+|any\s+)?\w+)?"
        rf"|(?:are|r)\s+{_YOU}\s+(?:married|single|in\s+a\s+relationship)"
        rf"|where\s+(?:do|did)\s+{_YOU}\s+(?:live|work|grow\s+up)|where\s+(?:are|r)\s+{_YOU}\s+from"
        rf"|how\s+old\s+(?:are|r)\s+{_YOU}|what\s+do\s+{_YOU}\s+do\s+(?:for\s+(?:fun|a\s+living|work)|in\s+your\s+free\s+time))"
        rf"\s*[?!.]*\s*$",
        re.I,
    ),
    WELLBEING: re.compile(
        rf"^\W*(?:(?:hi|hey|hello|hiya|so|and|ok)[,!\s]+)?(?:how\s+(?:are|r)\s+{_YOU}(?:\s+(?:doing|keeping|today|tonight|this\s+\w+))*"
        rf"|how(?:'s|\s+is)\s+(?:it\s+going|your\s+day(?:\s+(?:going|been))?)|how\s+have\s+{_YOU}\s+been|(?:are\s+)?{_YOU}\s+ok(?:ay)?)"
        rf"\s*[?!.]*\s*$",
        re.I,
    ),
    DAYS: re.compile(
        rf"^\W*(?:(?:so|and|ok|hey|hi|hiya)[,!\s]+)?(?:(?:(?:did\s+{_YOU}\s+have\s+|have\s+{_YOU}\s+had\s+)?an?\s+|had\s+an?\s+)?"
        r"(?:busy|good|nice|quiet|lovely|fun|relaxing|decent|productive)\s+(?:weekend|day|week|evening|morning|one|bank\s+holiday)"
        rf"|how\s+(?:was|(?:has|'s)\s+been)\s+your\s+(?:weekend|day|week|evening|morning|bank\s+holiday)"
        rf"|(?:are\s+{_YOU}\s+)?(?:doing|up\s+to)\s+anything\s+(?:nice|fun|good)\s+(?:this|at\s+the)\s+weekend)\s*\?+\s*$",
        re.I,
    ),
    SEEN: re.compile(
        rf"^\W*(?:(?:so|and|ok|hey)[,!\s]+)?(?:did|have)\s+{_YOU}\s+(?:see|seen|watch|watched|catch|caught|hear|heard)\s+"
        r"(?:the|that|last\s+night'?s|yesterday'?s|saturday'?s|sunday'?s)\s+(?:[\w'-]+\s+){0,3}?"
        r"(?:match|game|final|derby|news|film|programme|show|episode|race|fight|fireworks|eclipse|concert|debate|speech|result|results)"
        r"(?:\s+(?:last\s+night|yesterday|on\s+\w+|at\s+the\s+weekend|this\s+morning))?\s*\?+\s*$",
        re.I,
    ),
    FORGETTING: re.compile(
        rf"^\W*(?:(?:ok|so|actually|hey)[,\s]+)?(?:(?:can|could|will|would)\s+{_YOU}\s+(?:please\s+)?|please\s+)?"
        rf"(?:forget|delete|erase|wipe|remove|unlearn|stop\s+remembering)\s+(?:what\s+i\s+(?:said|told\s+{_YOU}|wrote)|that|this|everything"
        rf"|all\s+(?:of\s+)?(?:that|this|it)|about|my|the\s+(?:bit|part|thing))\b(?!\s*,?\s*(?:it\s+)?(?:doesn'?t|never\s+mind))",
        re.I,
    ),
    TASTES: re.compile(
        rf"^\W*(?:(?:so|and|ok|hey)[,\s]+)?(?!.*\b(?:my|our|me|us|i)\b)(?:(?:do|did)\s+{_YOU}\s+(?:ever\s+)?(?:just\s+)?(?:like|love|enjoy|hate|prefer|dream|sleep|want|wish|fancy|miss"
        rf"|(?:get|feel)\s+(?:bored|lonely|tired|sad|happy|angry|upset|scared|stressed|emotions|feelings|anything))"
        rf"|(?:what(?:'s|s|\s+is|\s+are)|which\s+is)\s+your\s+fav(?:ou?rite)?s?|(?:are|r)\s+{_YOU}\s+(?:ever\s+)?"
        rf"(?:happy|sad|bored|lonely|tired|ok|okay|a\s+fan\s+of|into))\b[^?]*\?\s*$",
        re.I,
    ),
}


def asked(text: str) -> str | None:
    """What ``text`` asks of the assistant itself (``IDENTITY``, ``ABILITIES``, ``NAME``, ``LIFE``,
    ``WELLBEING``, ``FORGETTING``, ``TASTES``, ``DAYS``, ``SEEN``),
    or None: only a question that is all about it, not "Can you remind me …" or "What do
    you think of my plan?"."""
    return next((kind for kind, pattern in _ASKED.items() if pattern.search(text.strip())), None)
