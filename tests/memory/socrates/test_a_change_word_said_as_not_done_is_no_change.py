"""A change verb said as not done ("I've never left Europe", "we didn't move") says no
change of anything: in the conversation bench "I've never left Europe." was
acknowledged as a change of "I don't drink alcohol at all." ("Noted — I'll remember that
this has changed."), an end read from "left". The same verbs said as done still are."""

from memory import socrates


def test_a_change_verb_said_as_not_done_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I don't drink alcohol at all.", "I work at the bank on Queen Street.", "I smoke about ten a day."], (
        "I've never left Europe.",
        "We didn't move in the end, the flat fell through.",
    ))


def test_the_same_verb_said_as_done_is_still_a_change(alice, say, said_long_ago):
    said_long_ago(alice, "I work at the bank on Queen Street.")
    assert say(alice, "I quit the bank last month.").text.endswith(socrates.SURFACED)
