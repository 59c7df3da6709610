"""A yearly amount without a currency ("I'm on 28,000 a year") is the person's income, and
bedrooms are counted (issue 14): another value is asked about ("my salary went up to 35k",
"The new place has four bedrooms"). Rent, someone else's rooms or the same count again ask
nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I'm on 28,000 a year at the council.", "My salary went up to 35k after the review."),
    ("Our house has two bedrooms.", "The new place has four bedrooms, so much space!"),
])
def test_another_salary_or_count_of_rooms_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_salary_or_rooms_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm on 28,000 a year at the council.", "Our house has two bedrooms."], (
        "Our rent is 1,200 a month, which is steep.",
        "My sister's flat has four bedrooms.",
        "We painted both bedrooms at the weekend.",
    ))
