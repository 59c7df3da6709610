"""Questions about the assistant itself are told apart from questions about the person,
requests for help and small talk."""

import pytest

from memory.text import about_the_assistant


@pytest.mark.parametrize("text, kind", [
    ("Are you a real person?", about_the_assistant.IDENTITY),
    ("are u a bot", about_the_assistant.IDENTITY),
    ("Who are you?", about_the_assistant.IDENTITY),
    ("Am I talking to a human?", about_the_assistant.IDENTITY),
    ("what can you do", about_the_assistant.ABILITIES),
    ("What can you help me with?", about_the_assistant.ABILITIES),
    ("How does this work?", about_the_assistant.ABILITIES),
    ("What's your name?", about_the_assistant.NAME),
    ("Do you have any hobbies?", about_the_assistant.LIFE),
    ("Do you have any brothers or sisters?", about_the_assistant.LIFE),
    ("Are you married?", about_the_assistant.LIFE),
    ("Where do you live?", about_the_assistant.LIFE),
    ("how old are u", about_the_assistant.LIFE),
    ("So what do you do for fun?", about_the_assistant.LIFE),
])
def test_a_question_about_the_assistant_is_recognised(text, kind):
    assert about_the_assistant.asked(text) == kind


@pytest.mark.parametrize("text", [
    "What can you do about my noisy neighbour?",
    "Are you free tomorrow?",
    "What do you think of my plan?",
    "Can you remind me what I do on Tuesdays?",
    "Who are your favourite bands?",
    "How does it work with the bus pass?",
    "Do you have any idea where I put my keys?",
    "Do you have a minute?",
    "Where do you think I should live?",
])
def test_other_questions_are_not(text):
    assert about_the_assistant.asked(text) is None


@pytest.mark.parametrize("text, kind", [
    ("How are you today?", about_the_assistant.WELLBEING),
    ("Hi, how are you?", about_the_assistant.WELLBEING),
    ("how's it going", about_the_assistant.WELLBEING),
    ("Do you like music?", about_the_assistant.TASTES),
    ("What's your favourite film?", about_the_assistant.TASTES),
    ("Do you ever get lonely?", about_the_assistant.TASTES),
])
def test_how_it_is_and_what_it_likes_are_asked_of_the_assistant(text, kind):
    assert about_the_assistant.asked(text) == kind  # "How are you today?" got "That's lovely!" from the 135M


@pytest.mark.parametrize("text", [
    "How are you finding the new job?",  # of something of the person's
    "Do you like my new haircut?",
    "Do you get what I mean?",
    "Do you feel like going out?",
    "How are things with my sister, do you remember?",
])
def test_questions_of_the_persons_things_are_not_of_its_tastes(text):
    assert about_the_assistant.asked(text) is None
