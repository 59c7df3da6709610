"""Which of a rule's patterns can match a text at all, read from words every match of them
must hold (issue 15, the gate's speed).

The floor's 195 patterns ran over every message, one ``regex`` scan each, most of the
gate's own time on a turn (about 3 ms of its 7 beyond the model on LoCoMo's development
turns), and an ordinary message matches none of them. A pattern's parse tree says which
literal strings every match of it contains: "\\bsu[iu]?c[iu]?d(?:e|al)\\b" holds one of
"sucid", "suicid", "suucid", ... in every match, "i (?:won'?t|wont|will not) be a burden"
"i won't be a burden" or its other spellings. ``required`` finds such a set for one
pattern, and ``Prescreen`` looks each rule's strings up once in the lower-cased text: a
pattern none of whose strings is there cannot match and is not run. It only ever skips
a scan that would find nothing, so the rule decides exactly as before; a pattern whose
parse gives no such strings (or that Python's parser reads differently from ``regex``'s:
see ``required``) is always run.

Case: the patterns run case-insensitively. A lower-cased ASCII string is in the
lower-cased text wherever the pattern matched it, unless the text holds a character that
matches an ASCII one under case folding without being one (the long s, the Kelvin sign:
``FOLDS_TO_ASCII``); such a text is scanned by every pattern.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Python's own parser of regular expressions: the only parse tree of a pattern the standard
# library gives (``regex`` keeps its own private); what the two read differently is run always.
import re._constants as sre
import re._parser as sre_parse

# A string this long is rare enough in ordinary talk: past it, fewer strings count more.
_TELLING = 6
# A set of strings grows by concatenation up to this many; past it the stretch is cut.
_MOST = 64
# Characters outside ASCII that match an ASCII one under ``regex.IGNORECASE``: the dotted
# and dotless i, the long s, the Kelvin sign. A test recomputes them over every code point.
FOLDS_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")
# A longer text (an imported email, never a chat message: MAX_MESSAGE_CHARS) runs every
# pattern, each within its time budget, rather than hold a set of its every three characters.
LONGEST = 20_000
# ``regex``-only syntax that Python's parser would read as literal characters, so that
# strings taken from its parse need not be in a match: a fuzzy count ("(?:foo){e<=1}") and
# POSIX classes ("[[:alpha:]]"). A pattern holding either is always run.
_ENGINE_ONLY = re.compile(r"\{[^}]*[^\d,}][^}]*\}|\[:")


def required(pattern: str) -> frozenset[str] | None:
    """Lower-case ASCII strings one of which every match of ``pattern`` holds, or None when
    its parse gives none (then the pattern must always run)."""
    if _ENGINE_ONLY.search(pattern):
        return None
    try:
        parsed = sre_parse.parse(pattern, re.IGNORECASE)
    except (re.error, RecursionError, OverflowError):
        return None  # ``regex`` syntax Python's parser does not know: always run
    _, needed = _sequence(list(parsed))
    return frozenset(needed) if needed else None


def _sequence(nodes: list) -> tuple[set[str] | None, set[str] | None]:
    """(exact, needed) of a sequence of parse nodes: every string it can match when they are
    few (else None), and a set one of which each match holds (None: none known)."""
    run: set[str] | None = {""}
    cut = False
    candidates = []
    for op, argument in nodes:
        exact, needed = _node(op, argument)
        if exact is not None and len(run) * len(exact) <= _MOST:
            run = {a + b for a in run for b in exact}
            continue
        cut = True
        candidates.append(run)
        run = exact if exact is not None else {""}
        if needed is not None:
            candidates.append(needed)
    candidates.append(run)
    return (None if cut else run), _best(candidates)


def _best(candidates: list[set[str]]) -> set[str] | None:
    """The most telling of several sets each match holds one of: the longest shortest string
    up to _TELLING characters, then the fewest strings (each is looked up in every text)."""
    usable = [found for found in candidates if found and "" not in found]
    return max(usable, key=lambda found: (min(_TELLING, *map(len, found)), -len(found)), default=None)


def _node(op, argument) -> tuple[set[str] | None, set[str] | None]:
    if op is sre.LITERAL:
        return ({chr(argument).lower()}, {chr(argument).lower()}) if argument < 128 else (None, None)
    if op is sre.IN:
        found = _characters(argument)
        return found, found
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return {""}, None  # zero width: no characters of the match
    if op is sre.SUBPATTERN:
        return _sequence(list(argument[-1]))
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(argument))
    if op is sre.BRANCH:
        branches = [_sequence(list(branch)) for branch in argument[1]]
        exact = set().union(*(e for e, _ in branches)) if all(e is not None for e, _ in branches) else None
        needed = [n if n is not None else _usable(e) for e, n in branches]
        return (exact if exact is None or len(exact) <= _MOST else None), (
            set().union(*needed) if all(n is not None for n in needed) else None
        )
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, high, inner = argument
        exact, needed = _sequence(list(inner))
        if low == 0:
            return ({"", *exact} if high == 1 and exact is not None else None), None
        if low == high == 1:
            return exact, needed
        return None, needed if needed is not None else _usable(exact)
    return None, None


def _usable(exact: set[str] | None) -> set[str] | None:
    return exact if exact and "" not in exact else None


def _characters(items: list) -> set[str] | None:
    """The lower-cased characters a class [...] matches, when it names a few ASCII ones."""
    found = set()
    for op, argument in items:
        if op is sre.LITERAL and argument < 128:
            found.add(chr(argument).lower())
        elif op is sre.RANGE and argument[1] < 128 and argument[1] - argument[0] < 26:
            found.update(chr(code).lower() for code in range(argument[0], argument[1] + 1))
        else:
            return None  # negated, a category (\w, \d) or beyond ASCII
    return found or None


class Prescreen:
    """For one rule's patterns: which of them a text needs scanned (``candidates``)."""

    def __init__(self, patterns: tuple[str, ...]):
        self._needs = [_required(pattern) for pattern in patterns]
        strings = set().union(*(needed for needed in self._needs if needed))
        # Looked up by their first three characters among the text's (``_trigrams``): the
        # crisis rule's 1,062 strings one by one cost 0.2 ms a text.
        self._short = tuple(string for string in strings if len(string) < 3)
        starting: dict[str, list[str]] = {}
        for string in sorted(strings):
            if len(string) >= 3:
                starting.setdefault(string[:3], []).append(string)
        self._starting = {start: tuple(found) for start, found in starting.items()}

    def candidates(self, text: str) -> list[int]:
        """The indexes of the patterns that may match ``text``: every one whose strings are
        not all absent from it (all of them when the text holds a character in
        FOLDS_TO_ASCII, or is longer than LONGEST)."""
        if len(text) > LONGEST or not FOLDS_TO_ASCII.isdisjoint(text):
            return list(range(len(self._needs)))
        lowered = text.lower()
        present = {string for string in self._short if string in lowered}
        present.update(
            string
            for start in _trigrams(lowered) & self._starting.keys()
            for string in self._starting[start]
            if string in lowered
        )
        return [k for k, needed in enumerate(self._needs) if needed is None or not needed.isdisjoint(present)]


@lru_cache(maxsize=64)
def _trigrams(lowered: str) -> frozenset[str]:
    """Every three characters in a row of ``lowered`` (each rule's prescreen reads the same text)."""
    return frozenset(lowered[k : k + 3] for k in range(len(lowered) - 2))


@lru_cache(maxsize=2048)
def _required(pattern: str) -> frozenset[str] | None:
    return required(pattern)
