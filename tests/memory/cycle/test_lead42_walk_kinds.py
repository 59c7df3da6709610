"""Kinds found by the lead's walk 11 (a wool-shop owner in Stirling, 2026-11-29), each with
phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.text import phatic


@pytest.mark.parametrize("text", [
    "Off to the knitting circle now, speak soon.", "Off to my pottery class now, chat soon!",
    "Right, I'm off to the allotment now. Catch you later!", "Off to the gym, speak soon.",
])
def test_going_somewhere_now_then_a_farewell_is_a_farewell(text):
    """"Off to the knitting circle now, speak soon." got "Oh, it's a pleasure! What can I do for you?"."""
    assert phatic.kinds(text) == frozenset({phatic.FAREWELL})


@pytest.mark.parametrize("text", [
    "I'm off to the coast tomorrow. Bye!", "I'm off to my mum's for the weekend. Bye!",
    "Off to the knitting circle now.", "We're off to the hospital now for my scan, speak soon.",
])
def test_a_trip_or_going_without_a_farewell_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


def test_the_pipeline_says_goodbye(alice, say):
    say(alice, "Hello, I'm Morag.")
    assert say(alice, "Off to the knitting circle now, speak soon.").text == "Bye for now, Morag — talk soon!"
