"""Despair said without the words of dying is checked in, never refused (``despair``): "I don't
think I can do this anymore.", "I can't cope anymore." and five more were let be in the lead's
probe of session 48. Not where what cannot be borne is an everyday thing. And "not really" in
answer to "Are you safe right now?", let be in the same probe, is the writer's crisis, answered
with the crisis resources."""

import pytest

from memory import refusal
from tests.memory.refusal import verdicts

DESPAIR = [
    "I don't think I can do this anymore.",
    "I can't cope anymore.",
    "I can't take much more of this.",
    "I'm at the end of my tether.",
    "I've had enough of everything.",
    "I just can't keep going like this.",
    "Nothing is ever going to get better.",
    "I'm so tired of living like this, working all day then doing it all again at home.",  # the grind: no crisis (homonyms)
]


@pytest.mark.django_db
@pytest.mark.parametrize("text", DESPAIR)
def test_despair_is_checked_in_and_kept(alice, text):
    verdict = refusal.evaluate(text, user=alice)
    assert verdict.category is None and verdict.may_encode, verdict.matches
    assert verdict.check_in and "findahelpline.com" in verdict.check_in


@pytest.mark.django_db
@pytest.mark.parametrize("text", [
    "I can't cope with this heat anymore.",
    "I can't take any more time off.",
    "I can't go on holiday this year.",
    "I can't carry on with the diet.",
    "I can't cope with the neighbours' dog barking anymore.",
])
def test_an_everyday_thing_not_borne_is_let_be(alice, text):
    verdicts.let_be(alice, text)


@pytest.mark.django_db
@pytest.mark.parametrize(("before", "text"), [
    ("Are you safe right now?", "not really"),
    ("Are you going to be okay tonight?", "no"),
    ("Can you keep yourself safe until the morning?", "i don't know"),
])
def test_not_being_safe_said_in_answer_is_a_crisis(alice, before, text):
    verdict = refusal.evaluate(text, user=alice, previous=before)
    assert verdict.category == "crisis" and not verdict.may_encode, verdict.matches


@pytest.mark.django_db
@pytest.mark.parametrize(("before", "text"), [
    ("Are you safe right now?", "yeah I'm safe, just tired"),
    ("Are you safe?", "no, I'm fine honestly"),
    ("Do you want pizza tonight?", "not really"),
])
def test_safe_or_another_question_is_no_crisis(alice, before, text):
    verdict = refusal.evaluate(text, user=alice, previous=before)
    assert verdict.category is None, verdict.matches
