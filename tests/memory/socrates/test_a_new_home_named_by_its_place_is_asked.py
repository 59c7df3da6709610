"""Socrates mode 1 on a new home said by the place itself, its streets, rents or weather,
with no word of change ("Edinburgh rents are brutal but I love being near the sea here"
after "I live in Glasgow"): asked about in the person's words; a visit, someone else's
word on a place, a plan, or the same place again asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I live in Glasgow, in the West End.", "Edinburgh rents are brutal but I love being near the sea here."),
    ("I live in Glasgow, in the West End.", "Still getting lost on the Edinburgh trams, three weeks in."),
    ("I live in Sydney.", "The snow here in Toronto is already knee-deep."),
    ("I live in Cardiff with my two flatmates.", "The move to Bristol went smoothly, the boxes are nearly all unpacked."),
])
def test_a_new_home_named_by_its_place_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words,
                                                                      before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_visit_someone_elses_word_a_plan_or_the_same_place_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I live in Glasgow, in the West End."], (
        "Spent the weekend in Edinburgh, the castle was amazing.",
        "My sister says Edinburgh rents are brutal.",
        "Paris rents are crazy, my friend pays a fortune.",
        "We're planning a trip to Rome next spring.",
        "The weather here in Glasgow is grim today.",
    ))
