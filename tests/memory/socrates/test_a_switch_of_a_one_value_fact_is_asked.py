"""A switch said without a word of change, read between two statements about one attribute
of the person that holds one value at a time (issue 14): one joined or a new one of the
person's ("I've joined a law firm in Leeds as a paralegal" after "I work at the council in Derby"); and
an attribute the person said had one value only ("I only ever read on paper", "I speak only
French") read as holding one value at a time. Someone else's news, or the same value
again, asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I work at the council in Derby.", "I've joined a law firm in Leeds as a paralegal."),
    ("I only ever read on paper.", "I read everything on a Kindle these days."),
    ("I speak only French.", "I'm fluent in German now after a year in Berlin."),
])
def test_a_switch_of_a_one_value_fact_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_switch_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I speak only French.", "I only ever read on paper."], (
        "My son speaks German now, he picked it up at school.",
        "I'm reading a paperback now, a proper page-turner.",
    ))
