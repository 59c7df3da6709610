"""Caught in the rain is weather, met with fellow feeling and said back in the person's
words: "Had a right soaking on my round today, it didn't stop raining." went to the model
("That's a bit harsh. You could say, \"I'm afraid of the dark.\"", the lead's walk 31), and
"Got soaked on my round today." was met as a mishap ("what a pain. Is it sorted now?"). A
soak in the bath or a sprinkler at the park is no rain."""

import pytest

from memory.cycle import weather

SOAKED = {
    "Had a right soaking on my round today, it didn't stop raining.":
        "You had a right soaking on your round today, it didn't stop raining — ",
    "Got soaked on my round today.": "You got soaked on your round today — ",
    "I got caught in the rain walking the dog.": "You got caught in the rain walking the dog — ",
    "I got caught in the rain on the way home from work.": "You got caught in the rain on the way home from work — ",
    "I'm soaked through.": "You're soaked through — ",
}


@pytest.mark.parametrize("text, opening", SOAKED.items())
def test_a_soaking_is_said_back_with_fellow_feeling(text, opening):
    for shift in (0, 1):
        reply = weather.acknowledgement(text, shift)
        assert reply is not None and reply.startswith(opening), reply
        assert reply.endswith(("Have you dried off now?", "Warm and dry now, I hope?"))


@pytest.mark.parametrize("text", [
    "I had a good soaking in the bath.",
    "Got soaked by the sprinkler at the park lol",
    "We got soaked in the water fight at the fete.",
    "Got soaked waiting for the bus, and my phone died.",
])
def test_a_soak_that_is_no_rain_or_says_more_is_not_met_so(text):
    reply = weather.acknowledgement(text, 0)
    assert reply is None or "dried off" not in reply and "Warm and dry" not in reply


def test_in_the_pipeline(alice, say):
    reply = say(alice, "Had a right soaking on my round today, it didn't stop raining.").text
    assert reply.startswith("You had a right soaking on your round today")
