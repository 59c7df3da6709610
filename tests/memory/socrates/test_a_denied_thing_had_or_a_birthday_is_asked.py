"""Socrates mode 1 on a thing the person said they never have, had as their own ("The
tattoo on my wrist is still healing" after "I don't have any tattoos"; "Had my first glass
of wine at my cousin's wedding" after "I don't drink at all"), and on an age said by a
birthday ("Thirty today" after "I'm 29"): asked about in the person's words; someone
else's, the denial said again, an age still to come or someone else's birthday asks
nothing. And a step of what the person is after ends nothing ("I'm wrapping up the
business plan and looking for investors", asked of "I'm putting in a lot of work on my
business" on LoCoMo's dev turns)."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I don't have any tattoos, needles terrify me.", "The tattoo on my wrist is still healing, I'm obsessed with it."),
    ("I don't drink at all, never liked it.",
     "Had my first glass of wine at my cousin's wedding, and I've been enjoying a glass with dinner since."),
    ("I'm 29.", "Thirty today, where did my twenties go"),
    ("I'm 34 and starting to feel it.", "Thirty-five today, pass the cake."),
])
def test_a_denied_thing_had_or_a_birthday_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words,
                                                                        before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_the_same_again_or_what_is_to_come_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I don't have any tattoos.", "I don't drink at all.", "I'm 29."], (
        "My sister's tattoo on her wrist is still healing.",
        "My husband had a glass of wine at the wedding.",
        "I don't drink at all, not even at weddings.",
        "Turning 30 next month, eek.",
        "Celebrated my sister's 31st birthday on Friday.",
    ))


def test_a_step_of_what_the_person_is_after_ends_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm putting in a lot of work on my business even with the obstacles."], (
        "I'm wrapping up the business plan and looking for investors.",
    ))
