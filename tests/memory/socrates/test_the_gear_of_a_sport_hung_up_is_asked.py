"""The gear of a sport put away for good ("Hung up my gloves last spring", "I've hung up
the whistle") ends the sport the person said they play, though the idiom sounds of nothing
the earlier statement says (issue 14): asked about in the person's words. A coat hung up,
gloves hung up to dry, or someone else's gloves ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I box twice a week at the gym on Mill Road.", "Hung up my gloves last spring, my knees had had enough."),
    ("I referee youth football on Sundays.", "I've hung up the whistle, twenty years was plenty."),
])
def test_the_gear_of_a_sport_hung_up_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_coat_gear_left_to_dry_or_someone_elses_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I box twice a week at the gym on Mill Road."], (
        "Hung up my coat and put the kettle on after the session.",
        "Hung up my gloves to dry after a hard session.",
        "My brother hung up his gloves last spring.",
    ))
