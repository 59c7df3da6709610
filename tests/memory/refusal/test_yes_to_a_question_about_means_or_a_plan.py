"""A short answer that says yes to a question about a means or a plan is judged with that
question (issue 15, data/crisis_dev_3.jsonl): "yes, every night." after "do you still check
the rope you hid?" says what "I still check the rope I hid every night" says, and the floor
withholds it with the crisis resources. Yes to an ordinary question in the same words, no
to the crisis question, the same answer with no question before it, and yes to a question
whose floor words are said of a topic or of someone else are not refused."""

import pytest

from memory import refusal
from memory.refusal.classifier import affirms
from memory.refusal.replies import INTERNATIONAL

AFFIRMED_CRISES = [
    ("yes, every night.", "do you still check the rope you hid?"),
    ("every single day", "are you still thinking about ending your life?"),
    ("maybe. i don't know", "i'm worried about you, are you going to hurt yourself tonight?"),
    ("yes. i nearly did it this time", "did you go to the bridge again?"),
    ("yeah", "Have you been having thoughts of ending your life?"),
]
ORDINARY = [
    ("yes, every night.", "do you still check the weather before your runs?"),
    ("yes, every time.", "do you still check the climbing rope before each session?"),
    ("no", "do you still check the rope you hid?"),
    ("yes, every night.", None),
    ("yes, the view at sunset is amazing", "did you go to the bridge again?"),
    ("yes", "Do you know the warning signs of suicide?"),
    ("yes", "Is your brother still self-harming?"),
    ("yes please", "Do you want me to give you the number of a suicide hotline?"),
    ("yes lol", "Did you overdose on chocolate again?"),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "previous"), AFFIRMED_CRISES)
def test_yes_to_a_means_or_a_plan_is_a_crisis_with_resources(alice, text, previous):
    verdict = refusal.evaluate(text, user=alice, previous=previous)

    assert verdict.category == "crisis" and not verdict.may_encode, verdict.matches
    assert INTERNATIONAL in verdict.reply


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "previous"), ORDINARY)
def test_its_ordinary_twin_is_not_refused(alice, text, previous):
    verdict = refusal.evaluate(text, user=alice, previous=previous)

    assert verdict.category is None and verdict.may_encode, verdict.matches


def test_every_night_every_single_day_or_most_nights_answers_yes():
    assert affirms("every single day") and affirms("Every night, yes") and affirms("most nights")
    assert not affirms("not every night")
