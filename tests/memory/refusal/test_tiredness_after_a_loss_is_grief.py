"""A reply that only says the writer is tired, after they told of someone's death, is grief's
tiredness and is read alone: no check-in ("I'm so tired today." after the death of a
grandmother, a walk-through). Tiredness of everything, or after talk of not wanting to live,
is still read in the light of the message before."""

import pytest

from memory import refusal
from memory.refusal import hyperbole

LOSS = "My grandmother passed away yesterday. I'm still in shock."


@pytest.mark.parametrize("reply", ["I'm so tired today.", "so exhausted today", "feeling really drained"])
def test_tiredness_after_a_loss_gets_no_check_in(db, reply):
    verdict = refusal.evaluate(reply, previous=LOSS)
    assert verdict.category is None and verdict.check_in is None, verdict.matches


@pytest.mark.parametrize(
    ("reply", "previous"),
    [
        ("I'm so tired of everything.", LOSS),
        ("I'm so tired today.", "I don't see any reason to keep living anymore"),
        ("so tired. i want to be with her", LOSS),
    ],
)
def test_more_than_tiredness_or_no_loss_before_is_read_in_context(reply, previous):
    assert not hyperbole.tired_after_a_loss(reply, previous)


def test_tiredness_after_ideation_is_still_checked_in(db):
    assert refusal.evaluate("I'm so tired today.", previous="I don't see any reason to keep living anymore").check_in
