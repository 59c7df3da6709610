"""The hours the person keeps, late or early, said by a label or by the hour ("I'm asleep
by 10 every night now" after "I'm a night owl, I go to bed around 3am"; "Up at 6 every
morning these days" after "rarely asleep before 2am"): the other hours kept now as a
habit are asked about in the person's words (issue 14, ``hours``). A morning that
happened once, someone else's hours, a morning still to come, or the same hours again ask
nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I'm a night owl, I go to bed around 3am.", "I'm asleep by 10 every night now, the new job starts at 7."),
    ("I'm a night owl, rarely asleep before 2am.", "Up at 6 every morning these days for the school run."),
    ("I'm a morning person, up at 5 every day.", "I've become such a night owl, haven't seen a sunrise in months."),
])
def test_the_other_hours_kept_now_are_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_morning_once_someone_elses_to_come_or_the_same_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm a night owl, rarely asleep before 2am."], (
        "Was up at 5 this morning with the baby, shattered.",
        "My husband is up at 5 every day for work.",
        "Up at 5 tomorrow for the flight, ugh.",
        "Still a night owl, asleep around 3am most nights.",
    ))
