"""A personal memory answers "What am I allergic to?" from what the person told it: a
question for their own record is not a request for medical advice. Asking what to do,
what would help, what something means, or for a diagnosis still is."""

import pytest

pytestmark = pytest.mark.django_db

from memory import refusal
from memory.cycle import said_back


@pytest.mark.parametrize(
    "question",
    ["What am I allergic to?", "What medication am I on?", "Do I have any allergies?", "When is my next blood test?"],
)
def test_a_question_for_what_the_person_told_us_passes(question):
    assert refusal.evaluate(question).category is None


@pytest.mark.parametrize(
    "question",
    [
        "Should I take ibuprofen for my headache?",
        "How much ibuprofen can I take?",
        "What does my blood test result mean?",
        "Do I have diabetes?",
        "Is my rash serious?",
        "What dose am I on?",  # the health rule's keyword decides
        "I have a fever and a cough. What medication am I on?",
    ],
)
def test_advice_and_diagnosis_are_still_refused(question):
    assert refusal.evaluate(question).category == "health_advice"


def test_the_pipeline_says_back_what_it_was_told(alice, say):
    say(alice, "I'm allergic to peanuts and shellfish.")
    reply = say(alice, "What am I allergic to?").text
    assert reply == "You're allergic to peanuts and shellfish (you told me earlier today)."
    assert said_back.SAID_BACK.search(reply)
    assert say(alice, "Do I have any allergies?").text == reply  # "allergies" and "allergic" are one word
