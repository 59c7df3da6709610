"""A change of what a thing of the person's is called, of which of a kind is their
favourite said either way round, or of the kind of person they are, is a change of one
value (``contradiction.SLOTS``): set 11 held three, none asked. Someone else's, or the same
name again, is not."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("My camper van is called Bluebell.", "We renamed the camper van Stardust last month."),
    ("Autumn is my favourite season.", "Spring is my favourite season now, I can't stand the dark evenings."),
    ("I'm a morning person, always have been.", "Night shifts have turned me into a proper night person."),
])
def test_another_name_favourite_or_kind_of_person_is_surfaced(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_the_same_name_or_someone_elses_kind_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["My camper van is called Bluebell.", "I'm a morning person, always have been."],
                 ["Took Bluebell down to the coast for the weekend.",
                  "My brother has become a real night person since he started gaming.",
                  "This is my favourite song."])
