"""An end said as an idiom ("the council let me go", "Bristol is history", "the old flat's
behind us", a habit not kept for months, a first in years, a loan paid off, hair cut all
off) changes the earlier statement it is about, like "quit" or "sold"; said of someone
else, it changes nothing of the person's."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I work at the council library.", "The library let me go in March."),
    ("I'm a cashier at Aldi.", "started at the post office on monday, aldi is history"),
    ("I go to the gym every morning before work.", "I haven't been to the gym in months, lost all my motivation."),
    ("I've got a car loan with my bank.", "We paid off the car loan in May, feels great."),
    ("I've voted Conservative all my life.", "Voted Lib Dem for the first time ever this year."),
    ("My hair is long and curly, past my shoulders.", "Got it all cut off at the salon, it's a short bob now."),
])
def test_an_end_said_as_an_idiom_is_surfaced(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_an_idiom_of_an_end_said_of_someone_else_is_not_asked(alice, asks_nothing):
    asks_nothing(alice, ["I go to the gym every morning before work."],
                 ["My sister hasn't been to the gym in months, she lost all her motivation."])
