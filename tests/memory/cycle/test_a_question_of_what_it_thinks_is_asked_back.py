"""A question of what the assistant thinks is asked back by the pipeline with a voice-only
model: it has no views and no facts of the world to weigh, so it says so and turns the
question to the person, naming what they asked about as they said it. The embedded 135M
answered "What do you think about big weddings?" with "That's a great choice!" (a
walk-through). A request put as "Do you think you could …", a recall quiz and a question
about the assistant itself are not read as one."""

import pytest

from memory.cycle import opinions


@pytest.mark.parametrize("text, topic", [
    ("What do you think about camping holidays?", "camping holidays"),
    ("What do you think of my sister's new boyfriend?", "your sister's new boyfriend"),
    ("So what's your take on working from home?", "working from home"),
    ("How do you feel about tattoos?", "tattoos"),
])
def test_an_opinion_asked_is_turned_back_on_its_topic(alice, say, text, topic):
    reply = say(alice, text).text
    assert reply == opinions.asked_back(text) and f"{topic}?" in reply
    assert "opinion" in reply or "views" in reply  # it says it has none, and claims none
    assert {opinions.asked_back(text, 0), opinions.asked_back(text, 1)} == {w.format(topic=topic) for w in opinions._THINK_ABOUT}


@pytest.mark.parametrize("text, wordings", [
    ("Do you think he'll ever change?", opinions._CANNOT_KNOW),
    ("Don't you reckon it's a bit early for Christmas adverts?", opinions._CANNOT_KNOW),
    ("What do you think I should do?", opinions._YOURS_TO_CHOOSE),
    ("Do you think I should ring her tonight?", opinions._YOURS_TO_CHOOSE),
    ("What would you do in my shoes?", opinions._YOURS_TO_CHOOSE),
])
def test_a_yes_or_no_or_a_choice_is_left_with_the_person(alice, say, text, wordings):
    reply = say(alice, text).text
    assert reply in wordings and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "Do you think you could remind me what my brother does?",  # a request
    "What do you think my daughter is called?",  # a recall quiz
    "What do you think about me?",
    "What do you think?",
    "I think about it a lot.",
    "Do you like jazz?",  # what it likes: about_the_assistant's
])
def test_a_look_alike_is_not_asked_back(text):
    assert opinions.asked_back(text) is None


def test_what_do_you_reckon_then_a_choice_is_left_with_them():
    # talk23's third walk-through: "A second opinion is always a good idea." from the 135M
    assert opinions.asked_back("What do you think, should I sell the car?") in opinions._YOURS_TO_CHOOSE
    assert opinions.asked_back("What do you think, is it going to rain?") is None


def test_an_opinion_asked_as_people_text_it():
    assert "what do you think about moving abroad?" in opinions.asked_back("what do u think about moving abroad?", 1).lower() + (
        opinions.asked_back("what do u think about moving abroad?", 0).lower())
