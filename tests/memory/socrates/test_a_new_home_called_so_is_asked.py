"""A home the person calls their new one ("Our new bungalow has a proper garden for the
dog", "Still unpacking in my new place") replaces the home they said they live in, though
it names no place; and a place named "New ..." is a place ("Settling into life in New
Zealand, the rent here is wild" after "I live in Glasgow") (issue 14): asked about in the
person's words. A new sofa or neighbours, someone else's new house, a place looked at, a
home already said to be new, or the New Year ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("We live in a terrace in Leeds.", "Our new bungalow has a proper garden for the dog."),
    ("I rent a room in Hackney.", "Still unpacking in my new place, the kitchen is tiny."),
    ("I live in Glasgow.", "Settling into life in New Zealand, the rent here is wild."),
])
def test_a_new_home_called_so_or_a_new_place_named_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_new_thing_of_the_home_or_someone_elses_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["We live in a terrace in Leeds.", "I live in Glasgow."], (
        "Our new sofa arrived and it's enormous.",
        "My sister's new house has a proper garden.",
        "Our new neighbours brought round a cake.",
        "Looking at a new place in York, fingers crossed.",
        "Happy New Year from all of us here!",
    ))


def test_a_home_said_new_before_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["We live in a new-build flat in Leeds."], ("Love our new flat, the light is amazing.",))
