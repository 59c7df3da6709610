"""Resolve relative time expressions against when they were said.

"I went there yesterday", said on 8 May 2023, is kept as "I went there yesterday
(7 May 2023)": months later "yesterday" means nothing, the date still does. Only
unambiguous expressions are resolved; the original words always stay.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_EXPRESSION = re.compile(
    r"\b(yesterday|today|tonight|this morning|tomorrow|last night|last week|last weekend|last month|last year|"
    r"next week|next month|next year|this weekend|this month|this year|"
    r"last (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) "
    r"(day|week|month|year)s? ago)\b",
    re.IGNORECASE,
)


def day(d: date) -> str:
    """A date as people write it: 7 May 2023."""
    return f"{d.day} {d:%B %Y}"


def _month_shift(d: date, months: int) -> date:
    index = d.year * 12 + d.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def resolve(expression: str, said_on: date) -> str | None:
    """The absolute date (or period) an expression refers to, as text; None if unknown."""
    e = expression.lower()
    if e in {"today", "tonight", "this morning"}:
        return day(said_on)
    if e in {"yesterday", "last night"}:
        return day(said_on - timedelta(days=1))
    if e == "tomorrow":
        return day(said_on + timedelta(days=1))
    if e in {"last week", "next week"}:
        start = said_on + timedelta(weeks=-1 if e == "last week" else 1) - timedelta(days=said_on.weekday())
        return f"the week of {day(start)}"
    if e in {"last weekend", "this weekend"}:
        if e == "this weekend":
            saturday = said_on + timedelta(days=(5 - said_on.weekday()) % 7)
        else:
            saturday = said_on - timedelta(days=(said_on.weekday() - 5) % 7 or 7)
        return f"the weekend of {day(saturday)}"
    if e in {"last month", "next month", "this month"}:
        shifted = _month_shift(said_on, {"last month": -1, "next month": 1, "this month": 0}[e])
        return f"{shifted:%B %Y}"
    if e in {"last year", "next year", "this year"}:
        return str(said_on.year + {"last year": -1, "next year": 1, "this year": 0}[e])
    if e.startswith("last ") and e[5:] in _WEEKDAYS:
        back = (said_on.weekday() - _WEEKDAYS.index(e[5:])) % 7 or 7
        return day(said_on - timedelta(days=back))
    match = re.match(r"(\d+|a couple of|a few|an?|\w+) (day|week|month|year)s? ago", e)
    if match:
        count = int(match.group(1)) if match.group(1).isdigit() else _NUMBERS.get(match.group(1).replace("a ", ""), None)
        if count is None:
            return None
        unit = match.group(2)
        if unit == "day":
            return day(said_on - timedelta(days=count))
        if unit == "week":
            return f"the week of {day(said_on - timedelta(weeks=count))}"
        if unit == "month":
            return f"{_month_shift(said_on, -count):%B %Y}"
        return str(said_on.year - count)
    return None


def annotate(text: str, said_at: datetime | date) -> str:
    """``text`` with each relative time expression followed by its resolved date in brackets."""
    said_on = said_at.date() if isinstance(said_at, datetime) else said_at

    def replace(match: re.Match) -> str:
        resolved = resolve(match.group(0), said_on)
        return f"{match.group(0)} ({resolved})" if resolved else match.group(0)

    return _EXPRESSION.sub(replace, text)



# An expression with the date ``annotate`` put after it.
_ANNOTATED = re.compile(
    rf"(?P<said>{_EXPRESSION.pattern}) \((?:the week(?:end)? of )?(?:\d{{1,2}} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{{4}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{{4}}|\d{{4}})\)",
    re.IGNORECASE,
)


def unannotated(text: str) -> str:
    """``text`` without the dates ``annotate`` put after its relative time expressions:
    the words as the person said them."""
    return _ANNOTATED.sub(lambda found: found["said"], text)
