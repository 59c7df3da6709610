"""An end said as a last day, a thing never to be done again or a thing traded in ("My
last day at the Co-op was Friday", "no squash for me ever again", "Traded the Panda in for
an estate") is asked about against the statement that names it (issue 14); "my last day"
is the person's own, not someone else's. Someone else's last day or trade asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I work at the Co-op in town.", "My last day at the Co-op was Friday, it feels strange."),
    ("I play squash every Tuesday.", "Hurt my back badly, so no squash for me ever again."),
    ("I drive a little Fiat Panda.", "Traded the Panda in for an estate car."),
])
def test_a_last_day_or_a_thing_traded_in_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_last_day_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I work at the Co-op in town.", "I drive a little Fiat Panda."], (
        "My sister's last day at the Co-op was Friday.",
        "My neighbour traded his Panda in for a Tesla.",
    ))
