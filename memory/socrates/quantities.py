"""How much, how many, how old: the quantities a person says of their own life (issue 14).

"I weigh about 95 kg" and then "down to 78 kilos"; "I earn 28k" and then "on 45k since
the promotion"; "I have two kids" and then "our third arrived on Tuesday": a change said
only by another number of the same thing. ``of`` reads a statement's quantities by kind
(weight in kilograms, yearly income, monthly rent, age, a count of children, of cats, of
cars, ..., how many days a week or hours a night); ``differ`` says whether two statements give one kind two values. Whose
quantity it is (the person's, not their suitcase's or their brother's) is
``change.changed``'s business.
"""

from __future__ import annotations

import re
from functools import lru_cache
from types import MappingProxyType

from memory.text import lexical
from memory.text import numbers

_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_KILOS = {"kg": 1.0, "kgs": 1.0, "kilo": 1.0, "kilos": 1.0, "kilogram": 1.0, "kilograms": 1.0, "lb": 0.4536,
          "lbs": 0.4536, "pounds": 0.4536, "stone": 6.35}
_WEIGHT = re.compile(r"\b(\d{2,3}(?:\.\d)?)\s*(kgs?|kilos?|kilograms?|lbs?|stone|pounds)\b", re.IGNORECASE)
# Pounds are a weight only where the statement is of weighing ("I weigh 180 pounds").
_WEIGHING = re.compile(r"\bweigh|\bscales?\b|\bkilos?\b|\bkg\b", re.IGNORECASE)
# Money: "£28k", "28k", "$52,000", "45 grand", "32,000 a year"; of rent or of income by the words around it.
_MONEY = re.compile(
    r"(?:[£$€]\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|grand)?\b|\b(\d+(?:\.\d+)?)\s*(k|grand)\b|"
    r"\b(\d{1,3}(?:,\d{3})+)(?= (?:a|per) (?:year|month)\b))", re.IGNORECASE
)
_RENT = re.compile(r"\b(?:rent|mortgage)\b", re.IGNORECASE)
_INCOME = re.compile(r"\b(?:earn\w*|salary|paid|pay|make|making|wage|income|on)\b", re.IGNORECASE)
# An age in words: "thirty", "thirty-five".
_AGE_WORDS = numbers.DECADES_IN_WORDS
# An age: "I'm 34 and starting to feel it", "turned 40", "29 years old", and a birthday
# ("Thirty-five today, pass the cake", "Celebrated my 31st birthday").
_AGE = re.compile(
    r"\b(?:(?:i'm|i am|im)\s+(\d{1,2})(?=\s*(?:years? old|yo|now|this year)?\s*(?:[,.!;]|$|and\b))"
    rf"|turn(?:ed|ing)?\s+(\d{{1,2}}|{_AGE_WORDS})\b|(\d{{1,2}})\s*(?:years? old|yo)\b"
    rf"|^\W*(\d{{1,2}}|{_AGE_WORDS}) today\b|\bmy (\d{{1,2}})(?:st|nd|rd|th) birthday\b)",
    re.IGNORECASE,
)


# An age still to come ("Can't believe I'm turning 50 next month"): a year less now, or it.
_TURNING = re.compile(r"\bturning\s+\w", re.IGNORECASE)


def _years(said: str) -> float:
    """An age said in digits or in words ("31", "thirty-five")."""
    return float(said) if said.isdigit() else float(numbers.value(said))
# Things a person counts of their own life; children by any of their names.
_CHILDREN = "kids|kid|children|child|sons|son|daughters|daughter|babies|baby|twins"
_COUNTED = (
    rf"{_CHILDREN}|cats?|dogs?|rabbits?|pets?|horses?|hens?|chickens?|cars?|bikes?|motorbikes?|vans?|sisters?|"
    r"brothers?|siblings?|grandchildren|grandkids?|grandsons?|granddaughters?|jobs?|houses?|flats?|flatmates?|roommates?|"
    r"bedrooms?|bathrooms?"
)
_COUNT = re.compile(
    rf"\b(?:(\d{{1,2}})|({numbers.IN_WORDS})|(?:the|only|just) (one))\s+(?:of (?:my|our)\s+|[a-z]+\s+)?({_COUNTED})\b",
    re.IGNORECASE,
)
# How often or how much in a stretch of time: "four days a week", "a solid 8 hours every
# night", "four or five coffees a day", "3 miles a day"; a range ("7-8 hours") is read as
# both its ends. Not "times" (three times a week of what?).
_AMOUNT = rf"(?:(\d{{1,3}}(?:\.\d)?)|({numbers.IN_WORDS}))"
_PER = re.compile(
    rf"\b{_AMOUNT}(?:\s*(?:or|-|to)\s*{_AMOUNT})?\s+(?!times\b)([a-z]+?)s?(?:\s+of\s+[a-z]+)?\s+"
    r"(?:a|an|per|each|every|a single)\s+(day|night|week|month|year)\b",
    re.IGNORECASE,
)
# A distance in a stretch of time, in kilometres whatever its unit: "30 kilometres a week",
# "5k a week" (where no money is said), "3 miles a day".
_KILOMETRES = {"k": 1.0, "km": 1.0, "kms": 1.0, "kilometre": 1.0, "kilometres": 1.0, "kilometer": 1.0,
               "kilometers": 1.0, "mile": 1.609, "miles": 1.609}
_DISTANCE = re.compile(
    rf"\b{_AMOUNT}\s*({'|'.join(_KILOMETRES)})\s+(?:a|an|per|each|every)\s+(day|night|week|month|year)\b", re.IGNORECASE
)
# Hours of sleep said without "a night" ("eight hours easily", "lucky if i get five hours"),
# in a statement of sleep: a night's. Hours got, and of nothing named, are a night's sleep
# too ("I'm getting a good seven hours now", "managing a solid six hours"; not "got three
# hours of marking done", "getting five hours at the café").
_SLEEP = re.compile(
    r"\b(?:sleep\w*|slept|insomnia|bed|lie-ins?|nap\w*|"
    rf"(?:get|gets|getting|got|manage|managing)\s+(?:a\s+)?(?:(?:solid|good|full|decent|proper|whole)\s+)?{_AMOUNT}"
    r"\s+hours?\b(?!\s+(?:of|at|in|on|a\s+week|a\s+day)\b))",
    re.IGNORECASE,
)
_HOURS = re.compile(rf"\b{_AMOUNT}(?:\s*(?:or|-|to)\s*{_AMOUNT})?\s+hours?\b(?!\s+(?:a|an|per|each|every)\b)", re.IGNORECASE)
# "our third, Rosie, arrived on Tuesday", "our fourth baby": a child born, the count it makes.
_BORN = re.compile(
    rf"\b(?:our|my)\s+({'|'.join(_ORDINALS)})\b(?:\s+(?:{_CHILDREN})\b|(?=.*\b(?:arrived|born)\b))", re.IGNORECASE
)
_CHILD = re.compile(rf"^(?:{_CHILDREN})$")
_GRANDCHILD = re.compile(r"^grand(?:children|child|kids?|sons?|daughters?|babies|baby)$")
# "our twins": two children said in one word.
_TWINS = re.compile(r"\b(?:our|my) twins\b", re.IGNORECASE)
# Values of one kind this far apart are two values, not one said roughly; an age a year on
# is another ("I'm 29" / "Thirty today"): the earlier no longer holds.
_APART = {"weight": 2.0}
_SHARE_APART = 0.03


CHILDREN = "children"
GRANDCHILDREN = "grandchildren"


def kind_of(noun: str) -> str:
    """What a count of ``noun`` counts: ``CHILDREN`` or ``GRANDCHILDREN`` for any name of
    them, else the noun."""
    noun = noun.lower()
    if _CHILD.match(noun) or _GRANDCHILD.match(noun):
        return CHILDREN if _CHILD.match(noun) else GRANDCHILDREN
    return "count:" + lexical.stem(noun.rstrip("s") or noun)


@lru_cache(maxsize=4096)
def of(text: str) -> MappingProxyType:
    """The quantities ``text`` gives, kind → (least, most) (read-only; one value is both):
    "weight" (kilograms), "income" and "rent" (the amount), "age" (years), "children" and
    "count:<thing>" (how many), "per:<thing>/<day|night|week|month|year>" (how many in
    that time: "four days a week", "7-8 hours a night", or "eight hours" in a statement of
    sleep), "distance/<day|...>" (kilometres in that time: "5k a week", "3 miles a day")."""
    found: dict[str, float] = {}
    for amount, unit in _WEIGHT.findall(text):
        if unit.lower() != "pounds" or _WEIGHING.search(text):
            found.setdefault("weight", float(amount) * _KILOS[unit.lower()])
    for sign_amount, sign_unit, amount, unit, yearly in _MONEY.findall(text):
        value = float((sign_amount or amount or yearly).replace(",", "")) * (1000 if (sign_unit or unit) else 1)
        # An amount with a currency is money; "5k" or "32,000 a year" only where earning is said ("I run 5k").
        kind = "rent" if _RENT.search(text) else "income" if sign_amount or _INCOME.search(text) else None
        if kind:
            found.setdefault(kind, value)
    for said in _AGE.findall(text):
        found.setdefault("age", _years(next(n for n in said if n)))
    for digits, word, one, noun in _COUNT.findall(text):
        found.setdefault(kind_of(noun), float(digits or numbers.value(word) or 1))
    for ordinal in _BORN.findall(text):
        found.setdefault(CHILDREN, float(_ORDINALS[ordinal.lower()]))
    if _TWINS.search(text):
        found.setdefault(CHILDREN, 2.0)
    values = {kind: (value, value) for kind, value in found.items()}
    if "age" in found and _TURNING.search(text):
        values["age"] = (found["age"] - 1, found["age"])
    for low_digits, low_word, high_digits, high_word, noun, period in _PER.findall(text):
        low = float(low_digits or numbers.value(low_word))
        high = float(high_digits or numbers.value(high_word)) or low
        values.setdefault(f"per:{lexical.stem(noun.lower())}/{period.lower()}", (min(low, high), max(low, high)))
    for digits, word, unit, period in _DISTANCE.findall(text):
        if unit.lower() != "k" or not values.keys() & {"income", "rent"}:
            amount = float(digits or numbers.value(word)) * _KILOMETRES[unit.lower()]
            values.setdefault(f"distance/{period.lower()}", (amount, amount))
    if _SLEEP.search(text):
        for low_digits, low_word, high_digits, high_word in _HOURS.findall(text):
            low = float(low_digits or numbers.value(low_word))
            high = float(high_digits or numbers.value(high_word)) or low
            values.setdefault("per:hour/night", (min(low, high), max(low, high)))
    return MappingProxyType(values)


def shared(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` give a quantity of one kind, or speak of the person's
    children, or grandchildren, both ("no grandchildren yet", "our granddaughter")."""
    return bool(_kinds(a) & _kinds(b))


@lru_cache(maxsize=4096)
def _kinds(text: str) -> frozenset[str]:
    family = {kind_of(word) for word in re.findall(r"[a-z]+", text.lower())} & {CHILDREN, GRANDCHILDREN}
    return frozenset(of(text).keys() | family)


def differ(old: str, new: str) -> bool:
    """Whether ``old`` and ``new`` give one kind of quantity two values."""
    before, after = of(old), of(new)
    for kind in before.keys() & after.keys():
        (low, high), (other_low, other_high) = before[kind], after[kind]
        gap = max(other_low - high, low - other_high)
        apart = _APART.get(kind.split(":")[0], 0.5)
        if gap > max(apart, _SHARE_APART * max(high, other_high) if kind in ("income", "rent", "weight") else 0):
            return True
    return False
