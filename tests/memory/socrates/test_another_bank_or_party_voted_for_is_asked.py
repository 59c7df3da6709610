"""A bank and a party voted for are held one at a time (``data/held.json``): another said
as the person's now ("Moved all our savings to Nationwide" after "We bank with HSBC";
"Voted Lib Dem this time, first time ever" after "I'm a lifelong Conservative voter") is
asked about in the person's words (issue 14). Someone else's bank or vote, the same one
again, or "labour" that is no party ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("We bank with HSBC.", "Moved all our savings to Nationwide, the rates are better."),
    ("I'm a lifelong Conservative voter.", "Voted Lib Dem this time, first time ever."),
])
def test_another_bank_or_party_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_the_same_or_no_party_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["We bank with HSBC.", "I'm a lifelong Conservative voter."], (
        "My sister banks with Monzo and loves it.",
        "Our new HSBC cards arrived today.",
        "My wife went into labour last night, it's a girl!",
        "My husband voted Green this time.",
        "Voted Conservative again, same as always.",
    ))
