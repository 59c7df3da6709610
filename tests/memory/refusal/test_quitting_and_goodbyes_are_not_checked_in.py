"""Quitting or leaving an ordinary thing is no ideation, and a message that only takes leave
is a ritual: "I'm thinking about quitting the clinic" (crisis 0.44) and "Goodbye" (0.36 on
its own) got the crisis check-in in a terminal walk-through. Quitting life, the people who
hold one or what keeps one alive is still answered; so is a goodbye after a crisis, and a
figure answers only for its own sentence."""

import pytest

from memory import refusal
from memory.refusal import hyperbole

ORDINARY = [
    "I'm thinking about quitting the clinic.",
    "I'm thinking about quitting smoking.",
    "I'm thinking about leaving my husband.",
    "Goodbye",
    "goodbye",
    "Goodbye, see you tomorrow",
]
STILL_ANSWERED = [
    ("I want to quit everything.", None),
    ("I'm leaving this world.", None),
    ("I want to stop my heart.", None),
    ("I'm quitting my job. I don't want to live anymore.", None),  # the figure is one sentence of two
    ("Goodbye", "I have the pills ready and I'm going to take them all."),
    ("bye", "I can't do this anymore."),
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_quitting_and_goodbyes_get_no_check_in(db, text):
    verdict = refusal.evaluate(text, previous="We have a cat called Biscuit.")
    assert verdict.check_in is None and verdict.category is None
    verdict = refusal.evaluate(text)
    assert verdict.check_in is None and verdict.category is None


@pytest.mark.parametrize("text, previous", STILL_ANSWERED)
def test_quitting_life_and_goodbyes_after_a_crisis_are_answered(db, text, previous):
    verdict = refusal.evaluate(text, previous=previous)
    assert verdict.check_in or verdict.category == "crisis"


def test_what_is_quit_names_the_figure():
    assert hyperbole.everyday("I'm thinking about quitting the clinic.") == "quitting"
    assert hyperbole.everyday("We gave up sugar for Lent.") == "quitting"
    assert hyperbole.everyday("I'm thinking about leaving my notes for my family.") is None
    assert hyperbole.everyday("I want to stop eating.") is None
    assert hyperbole.unfigured("I'm quitting my job. I don't want to live anymore.") == "I don't want to live anymore."
