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


@pytest.mark.parametrize(
    "told",
    [
        "My blood pressure has been high this week, doctor has changed the tablets.",  # talk24: the health redirect
        "I take tablets for my blood pressure.",
        "I'm on statins now.",
        "My mum has just been diagnosed with diabetes.",
        "Had my flu jab this afternoon, arm's a bit sore.",  # lead42's walk: refused, not kept
        "I had my flu jab at the chemist yesterday.",
        "Got my covid booster today, feeling a bit rough.",
        "Just had my booster, all done.",
        "My hay fever is awful this week.",
    ],
)
def test_health_told_in_a_sentence_or_two_is_kept_not_refused(told):
    """A memory keeps what the person tells of their health: "What medication am I on?" is
    answered from it. Told, it asks for no advice."""
    verdict = refusal.evaluate(told)
    assert verdict.category is None and verdict.may_encode


@pytest.mark.parametrize(
    "told",
    [
        "I have chest pain and my left arm is numb.",  # what a doctor should see now
        "My son has a fever and a rash, he's on tablets.",
        "I take tablets for my blood pressure, should I stop them?",  # asks
        "Had my flu jab and now my arm is swollen and hot, is that normal?",
        "Got my covid booster and now I've got a fever.",
        "Should I take ibuprofen for my flu jab arm?",
        "Had my jab yesterday and I'm dizzy and being sick.",
    ],
)
def test_symptoms_or_a_question_told_with_it_are_still_advice(told):
    assert refusal.evaluate(told).category == "health_advice"


def test_what_was_told_of_ones_medication_answers(alice, say):
    say(alice, "I take tablets for my blood pressure.")
    assert say(alice, "What medication am I on?").text == "You take tablets for your blood pressure (you told me earlier today)."
