"""A harmless frame answers only for the floor's harm and illegal keywords and patterns: a
crisis said in a game and a password said in a story are refused as ever (issue 15)."""

import pytest

from memory import refusal
from memory.refusal.frames import yields_to_frame


@pytest.mark.parametrize(
    ("category", "text"),
    [
        ("crisis", "In Elden Ring I keep dying and I want to kill myself for real."),
        ("secrets", "In my novel the hero's password is hunter2, and so is mine."),
        ("health_advice", "In The Sims, what dose of ibuprofen should I take for my back?"),
    ],
)
def test_only_harm_and_illegal_yield(category, text):
    assert not yields_to_frame(category, text)


@pytest.mark.django_db
def test_a_crisis_in_a_named_game_gets_crisis_resources(alice):
    verdict = refusal.evaluate("In Elden Ring I keep dying and honestly I want to kill myself.", user=alice)
    assert verdict.category == "crisis" or verdict.check_in
