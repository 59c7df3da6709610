"""An end said as a stretch of time without the thing, with no "I" ("Three weeks without a
cigarette", "Not a single energy drink since March"), is the person's own news and a claim
(issue 14): asked about against "I'm a pack-a-day smoker". Someone else's sober weeks or a
sky without a cloud ask nothing."""

import pytest

from memory.socrates.own_words import claims


@pytest.mark.parametrize("before, after", [
    ("I'm a pack-a-day smoker.", "Three weeks without a cigarette today."),
    ("I drink a lot of energy drinks.", "Not a single energy drink since March, water only."),
])
def test_an_end_said_as_a_stretch_without_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    assert claims(after) == [after]
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_stretch_without_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm a pack-a-day smoker.", "I drink a lot of energy drinks."], (
        "My brother is three weeks sober, so proud of him.",
        "Not a single cloud in the sky today.",
    ))
