"""The refusal gate's pattern layer: keywords and regular expressions, no model.

It is fast enough to run before a message is first written (DESIGN §2), so it decides
what the raw archive may keep: secrets are masked in place, other floor content is
withheld. Patterns come from RefusalRule rows. A pattern may name what it found:

- ``(?P<secret>...)`` masks only that group ("my pin is [withheld: secret]"), not the
  words around it;
- ``(?P<card>...)`` is a payment card number, counted only when its Luhn check digit is
  right (so order and phone numbers are not taken for cards);
- ``(?P<iban>...)`` is a bank account number, counted only when its ISO 13616 check
  passes;
- ``(?P<credential>...)`` hands what it matched to a maintained detector, the regular
  expressions of detect-secrets' plugins (cloud and API key formats, passwords in URLs,
  private keys): it counts only when they recognise a credential in it, and only what
  they recognise is masked (the password of a URL, not its host).

Matching is case-insensitive; typographic apostrophes are read as plain ones. A pattern
runs only over a text that holds one of the strings every match of it needs
(``prescreen``): most messages need none of the floor's 195 scans.

Each rule's expressions share a time budget per text (``rule_deadline``:
HIPPOCAMPUS_RULE_TIME_BUDGET_MS per 10,000 characters), enforced by the ``regex`` engine's
timeout, so no expression can hang a turn. An expression that runs out of time counts as a
match, and as a secret spanning the whole text: the gate fails closed, never open, and the
log names the expression (never the text).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from functools import cached_property, lru_cache

import regex
from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.plugins.base import RegexBasedDetector

from memory.models.safety import time_budget
from memory.refusal.prescreen import Prescreen

logger = logging.getLogger(__name__)

MASK = "[withheld: secret]"
_FLAGS = re.IGNORECASE
# One-for-one replacements, so match positions stay valid in the original text.
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})


def _luhn_valid(digits: str) -> bool:
    digits = [int(d) for d in re.sub(r"\D", "", digits)]
    if not 13 <= len(digits) <= 19:
        return False
    total = 0
    for position, digit in enumerate(reversed(digits)):
        if position % 2:
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return total % 10 == 0


def _iban_valid(candidate: str) -> bool:
    compact = re.sub(r"\s", "", candidate).upper()
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in rearranged)) % 97 == 1


_VALIDATORS = {"card": _luhn_valid, "iban": _iban_valid}
# detect-secrets detectors that find something other than a credential.
_NOT_CREDENTIALS = {"IPPublicDetector"}


@lru_cache(maxsize=1)
def _maintained_detectors() -> tuple[re.Pattern, ...]:
    """The regular expressions of detect-secrets' regex plugins, as the installed version
    ships them (no network, no settings file: the plugins' own class attributes)."""
    return tuple(
        expression
        for detector in get_mapping_from_secret_type_to_class().values()
        if issubclass(detector, RegexBasedDetector) and detector.__name__ not in _NOT_CREDENTIALS
        for expression in detector.denylist
    )


def detected_credentials(text: str) -> list[tuple[int, int]]:
    """Where detect-secrets' detectors find a credential in ``text``: the part a detector
    captures when it captures one of 4+ characters (a URL's password), else its match."""
    spans = []
    for expression in _maintained_detectors():
        for match in expression.finditer(text):
            group = next((g for g in range(expression.groups, 0, -1) if len(match.group(g) or "") >= 4), None)
            spans.append(match.span(group) if group else match.span())
    return spans


@lru_cache(maxsize=2048)
def compile_pattern(pattern: str) -> regex.Pattern | None:
    """Compile one rule pattern (the ``regex`` engine, for its timeouts); a pattern that
    does not compile is skipped and logged."""
    try:
        return regex.compile(pattern, regex.IGNORECASE)
    except regex.error as error:
        logger.warning("refusal pattern %r ignored: %s", pattern, error)
        return None


_OUT_OF_TIME = object()


def rule_deadline(text: str) -> float:
    """When (time.monotonic) one rule must be done with ``text``."""
    return time.monotonic() + time_budget() * max(1.0, len(text) / 10_000)


def _matches(compiled: regex.Pattern | None, text: str, deadline: float):
    """The matches of ``compiled`` in ``text``, or ``_OUT_OF_TIME`` once the deadline passes."""
    if compiled is None:
        return []
    try:
        return list(compiled.finditer(text, timeout=max(deadline - time.monotonic(), 0.0001)))
    except TimeoutError:
        logger.warning("refusal pattern %r ran out of its rule's time budget; counted as a match", compiled.pattern[:120])
        return _OUT_OF_TIME


@lru_cache(maxsize=512)
def compile_keywords(keywords: tuple[str, ...]) -> re.Pattern | None:
    """One expression for a rule's keywords: whole words, any run of spaces between them."""
    phrases = [r"\s+".join(map(re.escape, keyword.split())) for keyword in keywords if keyword.strip()]
    if not phrases:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(phrases) + r")(?!\w)", _FLAGS)


def _plain(text: str) -> str:
    return text.translate(_APOSTROPHES)


def _spans(match: re.Match) -> list[tuple[int, int]]:
    """What a match masks: its named part (``secret``, ``card``, ``iban``) or the credentials
    found in its ``credential`` part, else all of it; nothing when a check fails."""
    found = match.groupdict()
    for name, check in _VALIDATORS.items():
        if found.get(name) is not None and not check(found[name]):
            return []
    if found.get("credential") is not None:
        offset = match.start("credential")
        return [(offset + start, offset + end) for start, end in detected_credentials(found["credential"])]
    for name in ("secret", "card", "iban"):
        if found.get(name) is not None:
            return [match.span(name)]
    return [match.span()]


@dataclass(frozen=True)
class LexicalRule:
    """The pattern-layer view of one RefusalRule row."""

    keywords: tuple[str, ...]
    patterns: tuple[str, ...]

    @cached_property
    def _keywords(self) -> re.Pattern | None:
        return compile_keywords(self.keywords)

    @cached_property
    def _compiled(self) -> list[regex.Pattern | None]:
        """The rule's patterns compiled (once a process, ``compile_pattern``): before its
        deadline starts, which bounds matching a text, not compiling a rule (the crisis
        floor's patterns take ~0.2 s to compile, a text's match a few ms)."""
        return [compile_pattern(pattern) for pattern in self.patterns]

    @cached_property
    def _prescreen(self) -> Prescreen:
        return Prescreen(self.patterns)

    def _candidates(self, text: str) -> list[regex.Pattern | None]:
        """The compiled patterns that may match ``text``: a pattern without a word it needs
        is not run (``prescreen``)."""
        compiled = self._compiled
        return [compiled[k] for k in self._prescreen.candidates(text)]

    def hit(self, text: str) -> str | None:
        """"keyword" or "pattern" when the rule fires on ``text``, else None."""
        text = _plain(text)
        if self._keywords is not None and self._keywords.search(text):
            return "keyword"
        compiled = self._candidates(text)
        deadline = rule_deadline(text)
        for pattern in compiled:
            matches = _matches(pattern, text, deadline)
            if matches is _OUT_OF_TIME or any(_spans(match) for match in matches):
                return "pattern"
        return None

    def secret_spans(self, text: str) -> list[tuple[int, int]]:
        """Where the secrets this rule knows how to find lie in ``text``."""
        text = _plain(text)
        spans = []
        if self._keywords is not None:
            spans += [match.span() for match in self._keywords.finditer(text)]
        compiled = self._candidates(text)
        deadline = rule_deadline(text)
        for pattern in compiled:
            matches = _matches(pattern, text, deadline)
            if matches is _OUT_OF_TIME:
                return [(0, len(text))]
            spans += [span for match in matches for span in _spans(match)]
        return spans


def mask(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with every span replaced by the mask; overlapping spans merge."""
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    for start, end in reversed(merged):
        text = text[:start] + MASK + text[end:]
    return text
