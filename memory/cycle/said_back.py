"""How what the person said is told back to them (``answers``): in their words, addressed
to them ("my" becomes "your"), with when they said it ("(you told me earlier today)"),
after a lead when it is offered rather than the answer; several things at once, each day
said once; and a request to remember confirmed with what is kept."""

from __future__ import annotations

import re
from datetime import date

from memory.cycle import replies, texting
from memory.cycle.context import addressed
from memory.cycle.said import Said
from memory.text import extraction, lexical, timeexpr

# The leads of what is offered rather than the answer (``answers``), which a correction of
# it reads past (``corrected``).
NOT_SURE = "I'm not sure — I know that "
CHANGED_SINCE = "I'm not sure — some of it has changed since you said it: "
# "Who is Kieran?" when nothing they said tells who Kieran is to them, only something of him:
# "I'm not sure — I know that your Kieran got a trial …" (the lead's walk 25) reads as a
# hedge of the answer; this says what is missing.
NOT_TOLD_WHO = "You haven't told me who {} is — only that "

# Said back without an interjection it opened with: "I'm not sure — I know that Oh, you've
# been to Paris yesterday" (the conversation bench, conv-30).
# A turn to another topic it opened with: "On a brighter note my sister Ciara just got engaged!"
# (talk23's sixth walk-through: said back "On a brighter note your sister Ciara …").
TOPIC_TURN = (
    r"on\s+a\s+(?:brighter|happier|lighter|better|more\s+positive|different|sadder|separate)\s+note|in\s+other\s+news"
    r"|(?:oh\s+)?and\s+also|oh\s+and|anyway|btw|by\s+the\s+way"
)
_OPENER = re.compile(
    rf"^(?:(?:oh|wow|haha+|lol|yeah|yes|well|so|hey|omg|ah|aww+|ugh|hmm+|ok|okay|yay|woo+hoo+|actually|{TOPIC_TURN})\b[\s,!.~-]*)+",
    re.IGNORECASE,
)
# Nor a label it opened with: "Big news: You moved to Barcelona last week" (a label names
# no one: "My plan: …" is kept).
_LABEL = re.compile(r"^(?:(?!(?:my|our|i)\b)[a-z']+\s+){0,2}(?!(?:my|our|i)\b)[a-z']+:\s+(?=\S)", re.IGNORECASE)
# What the person said of themselves without "I", as people write in a chat: a verb first
# ("got a dog too", "just started a new job"); a word ending in "-ed" only in a sentence
# written in lower case, where it is no name ("Ted is my friend").
_SUBJECTLESS = re.compile(
    r"^(?:(?:just|also|finally|recently|then)\s+)?(?:got|went|had|made|took|saw|bought|met|found|came|gave|did|"
    r"started|moved|adopted|finished|(?-i:[a-z]\w+ed))\b",
    re.IGNORECASE,
)
# Nor the chat around the fact: what it goes on to ask of whom they talk to ("I'm allergic
# to peanuts remember, so no satay please 😅" was said back whole), a tag asking them to
# recall it ("…, remember?", "you know"), and the emoji it ends with.
_REQUEST_TAIL = re.compile(
    r"(?:,?\s+(?:so|which\s+means)\s+(?:no|please|pls|don'?t|do\s+not|let'?s|can\s+you|could\s+you|make\s+sure|you)\b"
    r"|,\s*(?:please|pls)\b).*$",
    re.IGNORECASE,
)
_TAG = re.compile(
    r"(?:,\s*(?:remember|you\s+know|as\s+you\s+know|ok(?:ay)?|right)"
    r"|(?<![,\s]i)(?<!we)(?<!to)(?<!'t)(?<!you)(?<!ays)(?<!ver)(?<!ill)(?<!'ll)(?<!can)\s+(?:remember|you\s+know))\s*[?!.]*\s*$",
    re.IGNORECASE,
)
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+")
_LAUGH = re.compile(r"\s+(?:lol+|lmao|haha+|hehe+|rofl)\b(?=\W|$)", re.IGNORECASE)
SAID_BACK = re.compile(r" \(you told me (?:earlier today|on \d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4})\)\.$")  # ``said_back``'s ending


def kept(text: str, *, significant: bool) -> str:
    """The confirmation of a request to remember, with the first thing kept said back."""
    first = next((s for s in map(extraction.unframed, extraction.sentences(text)) if extraction.informative(s)), "")
    return replies.remembered(significant, _going_on(first).rstrip(" .!"))


def said_back(found: Said, today: date, *, lead: str = "") -> str:
    """The sentence said to the person, after ``lead`` if any, with when they said it; said
    today, without the dates formation resolved ("you moved to Barcelona last week (the week
    of 16 November 2026) (you told me earlier today)": "last week" still says it)."""
    return f"{lead}{_sentence(found, today, going_on=bool(lead))} ({_told(found, today)})."


def said_back_all(found: list[Said], today: date) -> str:
    """Several things said back, the earliest first, each day said once after what was
    told on it: "You have a cat called Biscuit. Your dog Rolo is three years old (you told
    me earlier today)."."""
    found = sorted(found, key=lambda said: (said.day, said.at is not None, said.at.timestamp() if said.at else 0.0))
    parts = []
    for i, said in enumerate(found):
        told = _told(said, today)
        later = found[i + 1] if i + 1 < len(found) else None
        parts.append(_sentence(said, today, going_on=False) + (f" ({told})" if later is None or _told(later, today) != told else ""))
    return " ".join(f"{part}." for part in parts)


def _told(found: Said, today: date) -> str:
    return "you told me earlier today" if found.day == today else f"you told me on {timeexpr.day(found.day)}"


def _sentence(found: Said, today: date, *, going_on: bool) -> str:
    """What ``found`` says, said to the person: after words already begun with
    ``going_on``, else as a sentence's start."""
    said = texting.written_out(found.whole or found.text)
    said = timeexpr.unannotated(said) if found.day == today else said
    # Nor an aside at its end: "You're allergic to penicillin, by the way (you told me …)".
    said = _LABEL.sub("", _OPENER.sub("", extraction.without_aside(said.rstrip(" .!")))) or found.text
    said = _LAUGH.sub("", said)  # "You got a second dog lol, a corgi named Mochi"
    said = _TAG.sub("", _REQUEST_TAIL.sub("", _EMOJI.sub("", said).rstrip(" .!"))).rstrip(" ,.!") or said
    said = extraction.without_aside(said)  # the aside before the tail: "I'm vegetarian btw, so no bacon for me"
    if _SUBJECTLESS.match(said):  # "got a dog too, a beagle named biscuit": "you got a dog too, …"
        said = f"I {said[:1].lower()}{said[1:]}"  # "Just finished …": "you just finished …"
    sentence = (_going_on(said) if going_on else addressed(said)).rstrip(" .!")
    return sentence if going_on else sentence[:1].upper() + sentence[1:]


def _going_on(sentence: str) -> str:
    """``sentence`` said to the person after words already begun ("… that your brother
    …"): its first word in lower case unless it is a name ("Ana lives …")."""
    said = addressed(sentence, opens=False)
    first = said.split(" ", 1)[0]
    return said[:1].lower() + said[1:] if first.lower() in lexical.STOP_WORDS else said


