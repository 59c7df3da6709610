"""The gear of a sport put away for good ("Hung up my gloves last spring", "I've hung up
the whistle") ends the sport the person said they play, and sight corrected ("Had laser eye
surgery in May, binned the contacts") ends the glasses or lenses they said they wear,
though the idiom or the operation sounds of nothing the earlier statement says (issue 14,
``put_away``): asked about in the person's words. A coat hung up, gloves hung up to dry,
someone else's gloves or operation, or an operation thought about ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I box twice a week at the gym on Mill Road.", "Hung up my gloves last spring, my knees had had enough."),
    ("I referee youth football on Sundays.", "I've hung up the whistle, twenty years was plenty."),
    ("I wear contact lenses every day.", "Had laser eye surgery in May, binned the contacts."),
    ("I'm really short-sighted, I need my glasses for everything.",
     "Got my eyes lasered last month, I can read the clock from bed!"),
])
def test_gear_hung_up_or_sight_corrected_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_coat_gear_left_to_dry_or_someone_elses_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I box twice a week at the gym on Mill Road."], (
        "Hung up my coat and put the kettle on after the session.",
        "Hung up my gloves to dry after a hard session.",
        "My brother hung up his gloves last spring.",
    ))


def test_someone_elses_operation_or_one_thought_about_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I wear contact lenses every day."], (
        "My mum had laser eye surgery in May.",
        "Thinking about laser eye surgery next year.",
    ))
