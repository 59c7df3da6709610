"""The home's tenure the other way ("First place I've ever owned" after "We rent a terrace
in Salford") is read of the person's statements however far apart the two sound: a claim
of owning is compared with those nearest a statement of renting, and the other way round
(issue 14, ``values.from_afar``). Someone else's home owned, or the same tenure again, is
no change."""

import pytest

from memory.socrates import values


@pytest.mark.parametrize("new, old", [
    ("First place I've ever owned, signed everything this morning!", "We rent a terrace in Salford."),
    ("Our landlord put the rent up again.", "We own our semi outright, no mortgage."),
])
def test_the_other_tenure_is_read_from_afar(new, old):
    assert values.from_afar(new, old)
    assert values.prototype(new) == values.TENURES[values.tenure(new)]


@pytest.mark.parametrize("new, old", [
    ("My brother says it's the first place he's ever owned.", "We rent a terrace in Salford."),
    ("We're renting a bigger terrace now.", "We rent a terrace in Salford."),
])
def test_someone_elses_or_the_same_tenure_is_not(new, old):
    assert not values.from_afar(new, old)
