"""An end said as an idiom ("the council let me go", "Bristol is history", "the old flat's
behind us") changes the earlier statement it is about, like "quit" or "sold"."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I work at the council library.", "The library let me go in March."),
    ("I'm a cashier at Aldi.", "started at the post office on monday, aldi is history"),
])
def test_an_end_said_as_an_idiom_is_surfaced(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])
