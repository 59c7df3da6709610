"""What wears the person down, met by the pipeline itself when the model is a voice only
(DESIGN §7), beside ``moods``: nights without sleep ("I haven't slept properly in days.",
"I'm running on about three hours sleep."), running on empty ("I'm running on fumes this
week.") and days indoors ("I haven't left the house in four days."). Met with sympathy and a small, gentle question; nothing is presumed of why
(a newborn, a worry, a neighbour's dog).
"""

from __future__ import annotations

import re

from memory.cycle.acknowledged import END

# Nights without sleep: "I haven't slept properly in days." (the model: "Do you have any plans to go
# swimming tomorrow?").
_NO_SLEEP = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve)?\s+)?(?:haven'?t|have\s+not|hardly|barely|didn'?t|did\s+not|can'?t|couldn'?t|not)\s+(?:been\s+)?"
    r"(?:sleep|slept|sleeping)(?:\s+(?:properly|well|much|a\s+wink|at\s+all|right|great))?"
    r"(?:\s+(?:(?:in|for)\s+(?:days|weeks|ages|a\s+while|a\s+week|nights)|lately|recently|all\s+week|last\s+night|this\s+week))?" + END
    # in hours: "I'm running on about three hours sleep." (the model: "That's lovely! What do you have for dessert?")
    # ("Honestly I'm running on about four hours of sleep." got "That's a good amount, no?").
    + r"|^\W*(?:(?:honestly|tbh|ugh|well|so|yeah|and)\W+)?(?:(?:i'?m|we'?re)\s+)?(?:running\s+on|(?:i|we)\s+(?:had|got|managed))\s+"
    r"(?:about\s+|maybe\s+|barely\s+|only\s+|like\s+|just\s+)?"
    r"(?:\d{1,2}|an?|one|two|three|four|five)\s+hours?(?:['’]|\s+of)?\s+sleep(?:\s+(?:last\s+night|again))?" + END,
    re.IGNORECASE,
)
# Days indoors: "I haven't left the house in four days." (the model: "That sounds lovely.").
_INDOORS = re.compile(
    r"^\W*(?:i|we)\s+(?:haven'?t|have\s+not|hasn'?t)\s+(?:left\s+the\s+(?:house|flat)|been\s+out(?:side)?(?:\s+of\s+the\s+(?:house|flat))?"
    r"|seen\s+(?:anyone|a\s+soul|daylight))\s+(?:in|for)\s+(?:days|ages|a\s+week|weeks|\w+\s+days)" + END,
    re.IGNORECASE,
)
_KEPT_IN = (
    "That can really get to you. Could you get out for a breath of fresh air, even for ten minutes?",
    "Days indoors can wear you down. Is there anyone who could pop round?",
)
# Running on empty: "Honestly I'm running on fumes this week." (checked in by the gate in a walk-through).
_ON_EMPTY = re.compile(
    r"^\W*(?:(?:honestly|tbh|ugh|well|so|yeah)\W+)?(?:(?:i'?m|i\s+am|we'?re|i'?ve\s+been|been)\s+)?(?:literally\s+)?running\s+on\s+"
    r"(?:fumes|empty)(?:\s+(?:this\s+week|today|lately|at\s+the\s+moment|again|since\s+\w+(?:\s+\w+){0,3}))?" + END,
    re.IGNORECASE,
)
_RUN_DOWN = (
    "That sounds draining. Is there any chance of a proper rest soon?",
    "Running on empty wears you down. What's been taking it out of you?",
)
_SLEEPLESS = (  # nothing presumed of why: a newborn, a worry, a neighbour's dog
    "That's hard — everything feels heavier on so little sleep. Are you able to catch up at all?",
    "Oh no, that really wears you down. Is there any chance of a nap or an early night?",
)


def worn_down(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to days indoors, running on empty or nights without sleep
    ``sentence`` tells of, else None."""
    if _INDOORS.match(sentence):
        return _KEPT_IN[pick]
    if _ON_EMPTY.match(sentence):
        return _RUN_DOWN[pick]
    return _SLEEPLESS[pick] if _NO_SLEEP.match(sentence) else None
