"""News after a turn of topic ("On a brighter note …", "In other news …") is met as the news
itself, with a voice-only model, and said back without the turn: "On a brighter note my
sister Ciara just got engaged!" got "Congratulations! You must be thrilled." (as if the
person's own) and was said back "On a brighter note your sister Ciara just got engaged"
(talk23's sixth walk-through). A hard day said in two words and what made it so is met with
sympathy, and nothing of what made it so is said back."""

import pytest

from memory.cycle import moods, rituals


@pytest.mark.parametrize("text, reply", [
    ("In other news, my brother Tom just passed his driving test!", "That's great news — congratulations to your brother Tom!"),
    ("My cousin Ana finally got engaged!", "That's great news — congratulations to your cousin Ana!"),  # not "… Ana finally!"
])
def test_someone_elses_news_after_a_turn_is_theirs(alice, say, text, reply):
    assert say(alice, text).text == reply


def test_a_plain_statement_after_a_turn_is_acknowledged(alice, say):
    reply = say(alice, "On a happier note, my sister Ana lives in Porto.").text
    assert reply == rituals.told("my sister Ana lives in Porto.") and "Porto" in reply and "note" not in reply


@pytest.mark.parametrize("text, how", [
    ("Tough shift, a patient of mine died.", "tough shift"),
    ("Awful day: the car broke down twice.", "awful day"),
])
def test_a_hard_day_and_what_made_it_so(alice, say, text, how):
    reply = say(alice, text).text
    assert reply == moods.hard_day(text) and how in reply and "died" not in reply and "car" not in reply


@pytest.mark.parametrize("text", [
    "Long day, but we won the contract!",  # turned
    "Bad day. I want to end it all.",  # the gate's and the model's
    "Rough day?",
])
def test_a_look_alike_of_a_hard_day(text):
    assert moods.hard_day(text) is None
