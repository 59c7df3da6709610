"""A sentence that says several things of the speaker, read one thing at a time."""

import pytest

from memory.text import extraction


@pytest.mark.parametrize("sentence, clauses", [
    ("I'm Ines, I work as a pharmacist in Porto and I have a greyhound called Luna.",
     ["I'm Ines", "I work as a pharmacist in Porto", "I have a greyhound called Luna."]),
    ("Me and my sister went to Rome, and I loved it.", ["Me and my sister went to Rome", "I loved it."]),
    ("My partner Sam and I adopted a dog called Biscuit.", ["My partner Sam and I adopted a dog called Biscuit."]),
    ("My brother Tom lives in Glasgow and plays the cello.", ["My brother Tom lives in Glasgow and plays the cello."]),
    ("I live in Lisbon with my two cats.", ["I live in Lisbon with my two cats."]),
])
def test_each_thing_said_of_oneself_is_a_clause(sentence, clauses):
    assert extraction.own_clauses(sentence) == clauses
