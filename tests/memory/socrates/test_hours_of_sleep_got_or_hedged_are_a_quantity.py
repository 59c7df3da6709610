"""Hours got, of nothing named, are a night's sleep ("Getting a proper seven hours these
days"), and an amount hedged ("two hours a night if that", "four hours if I'm lucky") is
still how things stand, not a condition of what might be: another number of hours is asked
about (issue 14). Hours of something named ("three hours of marking"), someone else's
hours, or the same amount hedged again ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I sleep about five hours a night, always have.", "Getting a proper seven hours these days, the new mattress did it."),
    ("I'm an insomniac, two hours a night if that.", "Getting a good six hours now the neighbours have moved out."),
])
def test_hours_got_or_an_amount_hedged_are_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_hours_of_a_thing_named_someone_elses_or_the_same_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I sleep about five hours a night, always have."], (
        "I got three hours of marking done before lunch.",
        "My husband gets a solid eight hours, lucky him.",
        "Five hours a night again this week, if that.",
    ))
