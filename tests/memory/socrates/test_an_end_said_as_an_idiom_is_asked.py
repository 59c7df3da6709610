"""An end said as an idiom ("the council let me go", "Bristol is history", "the old flat's
behind us") changes the earlier statement it is about, like "quit" or "sold"."""

import pytest

from memory import socrates


@pytest.mark.parametrize("before, after", [
    ("I work at the council library.", "The library let me go in March."),
    ("I'm a cashier at Aldi.", "started at the post office on monday, aldi is history"),
])
def test_an_end_said_as_an_idiom_is_surfaced(alice, say, said_long_ago, before, after):
    said_long_ago(alice, before)
    reply = say(alice, after)
    assert f'you said "{before.rstrip(".")}"' in reply.text and reply.text.endswith(socrates.SURFACED)
