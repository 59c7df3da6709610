"""A distance in any unit ("100 kilometres a week", then "20k a week") and hours of sleep
said without "a night" in a statement of sleep ("I sleep nine hours, no alarm") are
quantities of the person's (issue 14), so is an amount said after a clause of theirs
("Work stress is wrecking me, maybe five hours a night"): another value is asked about. Someone else's
distance, an amount of money in "k", or the same hours again ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I cycle about 100 kilometres a week.", "I'm down to 20k a week since the baby came."),
    ("I sleep nine hours, no alarm.", "I get five hours a night at most, the twins see to that."),
    ("I sleep nine hours, no alarm.", "Work stress is wrecking me, maybe five hours a night."),
])
def test_another_distance_or_nights_sleep_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_distance_or_sleep_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I cycle about 100 kilometres a week.", "I sleep nine hours, no alarm."], (
        "My husband runs 50k a week, he's training for a marathon.",
        "I'm on 5k a month after the raise.",
        "Slept nine hours again last night, bliss.",
        "My brother's been so ill, maybe five hours a night.",
    ))
