"""Whether a sentence gives an age and whose, and whether a question asks for one: the age of one of theirs
(``aged_in``: "my daughter Ellie just turned six"), the person's own (``age_told``: "I'm 34", "im jonas, 29"), the last one
said in this conversation (``age_said_last``), and a question for an age by whom it asks of (``ASKS_AGE_OF``: "How old is
Arjun?") or by a pronoun (``ASKS_AGE_BY_PRONOUN``: "How old will they be?"). Read by ``answers``; ``ages`` and ``theirs``
read an age said in words (``AN_AGE_IN_WORDS``)."""

from __future__ import annotations

import dataclasses
import re

from memory.cycle.said import Said
from memory.text.numbers import IN_WORDS, value

# An age in words, after "is" or "turned": "just turned six", "is twenty-one".
AN_AGE_IN_WORDS = (
    IN_WORDS + r"(?=\s+(?:(?:years?|months?|weeks?|days?)\s+old|now|today|tomorrow|this\s+\w+|last\s+\w+|next\s+\w+|on\s+\w+|in\s+\w+|and)\b|\s*[,.!?]|\s*$)"
)


# An age said of them in a clause of its own further on: "Fly's the older one, she's eleven and a bit deaf now."
# ("How old is Fly?" was only offered it in the lead's walk), or of both: "…, they're six" ...
_THEIR_AGE_LATER = (
    r"[,;]\s*(?:and\s+|but\s+|now\s+)?(?:she|he|they)(?:['’]s|['’]re|\s+is|\s+are|\s+turned|\s+turn|\s+turns|\s+just\s+turned)\s+"
    rf"(?:only\s+|just\s+|nearly\s+|almost\s+|about\s+)?(?:{AN_AGE_IN_WORDS}|\d{{1,3}}\b(?!\s*(?:%|[.:]\d|kg|kilos?|pounds|stone|cm|feet|ft|miles|minutes|mins|hours)))"
)
# ... when nobody else is named between: "Fly sleeps by my granddaughter, she's eleven" is hers.
_SOMEONE_ELSE = re.compile(r"\b(?:my|our|his|her|their)\s+\w+|(?<=\s)(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)", re.IGNORECASE)
# ... though their own names may come first: "We've got twin girls, Asha and Mira, they're six." ("How old are the
# twins?" went to the model, which gave them 25 and 19, the lead's walk 12).
_THEIR_NAMES = re.compile(r"^(?:\s+[a-z]+)?\s*,?\s*(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+and\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?\s*$")


def aged_in(about: set[str], sentence: str) -> bool:
    """Whether ``sentence`` gives the age of one of ``about`` ("Lily who is 8", "my son is
    7", "Sean, 12", "my daughter Ellie just turned six"), with their name between ("a son, Rui, who is 3": "How old is my son?"
    was only offered it in a walk-through)."""
    # one of several said by the word for one: "How old are the twins?" of "twin girls"
    words = "|".join(map(re.escape, sorted(about | {word[:-1] for word in about if len(word) > 3 and word.endswith("s")})))
    later = words and re.search(rf"\b(?:{words})\w*\b(?P<between>[^.!?]*?)" + _THEIR_AGE_LATER, sentence, re.IGNORECASE)
    if later and (not _SOMEONE_ELSE.search(later["between"]) or _THEIR_NAMES.match(later["between"])):
        return True
    return bool(words) and bool(re.search(
        # ... or a pronoun of them after it: "She's called Ivy, she's three weeks old."
        rf"\b(?:{words})\w*(?:'s)?(?:,?\s+(?-i:[A-ZÀ-ÖØ-Þ][^\W\d_]+))?(?:,|,?\s+who|,\s+(?:she|he)(?=['’]s\b|\s+is\b))?"
        r"(?:\s+|(?=['’]s\b))"
        # ... of several: "weve got twin girls who are 6" ("how old are my girls?" was only offered it, talk30's second walk)
        rf"(?:(?:is|are|'s|'re|just\s+turned|turned|turns)\s+(?:only\s+|just\s+|nearly\s+|almost\s+)?(?:{AN_AGE_IN_WORDS})"
        rf"|(?:(?:is|are|'s|'re|just\s+turned|turned|turns)\s+)?\d{{1,3}}\b(?!\s*(?:%|[.:]\d|hours?|minutes?|mins|miles|streets|doors)))",
        sentence, re.IGNORECASE,
    ))


# An age the speaker gives: "I'm 34", "turned 40", "29 years old", "im jonas, 29".
_GIVES_AGE = re.compile(
    r"\b(?:i'?m|im|i\s+am|turned|turning|turn)\s+(?:now\s+|just\s+|only\s+|almost\s+|nearly\s+)?(?P<age>\d{1,3})\b"
    r"(?!\s*(?:%|[.:,]\d|k\b|km|mi\b|miles|kg|lbs?\b|am\b|pm\b|minutes?|mins?\b|hours?|days?|weeks?|months?|times|euros?|pounds?|dollars?))"
    r"|\b(?P<old>\d{1,3})[\s-]+years?[\s-]+old\b"
    r"|\b(?:i'?m|im|i\s+am)\s+[A-Za-z]+,\s*(?P<named>\d{1,3})\b(?!\s*(?:%|[.:]\d))"  # "im jonas, 29"
    # ... in words: "I'm seventy-eight and I live in Handsworth." ("How old am I?" went to the model, the lead's walk 28)
    rf"|\b(?:i'?m|im|i\s+am|turned|turning)\s+(?:now\s+|just\s+|only\s+|almost\s+|nearly\s+)?(?P<words>{AN_AGE_IN_WORDS})",
    re.IGNORECASE,
)


def age_told(found: list[Said]) -> Said | None:
    """What the person said that gives their age, the latest said in this conversation
    first, then the first remembered (``found``'s order), or None."""
    aged = []
    for said in found:
        given = _GIVES_AGE.search(said.text)
        if given and 0 < (value(given["words"]) if given["words"] else int(given["age"] or given["old"] or given["named"])) < 120:
            # "im jonas, 29" is said back as what it says of them: "You're 29".
            aged.append(dataclasses.replace(said, text=f"I'm {given['named']}", whole="") if given["named"] else said)
    dated = [said for said in aged if said.at]
    return max(dated, key=lambda said: said.at) if dated else (aged[0] if aged else None)


# How old the one just spoken of is, asked by a pronoun: "How old will they be?" after "They
# turn ten next week." went to the model, which said "The twins are 18 years old.".
ASKS_AGE_BY_PRONOUN = re.compile(
    r"^\W*(?:and\s+)?how\s+old\s+(?:is\s+(?:he|she)|are\s+they|will\s+(?:he|she|they)\s+be|(?:he|she)'s|they're|was\s+(?:he|she)"
    r"|were\s+they)\b",
    re.IGNORECASE,
)
_AN_AGE_SAID = re.compile(
    rf"\b(?:is|'s|are|'re|turns?|turned|turning|will\s+be)\s+(?:only\s+|just\s+|nearly\s+|almost\s+)?"
    rf"(?:\d{{1,2}}\b(?!\s*(?:%|[.:]\d|am\b|pm\b|o'clock|minutes?|mins?\b|hours?))|{AN_AGE_IN_WORDS})",
    re.IGNORECASE,
)


def age_said_last(found: list[Said]) -> Said | None:
    """What the person said last in this conversation that gives someone's age ("They turn
    ten next week."), or None: whom a pronoun asks of is the one just spoken of."""
    dated = [said for said in found if said.at and _AN_AGE_SAID.search(said.text) and not _GIVES_AGE.search(said.text)]
    return max(dated, key=lambda said: said.at) if dated else None


# How old one of theirs is, asked by whom: "How old is Arjun?", "how old are my girls?", "How old's Lewis?" (hedged with
# "I'm not sure" after "Ava's seven and Lewis is four", the lead's walk 20).
ASKS_AGE_OF = re.compile(r"^\W*(?:and\s+)?how\s+old(?:\s+is|\s+are|\s*['’]s)\b", re.IGNORECASE)
