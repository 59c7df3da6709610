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
