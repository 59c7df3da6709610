"""The weather told as small talk is met by the pipeline with a voice-only model: said back,
a word of fellow feeling, a question of the person (never a forecast). The embedded 135M left
"The weather's been miserable all week." with nothing kept (talk23's fifth walk-through).
"It" that need not be the weather ("It's so awful.") is not read as it."""

import pytest

from memory.cycle import weather


@pytest.mark.parametrize("text, said, wordings", [
    ("The weather's been grim this week.", "The weather's been grim this week — ", weather._GREY_DAYS),
    ("It's been pouring all morning.", "It's been pouring all morning — ", weather._GREY_DAYS),
    ("It's gorgeous outside today!", "It's gorgeous outside today — ", weather._FINE_DAYS),
])
def test_the_weather_is_said_back_with_a_question_of_them(alice, say, text, said, wordings):
    reply = say(alice, text).text
    assert reply == weather.acknowledgement(text) and reply.startswith(said)
    assert {weather.acknowledgement(text, s) for s in (0, 1)} == {w.format(said=said[:-3]) for w in wordings}


@pytest.mark.parametrize("text", [
    "It's so awful.",  # "it" may be anything
    "It was great.",
    "The weather's been miserable all week and my dog died.",  # says more
    "Is it raining?",
])
def test_a_look_alike_is_not_the_weather(text):
    assert weather.acknowledgement(text) is None
