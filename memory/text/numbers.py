"""Numbers said in words, for everything that reads them: an age ("just turned six", "is
twenty-one"), a time together ("together three years"), a count or an amount ("two
cats", "four days a week")."""

from __future__ import annotations

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# The numbers that are one word, by value: what a count or an amount reads.
VALUES = _UNITS | _TEENS | _TENS


def _either(words) -> str:
    """An alternation of ``words``, the longest first ("seventeen" before "seven")."""
    return "|".join(sorted(words, key=len, reverse=True))


# Twenty to ninety-nine in words, as a pattern: "thirty", "forty-five" (an age said in words).
DECADES_IN_WORDS = rf"(?:{_either(_TENS)})(?:[\s-](?:{_either(_UNITS)}))?"
# One to ninety-nine in words: "six", "fifteen", "twenty-one", "forty two".
IN_WORDS = rf"(?:{DECADES_IN_WORDS}|{_either(_UNITS | _TEENS)})"


def value(words: str | None) -> int:
    """What a number in words (``IN_WORDS``) is worth: "six" 6, "twenty-one" 21; 0 for none."""
    return sum(VALUES.get(word, 0) for word in (words or "").lower().replace("-", " ").split())
