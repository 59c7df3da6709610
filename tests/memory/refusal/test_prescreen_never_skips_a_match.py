"""A rule's pattern runs only over a text holding one of the strings every match of it
needs (memory.refusal.prescreen): the prescreen may skip a scan only where the scan would
find nothing, so the floor decides exactly as it did when every pattern ran."""

import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest
import regex
from hypothesis import HealthCheck, given, settings, strategies as st

from memory.models import RefusalRule, RuleLayer
from memory.refusal import patterns as lexical
from memory.refusal.prescreen import FOLDS_TO_ASCII, Prescreen, required

DATA = Path(lexical.__file__).parent / "data"


def _dev_texts() -> list[str]:
    texts = []
    for path in sorted(DATA.glob("*dev*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                texts += [row["text"], *([row["previous"]] if row.get("previous") else [])]
    return texts


@pytest.fixture
def floor(db):
    """Each floor rule's patterns and exemplars, as the migrations left them."""
    return list(RefusalRule.objects.filter(layer=RuleLayer.FLOOR).values_list("category", "patterns", "exemplars"))


def _matching(compiled: list, text: str) -> set[int]:
    return {k for k, pattern in enumerate(compiled) if pattern is not None and pattern.search(text)}


def test_every_pattern_that_matches_a_dev_text_or_an_exemplar_is_run_on_it(floor):
    matched = set()
    for category, found, exemplars in floor:
        screen, compiled = Prescreen(tuple(found)), [lexical.compile_pattern(p) for p in found]
        rule = lexical.LexicalRule((), tuple(found))
        for text in [*_dev_texts(), *exemplars]:
            for variant in (text, text.upper()):
                hits = _matching(compiled, lexical._plain(variant))
                assert hits <= set(screen.candidates(lexical._plain(variant))), (category, [found[k][:80] for k in hits], variant)
                matched |= {(category, k) for k in hits}
            if category != "secrets":  # no named part to check (a card's Luhn digit): any match fires
                assert (rule.hit(text) == "pattern") == bool(_matching(compiled, lexical._plain(text))), (category, text)
    # Not vacuous: most of the floor's patterns match some of these texts.
    assert len(matched) >= 120, len(matched)


def test_an_ordinary_message_runs_almost_none_of_the_floor(floor):
    ran = sum(len(Prescreen(tuple(found)).candidates("We went hiking on Saturday and the view was amazing!"))
              for _, found, _ in floor)
    assert ran <= 10 < 150 < sum(len(found) for _, found, _ in floor)  # 5 secret patterns need no word: always run


@lru_cache(maxsize=8)
def _screened(found: tuple[str, ...]) -> tuple[Prescreen, list, list[str]]:
    """A rule's prescreen, compiled patterns and the strings its prescreen looks for."""
    pieces = sorted({piece for pattern in found for piece in (required(pattern) or ())})
    return Prescreen(found), [lexical.compile_pattern(p) for p in found], pieces


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_texts_from_the_floors_own_words(floor, data):
    """Texts pieced together from the strings the prescreen looks for, in any case, with
    words and punctuation between: any pattern they match is among those run."""
    for category, found, _ in floor:
        screen, compiled, pieces = _screened(tuple(found))
        words = st.sampled_from([*pieces, " ", "my", "i", "'", "’", ".", "\n", "a", "to", "the", "myself", "not"])
        text = "".join(data.draw(st.lists(words, min_size=1, max_size=14), label=category))
        text = lexical._plain(data.draw(st.sampled_from([text, text.upper(), text.swapcase()])))
        assert _matching(compiled, text) <= set(screen.candidates(text)), (category, text)


def test_strings_every_match_needs():
    assert required(r"\bsu[iu]?c[iu]?d(?:e|al)\b") >= {"sucide", "suicide", "suicidal"}
    assert required(r"\bi (?:want|need) to die\b") == frozenset({"i want to die", "i need to die"})
    assert required(r"\b(?:kill|hurt)\w*\s+myself\b") in (frozenset({"myself"}), frozenset({"kill", "hurt"}))
    assert required(r"\w+") is None  # nothing literal: always run
    assert required(r"(?:foo){e<=1}") is None  # regex's fuzzy matching: Python's parser reads it as letters
    assert required(r"[[:alpha:]]+ing") is None  # a POSIX class Python's parser reads as letters
    assert required(r"\p{L}+") is None  # syntax Python's parser does not know


def test_a_letter_that_folds_to_ascii_runs_every_pattern():
    rule = lexical.LexicalRule((), (r"\bsuicide\b",))
    assert rule.hit("thinking about \u017fuicide") == "pattern"  # long s: matches "s" case-insensitively
    assert Prescreen((r"\bsuicide\b",)).candidates("thinking about \u017fuicide") == [0]
    assert Prescreen((r"\bsuicide\b",)).candidates("thinking about the weekend") == []


def test_a_text_past_the_longest_runs_every_pattern():
    screen = Prescreen((r"\bsuicide\b", r"\bpassword\b"))
    assert screen.candidates("the weekend " * 2000) == [0, 1]
    assert screen.candidates("the weekend") == []


def test_the_characters_that_fold_to_ascii_are_all_known():
    ascii_class = regex.compile(r"[\x00-\x7f]", regex.IGNORECASE)
    folding = {chr(code) for code in range(128, sys.maxunicode + 1) if ascii_class.fullmatch(chr(code))}
    assert folding == FOLDS_TO_ASCII
