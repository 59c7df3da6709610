"""Something gone wrong that is nobody's loss (``text.mishaps``: "The ferry was off again today
because of the gales.", "the internet was down for days with the storm."), met by the pipeline
when the model is a voice only (DESIGN §7): the embedded 135M cheered the first ("That was a bit
of luck.", the lead's walk). Said back, with a word of how much of a nuisance it is and a
question that presumes nothing of what it cost them.
"""

from __future__ import annotations

import re

from memory.cycle.statements import one_statement, opening, wording
from memory.cycle.telling import said_back
from memory.text import mishaps, questions

_NUISANCE = (
    "{Said} — oh no, what a nuisance. How did you manage?",
    "{Said} — what a pain. Is it sorted now?",
)
# ... or, for something spoilt, nothing left to sort: "Burnt a whole tray of croissants this morning, the boss was not
# impressed." got "… what a pain. Is it sorted now?"
_SPOILT = (
    "{Said} — oh no, what a waste! Did things pick up after that?",
    "{Said} — oh dear, these things happen. Did the rest of it go better?",
)


# What it led to, after the mishap: "The boiler packed in last night so we had cold showers this
# morning." (the model: "The boiler's been packed in so far, but we've got a load of cold showers
# planned for next week.", the lead's walk 11): both are said back, and how they managed is not asked, since they said
# ("The van was late again so I missed the market this morning." got "… How did you manage?", walk 18).
# ... or with "and": "the car wouldn't start and we were late for school" (the model: "How did you manage to get through the
# night without accidents?", the lead's walk in session 48).
_SO = re.compile(
    r",?\s+(?:so|and\s+now|which\s+means|and(?=\s+(?:we|i|they|he|she)\s+(?:were|was|ended\s+up|missed|had\s+to|got|couldn'?t)\b))\s+(?=\w)",
    re.IGNORECASE,
)
_AND_THEN = re.compile(r",\s*(?:and|but|then)\b|\band\s+then\b", re.IGNORECASE)  # ... and then something else
_COST = (
    "{Said}, so {cost} — oh no, what a nuisance. I hope things pick up from here.",
    "{Said}, so {cost} — what a pain. Are things getting back to normal?",
)


def _with_what_it_led_to(text: str) -> tuple[str, str] | None:
    """The mishap's clause of one sentence that goes on to say, in one clause, what it led to, and that clause; or None."""
    parts = _SO.split(text.strip(), maxsplit=1)
    if len(parts) != 2 or _AND_THEN.search(parts[1]) or (cost := one_statement(parts[1])) is None:
        return None
    sentence = one_statement(parts[0].rstrip(",") + ".")
    return (sentence, cost) if sentence else None


# ... and a thing of theirs called off, not a way to travel: "The bingo was cancelled again, ych a fi." (asked "How did you
# manage?", the lead's walk 22)
_CALLED_OFF = re.compile(
    r"(?:\b(?:was|were|got|is|are|has\s+been|have\s+been|been)|'s|'s\s+been)\s+(?:(?:all|just|completely|now)\s+)?"
    r"(?:cancel+ed|called\s+off|postponed|rained\s+off)\b",
    re.IGNORECASE,
)
_TRAVEL = re.compile(r"\b(?:trains?|bus(?:es)?|flights?|ferr(?:y|ies)|trams?|planes?|coach(?:es)?|sailings?)\b", re.IGNORECASE)
_SHAME = ("{Said} — what a shame! Is it back on soon?", "{Said} — oh, that's disappointing. Will it go ahead another time?")
# ... and a crash, asked after whoever was in it, or glad nobody was hurt when they said so.
_CRASH = ("{Said} — oh no! Are {they} all right?", "{Said} — what a shock. Is everyone OK?")
_UNHURT = re.compile(
    r"\s*[,;-]+\s*(?:(?:and|but|thankfully|luckily)\s+)?(?:no\s*one|nobody|no\s+one)(?:\s+was|'s|\s+got)?\s+(?:hurt|injured)"
    r"(?:\s*,?\s*(?:thank\s+(?:god|goodness|heavens|christ)|thankfully|luckily))?\W*$",
    re.IGNORECASE,
)
_NOBODY_HURT = ("{Said} — what a fright! Thank goodness nobody was hurt. How bad is the damage?",
                "{Said} — that's a shock, but thank goodness nobody was hurt. Is {whom} all right after it?")


# ... and the mending of it theirs to do, said after it: "The quad bike's packed up again, I'll sort it dreckly." (the model:
# "What's your plan?", the lead's walk 23): not asked whether it is sorted.
_TO_SORT = re.compile(
    r"\s*[,;-]+\s*(?:but\s+|so\s+)?(?:i'?ll|i\s+will|we'?ll|i'?m\s+going\s+to|i'?ve\s+got\s+to)\s+(?:have\s+to\s+)?(?:sort|fix|mend|look\s+at"
    r"|have\s+a\s+look\s+at|get\s+(?:someone|somebody|a\s+man)\s+(?:in|out|round)(?:\s+(?:to|for)(?:\s+(?:look\s+at|have\s+a\s+look\s+at|fix|sort|see\s+to))?)?)"
    r"(?:\s+(?:it|them|out))*"
    r"(?:\s+(?:later|dreckly|tomorrow|in\s+the\s+morning|at\s+the\s+weekend|after\s+\w+|when\s+i\s+can|myself|again))*\W*$",
    re.IGNORECASE,
)
_FIX = ("{Said} — what a pain! Good luck with the fix.", "{Said} — typical! I hope it's a quick job.")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to one statement that tells of something gone wrong, or None."""
    unhurt, to_sort = _UNHURT.search(text), _TO_SORT.search(text)
    text = text[: (unhurt or to_sort).start()] + "." if unhurt or to_sort else text
    sentence, cost = (alone, None) if (alone := one_statement(text)) else (_with_what_it_led_to(text) or (None, None))
    if sentence is None or questions.asks(sentence) or not mishaps.told_of(sentence):
        return None
    said = opening(re.sub(r",\s*[\w']+$", "", said_back(sentence).rstrip(" —–-")))  # without a word of how it felt: "…, awful."
    if mishaps.crash(sentence):
        who = re.match(r"^\W*(?:(?P<i>i|we)\b|(?:my|our)\s+(?P<whose>[\w-]+)|(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))(?:'s|\s+has|\s+had|\s+just|\s+crashed))", sentence, re.IGNORECASE)
        whom = "you" if not who or who["i"] else f"your {who['whose'].lower()}" if who["whose"] else who["name"]
        if unhurt:
            return _NOBODY_HURT[(wording(text) + shift) % 2].format(Said=said, whom=whom)
        return _CRASH[(wording(text) + shift) % 2].format(Said=said, they="you" if whom == "you" else "they")
    if unhurt:
        return None  # nobody hurt in what is no crash: the model's
    if to_sort:
        return _FIX[(wording(text) + shift) % 2].format(Said=said)
    if cost is not None:
        return _COST[(wording(text) + shift) % 2].format(Said=said, cost=said_back(cost).rstrip(" .!"))
    if _CALLED_OFF.search(sentence) and not _TRAVEL.search(sentence):
        return _SHAME[(wording(text) + shift) % 2].format(Said=said)
    # not "How did you manage?" after "I managed to put diesel in …"
    pick = 1 if re.search(r"\bmanag", said, re.IGNORECASE) else wording(text) + shift
    return (_SPOILT if mishaps.spoilt(sentence) else _NUISANCE)[pick % 2].format(Said=said)
