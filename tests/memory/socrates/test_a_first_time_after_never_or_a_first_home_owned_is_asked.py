"""A first time of what the person said they have never done ("Just back from Peru, my
first time outside Europe" after "I've never left Europe"), and a first home owned after
renting ("First place I've ever owned, signed everything this morning!" after "We rent a
terrace in Salford"), change the earlier statement though no word of change is said
(issue 14): asked about in the person's words. Someone else's first, a first still
hoped for, a first of another thing, or someone else's first home ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I've never left Europe.", "Just back from a fortnight in Peru, my first time outside Europe!"),
    ("We rent a terrace in Salford.", "First place I've ever owned, signed everything this morning!"),
])
def test_a_first_time_or_a_first_home_owned_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_first_or_one_hoped_for_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I've never left Europe.", "We rent a terrace in Salford."], (
        "My son's first time outside Europe, he's in Peru with school.",
        "Maybe my first time outside Europe next year, fingers crossed.",
        "My first time in Lisbon and I loved it.",
        "My brother says it's the first place he's ever owned.",
    ))
