"""Kinds found by the lead's walk 11 (a wool-shop owner in Stirling, 2026-11-29), each with
phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import mishaps
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


@pytest.mark.parametrize("text, said", [
    ("The boiler packed in last night so we had cold showers this morning.", "The boiler packed in last night"),
    ("The car broke down on the A9 so I was two hours late.", "The car broke down on the A9"),
    ("The power went off at teatime, so we ate by candlelight.", "The power went off at teatime"),
])
def test_a_mishap_then_what_it_led_to_is_met_and_said_back(text, said):
    """"The boiler packed in last night so we had cold showers this morning." got "The boiler's been
    packed in so far, but we've got a load of cold showers planned for next week."."""
    reply = mishaps.acknowledgement(text)
    assert reply.startswith(f"{said} — ") and ("nuisance" in reply or "pain" in reply)


@pytest.mark.parametrize("text", [
    "We had friends over so the house is a mess.", "I got a new job so we are moving.",
    "The boiler packed in last night so we had cold showers, and then the dog was sick.",
])
def test_what_is_no_mishap_or_says_more_is_left_alone(text):
    assert mishaps.acknowledgement(text) is None
