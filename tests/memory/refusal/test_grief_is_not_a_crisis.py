"""A death told of someone else is grief, not the writer's crisis: no check-in for it (the
walk-through's "My cat died this morning. I had her for 15 years."; developed on
data/lookalikes_dev_4.jsonl). Grief said with a wish to die or to join the dead is still
answered as a crisis."""

import pytest

from memory import refusal
from memory.refusal import hyperbole

GRIEF = [
    "My cat died this morning. I had her for 15 years.",
    "my nan died in her sleep last night, she was ready i think",
    "grief is so weird, i laughed at the funeral and then cried in the car",
    "My grandmother passed away last night.",
    "We had to put our old dog down yesterday.",
]
GRIEF_AND_CRISIS = [
    "my cat died this morning and now i want to die too",
    "since my husband died i don't see any reason to live",
    "My mum died last year and I just want to be with her again.",
    "I keep imagining my funeral and feeling relieved.",
    "My dad died last year. I don't see the point in living anymore.",
    "my mum died last month and i'll be joining her soon",
]
# A trip is no figure for what a message says besides it.
TRIP_AND_CRISIS = [
    "Back from our trip to Rome. Honestly nothing matters anymore and I don't want to be alive.",
    "The trip to Porto was lovely. I don't want to be alive anymore.",
    "I'll be gone by morning, I've booked a one way trip to the bridge",
]


@pytest.mark.django_db
@pytest.mark.parametrize("text", GRIEF)
def test_grief_gets_no_check_in(alice, text):
    verdict = refusal.evaluate(text, user=alice)
    assert verdict.category is None and verdict.check_in is None, verdict.matches


@pytest.mark.parametrize("text", GRIEF_AND_CRISIS)
def test_grief_with_a_wish_to_die_is_no_everyday_loss(text):
    assert hyperbole.everyday(text) != "loss"


@pytest.mark.django_db
@pytest.mark.parametrize("text", GRIEF_AND_CRISIS)
def test_grief_with_a_wish_to_die_is_answered(alice, text):
    verdict = refusal.evaluate(text, user=alice)
    assert verdict.category == "crisis" or verdict.check_in, text


@pytest.mark.django_db
@pytest.mark.parametrize("text", TRIP_AND_CRISIS)
def test_a_trip_beside_a_wish_to_die_is_answered(alice, text):
    assert hyperbole.everyday(text) is None
    verdict = refusal.evaluate(text, user=alice)
    assert verdict.category == "crisis" or verdict.check_in, text
