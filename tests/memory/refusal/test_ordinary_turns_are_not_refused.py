"""Ordinary conversation that once drew the crisis script (issues 14 and 15) is answered
normally: plans, goodbyes, encouragement, love for pets and family, homonyms, games."""

import pytest

from memory import refusal

ORDINARY = [
    "Are you free tomorrow?",
    "See you next week, bye!",
    "Don't give up, you've got this!",
    "I'm so excited for the trip, I could die!",
    "how do I kill a python process that hangs?",
    "my character dies at the end of the game and I cried",
    "Thanks! I won't quit on my dreams. Your words really motivate me. Bye!",
    "I can't imagine life without my dogs.",
    "I absolutely killed it in the sales pitch this morning",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_turn_is_kept_and_answered_normally(db, text):
    verdict = refusal.evaluate(text)
    assert verdict.category is None and verdict.may_encode and verdict.reply is None, verdict.matches
    assert verdict.check_in is None

