"""A fall of their own is met as a part of them hurt: "I fell over on the way home from work
last week, still got the bruise." went to the model ("Lemon-lime it, that's quite a scene. How
was your day?", the lead's walk, session 46). A fall for someone, in love, asleep or behind is
no fall; a fall from something deadly is the gate's."""

import pytest

from memory.cycle import worn_down

FALLS = [
    "I fell over on the way home from work last week, still got the bruise.",
    "I fell over.",
    "I slipped on the ice outside the shop.",
    "Had a fall in the garden yesterday.",
    "Tripped over the dog this morning.",
]
NO_FALL = [
    "I fell in love with a lad from work.",
    "I fell for it, what an idiot.",
    "I fell asleep on the sofa.",
    "I fell behind with the rent.",
    "I fell off the bridge.",
]


@pytest.mark.parametrize("text", FALLS)
def test_a_fall_is_met_with_sympathy(text):
    assert worn_down.worn_down(text, 0) in worn_down._OUCH


@pytest.mark.parametrize("text", NO_FALL)
def test_no_fall_is_not(text):
    assert worn_down.worn_down(text, 0) is None


def test_in_the_pipeline(alice, say):
    reply = say(alice, "I fell over on the way home from work last week, still got the bruise.").text
    assert reply in worn_down._OUCH
