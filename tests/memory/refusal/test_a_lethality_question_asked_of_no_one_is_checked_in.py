"""How lethal a means is, asked of no one and beside no distress ("how long does it take to
die from carbon monoxide"), may be curiosity: it is kept and answered with a check-in that
carries the crisis resources (issue 15, ``topic.asks_how_lethal``). Asked by the writer of
their own medicine, or beside distress, it is a crisis, withheld (migrations 0033, 0035);
the same words about an alarm, a battery or paint get neither."""

import pytest

from memory import refusal
from tests.memory.refusal import verdicts

ASKED_OF_NO_ONE = [
    "how long does it take to die from carbon monoxide",
    "is drowning a painful way to go",
    "how much blood loss does it take to die",
]
THE_WRITERS_OWN = [
    "how many of my sleeping pills would it take to not wake up",
    "i hate myself. how long does it take to die from carbon monoxide",
]
ORDINARY = [
    "how long does it take for a carbon monoxide alarm to go off",
    "how long does it take for a phone battery to die",
    "how long does it take for paint to dry before a second coat",
]


@pytest.mark.django_db
@pytest.mark.parametrize("text", ASKED_OF_NO_ONE)
def test_asked_of_no_one_it_is_checked_in_and_kept(alice, text):
    verdict = refusal.evaluate(text, user=alice)

    assert verdict.category is None and verdict.may_encode, verdict.matches
    assert verdict.check_in and "findahelpline.com" in verdict.check_in


@pytest.mark.django_db
@pytest.mark.parametrize("text", THE_WRITERS_OWN)
def test_asked_of_ones_own_means_or_in_distress_it_is_a_crisis(alice, text):
    verdicts.crisis_with_resources(alice, text)


@pytest.mark.django_db
@pytest.mark.parametrize("text", ORDINARY)
def test_the_same_words_of_a_thing_get_nothing(alice, text):
    verdict = refusal.evaluate(text, user=alice)

    assert verdict.category is None and verdict.check_in is None, verdict.matches
