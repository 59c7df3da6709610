"""A place the person is back in for good ("Back in Porto for good, the rent is half"
after "I live in Lisbon") is their home again: the statement is a claim though its subject
is unsaid, and another place than the one they said they live in is asked about in their
words (issue 14). Back home where they said they live, a stay for the weekend, or someone
else back somewhere ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I live in Lisbon.", "Back in Porto for good, the rent is half."),
    ("I'm living in Berlin for now.", "Back home in Cork for good, Berlin was a lovely chapter."),
])
def test_a_place_returned_to_for_good_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_home_again_a_stay_or_someone_elses_return_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I live in Lisbon."], (
        "Back in Lisbon after a week in Rome, so tired.",
        "Back in Paris for the weekend with my sister.",
        "My brother is back in Porto for good.",
    ))
