"""Explicit memory triggers (seed 001), recognised as intents rather than exact strings.

- remember: "remember this", "please don't forget that ...", "make a note: ..."
- significant: "this is significant", "this really matters to me", "big deal for me"
- recall: "what do you remember about X", "what do you know about X", "do you remember X",
  "what did I say about X"
- dig_deeper: "dig deeper into X", "search your memory for X", "go deeper on X"
- maintenance: "memory maintenance", "tidy up your memory", "run maintenance"
- former: "what did I used to think about X", "what did I believe about X before"
"""

from __future__ import annotations

import re
from dataclasses import dataclass

REMEMBER, SIGNIFICANT, RECALL, DIG_DEEPER, MAINTENANCE = "remember", "significant", "recall", "dig_deeper", "maintenance"
# A reminder asked for ("can u remind me to call the dentist tmrw", "Could you remind me that my MOT is due on Friday?"):
# nothing here writes unasked, so it is kept as a thing to remember (``extraction.reminded``). Not "remind me what …".
REMIND_ME = (
    r"^\W*(?:(?:hey|ok|okay|and|so|oh)[,\s]+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?"
    r"remind\s+me\s+(?P<how>to|that)\s+"
)
FORMER = "former"

# Saying that what one tells is significant; extraction cuts it from the fact it frames.
# "It's important to me." marks what was said; "It's important to me to help people", "it's
# important that people have someone to talk to" and "It's important for our community"
# say what the person values (``_OF_A_VALUE``), and got "Noted — I'll treat this as
# significant" in the conversation bench.
_OF_A_VALUE = r"(?!\s+(?:to|that|for|how|what|who|whether|when|if)\b)"
SIGNIFICANCE = (
    r"(?:this|that|it)(?:\s+is|\s+was|'s)\s+(?:really\s+|very\s+|so\s+)?(?:significant|important|a\s+big\s+deal|huge)"
    r"(?:\s+(?:to|for)\s+me)?" + _OF_A_VALUE + r"|(?:this|that|it)\s+(?:really\s+)?matters\s+(?:a\s+lot\s+)?to\s+me" + _OF_A_VALUE
    + r"|mark\s+(?:this|that)\s+as\s+(?:important|significant)"
)
# Intents that ask the memory something rather than tell it anything.
ASKING = frozenset({RECALL, DIG_DEEPER, FORMER, MAINTENANCE})
_TOPIC = r"(?P<topic>[^?!.]+?)"
_END = r"\s*[?!.]*\s*$"
PATTERNS: list[tuple[str, re.Pattern]] = [
    (
        MAINTENANCE,
        re.compile(
            r"\b((run|do|start|perform)\s+(your\s+|some\s+|a\s+)?)?(memory\s+maintenance|maintenance\s+on\s+"
            r"(your\s+)?memor(y|ies)|tidy\s+up\s+(your\s+)?memor(y|ies)|clean\s+up\s+(your\s+)?memor(y|ies)|"
            r"consolidate\s+(your\s+)?memor(y|ies))\b",
            re.I,
        ),
    ),
    (
        FORMER,
        re.compile(
            r"\bwhat\s+(did|do)\s+i\s+(use|used)\s+to\s+(think|believe|say|feel)\s+(about|of|on)\s+" + _TOPIC + _END
            + r"|\bwhat\s+did\s+i\s+(think|believe|say)\s+(about|of|on)\s+" + _TOPIC.replace("topic", "before")
            + r"\s+(before|earlier|originally)" + _END,
            re.I,
        ),
    ),
    (
        DIG_DEEPER,
        re.compile(
            r"\b(dig\s+deeper|go\s+deeper|look\s+deeper|search\s+(your\s+)?(memory|memories|archive|history))"
            r"\s+(into|on|in|about|for)\s+" + _TOPIC + _END,
            re.I,
        ),
    ),
    (
        RECALL,
        re.compile(
            r"\b(what\s+do\s+you\s+(remember|recall|know)|what\s+have\s+i\s+told\s+you|do\s+you\s+remember"
            r"(\s+anything)?|tell\s+me\s+what\s+you\s+(remember|know)|what\s+did\s+i\s+(tell|say\s+to)\s+you"
            r"|what\s+(did\s+i\s+say|have\s+i\s+said)"
            # "Tell me about my cello lessons" (it went to the model), not "Tell me about Paris"
            r"|^\W*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:tell|remind)\s+me(?=\s+(?:about|of)\s+(?:my|our)\b))"
            r"(?:\s+(?:(?:about|of|regarding|on)\s+)?" + _TOPIC + r")?" + _END,
            re.I,
        ),
    ),
    (
        SIGNIFICANT,
        re.compile(r"\b(?:" + SIGNIFICANCE + r")\b", re.I),
    ),
    (
        REMEMBER,
        re.compile(
            r"^\s*(please\s+)?(remember|don'?t\s+forget|do\s+not\s+forget|make\s+a\s+note|note|keep\s+in\s+mind|"
            r"never\s+forget)\b|\b(please\s+)?(remember|keep\s+in\s+mind)\s+(this|that)\b"
            # a reminder asked for is kept as a thing to remember: "can u remind me to call the dentist tmrw"
            r"|" + REMIND_ME,
            re.I,
        ),
    ),
]


@dataclass(frozen=True)
class Trigger:
    intent: str
    topic: str = ""


# "Do you remember my boyfriend's name?" asks for one thing, answered as any question is
# (``memory.cycle.answers``), not for a listing headed "what I remember about your
# boyfriend's name".
_A_NAME = re.compile(r"\bname\b", re.I)


def detect(text: str) -> Trigger | None:
    """The explicit memory intent in ``text``, if any (most specific intent first)."""
    for intent, pattern in PATTERNS:
        match = pattern.search(text)
        if match:
            groups = match.groupdict()
            topic = (groups.get("topic") or groups.get("before") or "").strip()
            if intent == RECALL and _A_NAME.search(topic):
                return None
            return Trigger(intent=intent, topic=topic)
    return None


def asks_the_memory(text: str) -> bool:
    """Whether ``text`` asks the memory something (``ASKING``) rather than tells it anything."""
    found = detect(text)
    return found is not None and found.intent in ASKING
