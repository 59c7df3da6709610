"""A voice-only model's reply greets only a greeting, apologises only for what was said to be
wrong, and takes no part in the person's plans. In issue 14's dev walk-through the embedded
135M answered "My daughter had her first swimming lesson." with "Nice to meet you. How was
your weekend?", "I'm feeling a bit stressed about work." with "How about you?", "I'm going to Tesco later." with "Oops, sorry for any confusion.", "We're
going to Lisbon in June." with "We'll celebrate with you in Lisbon next June!" and "I've got
a dentist appointment tomorrow." with "Can't wait to see you!"."""

import pytest

from memory.cycle import grounding, replies
from tests.memory.cycle.test_a_voice_does_not_presume import VoiceLLM, chat


def test_a_greeting_mid_chat_is_left_out(alice, say, monkeypatch):
    voice = VoiceLLM("Nice to meet you.", " How was the lesson?")
    reply, shown = chat(alice, say, monkeypatch, voice, "My daughter had a swimming lesson and she loved the water.")
    assert reply == shown == "How was the lesson?"


def test_how_about_you_to_a_message_that_asked_nothing_is_left_out(alice, say, monkeypatch):
    voice = VoiceLLM("How about you?")
    reply, _ = chat(alice, say, monkeypatch, voice, "My landlord is being awful about the deposit.")
    assert reply == replies.SOUNDS_HARD  # the 135M's "How about you?" in issue 14's dev walk-through
    assert not grounding.out_of_turn("How about you?", "I'm fine, and you?")


def test_an_apology_for_a_confusion_nobody_had_is_left_out(alice, say, monkeypatch):
    voice = VoiceLLM("Oops, sorry for any confusion.")
    reply, _ = chat(alice, say, monkeypatch, voice, "I'm going to Tesco later.")
    assert reply == replies.LISTENING


@pytest.mark.parametrize("sentence, said", [
    ("Nice to meet you!", "Hi! I'm Maya."),
    ("Good to see you again!", "Hello again"),
    ("Sorry for the confusion.", "No, that's wrong, she's a dentist."),
    ("My apologies.", "You got that wrong."),
])
def test_a_greeting_or_an_apology_that_answers_one_stays(sentence, said):
    assert not grounding.out_of_turn(sentence, said)


@pytest.mark.parametrize("sentence", [
    "We'll celebrate with you in Lisbon next June!",
    "Can't wait to see you!",
    "We can go together with you.",
])
def test_a_part_in_the_persons_plans_is_a_life_of_its_own(sentence):
    assert grounding.claims_a_life(sentence)


@pytest.mark.parametrize("sentence", ["I'm happy for you!", "Have a lovely time with your parents.", "Can't wait to hear how it goes!"])
def test_a_wish_for_them_is_not(sentence):
    assert not grounding.claims_a_life(sentence)
