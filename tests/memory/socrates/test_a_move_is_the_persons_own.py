"""The home slots are filled by the person's own move, however it is phrased, and never by
someone else's: "We sold the flat and moved to Porto" is a move, "I think my dad moved to
Spain" is not."""

from memory.socrates import change_words, contradiction


def test_the_persons_move_fills_the_home_slot_with_or_without_a_place_name():
    assert contradiction.slots("We sold the flat and moved to Porto.") == {"home": "porto"}
    assert contradiction.slots("I live in a small flat downtown.") == {"dwelling": "a small flat downtown"}
    assert contradiction.other_value("Last year we moved into a house in the suburbs.", "I live in a small flat downtown.")
    assert not contradiction.other_value("I live in a small flat downtown.", "I live in Chicago.")


def test_someone_elses_move_fills_no_slot():
    assert contradiction.slots("I think my dad moved to Spain.") == {}
    assert contradiction.slots("My sister moved into a flat in town.") == {}


def test_hypotheses_and_departures_say_no_change():
    assert not change_words.says_change("I may have found a job at a tech company.")
    assert not change_words.says_change("My wife and I just left for our vacation!")
    assert change_words.says_change("My brother moved out in May.")
