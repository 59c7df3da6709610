"""Socrates mode 1 on work returned to: the office after working from home, day shifts
after nights, work at all after saying there was none ("Back at the office four days a
week since the twins started school" after "I'm a stay-at-home dad"), said in words that
share nothing with the earlier statement, is asked about in the person's words; someone
else's return, a one-off, a wish or a plan asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I work from home full time.", "Back in the office five days a week now, the hybrid deal ended."),
    ("I work from home full time.", "They've made us all go back to the office five days a week."),
    ("I work nights at the sorting office.", "Back on day shifts now, it's so nice to see the sun again."),
    ("I'm a stay-at-home dad to our twins.", "Back at the office four days a week since the twins started school."),
    ("I'm unemployed at the moment.", "Three weeks into the warehouse job and my feet are killing me."),
])
def test_work_returned_to_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_return_a_one_off_a_wish_or_a_plan_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I work from home full time.", "I'm a stay-at-home dad."], (
        "My wife is back in the office five days a week now.",
        "My husband went back to work last week.",
        "I'd love to go back to work one day.",
        "I'm thinking of going back to work part time next year.",
    ))
