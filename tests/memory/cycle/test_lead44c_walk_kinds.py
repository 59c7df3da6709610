"""Kinds found by the lead's walk 23 (a sheep farmer near Bodmin, 2026-11-30, held apart from every fix of the session
before it: 0 / 4 / 8 on first read), each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import farming, mishaps, rituals, texting
from memory.text import phatic


@pytest.mark.parametrize("text, reply", [
    ("Alright my lover, I'm Dave, I farm sheep near Bodmin.", "Nice to meet you, Dave! "),
    ("Ey up me duck, I'm Sue, I'm a dinner lady in Derby.", "Nice to meet you, Sue! "),
])
def test_a_hello_to_whom_then_a_name_is_an_introduction(text, reply):
    """"Alright my lover, I'm Dave, …" got "Beautiful." (the model)."""
    assert rituals.introduced_then(text).startswith(reply)


@pytest.mark.parametrize("text, said", [
    ("Lambing's started, I've been up every night this week.", "Lambing's started, you've been up every night this week — "),
    ("Calving is in full swing.", "Calving is in full swing — "),
    ("Lost two lambs in the snow last night, gutted.", "You lost two lambs in the snow last night — "),
    ("Vet's coming out tomorrow to look at a lame ewe.", "Vet's coming out tomorrow to look at a lame ewe — "),
])
def test_the_farms_year_its_losses_and_the_vet_are_met(text, said):
    """"Lambing's started, …" got "What type of lamb do you have?", "Lost two lambs in the snow last night, gutted." got "Lying
    on the snow was a lifesaving relief." (the model)."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "gutted" not in reply


@pytest.mark.parametrize("text", ["Lost my keys again.", "We lost the match.", "Harvest festival at church on Sunday."])
def test_what_is_no_farm_news_is_left_alone(text):
    assert farming.acknowledgement(text) is None


def test_one_of_theirs_with_the_work_they_share_on_a_farm():
    reply = rituals.told("The missus Sandra does the books and the farm shop.")
    assert reply.startswith("The missus Sandra does the books and the farm shop — ") and "Sandra" in reply.split("—")[1]


@pytest.mark.parametrize("text, name", [
    ("Our Jack's got into agricultural college, proper job!", "Jack"), ("My son got into Oxford!", "your son"),
])
def test_news_of_one_of_theirs_said_with_s_got_is_congratulated_to_them(text, name):
    """"Our Jack's got into agricultural college, proper job!" got "I'm glad you enjoyed my blog." (the model): "'s got" read as
    having ("We've got a hamster")."""
    assert f"congratulations to {name}" in rituals.congratulations(texting.plain(text))


def test_what_they_have_got_is_still_no_news():
    assert rituals.congratulations("We've got a hamster.") is None


@pytest.mark.parametrize("text, said", [
    ("The quad bike's packed up again, I'll sort it dreckly.", "The quad bike's packed up again — "),
    ("The boiler's broken again, I'll have a look at it tomorrow.", "The boiler's broken again — "),
    # the clean-clone walk after the session's fixes: it went to the model ("If you'd like me to help you with something else …")
    ("The car's broken again, I'll get a man in to look at it.", "The car's broken again — "),
])
def test_a_mishap_they_will_mend_themselves_is_not_asked_if_it_is_sorted(text, said):
    """"The quad bike's packed up again, I'll sort it dreckly." got "What's your plan?" (the model)."""
    reply = mishaps.acknowledgement(texting.plain(text))
    assert reply.startswith(said) and "sorted" not in reply


def test_a_meal_praised_in_the_west_countrys_word_is_met_as_a_meal():
    reply = rituals.told("Had a pasty for lunch, ansum it was.")
    assert reply.startswith("You had a pasty for lunch") and "How was it" not in reply


@pytest.mark.parametrize("text, said", [
    ("Me and Sandra are off to the Royal Cornwall Show in June.", "You and Sandra are off to the Royal Cornwall Show in June — "),
])
def test_me_and_someone_named_is_the_person_with_them(text, said):
    """"Me and Sandra are off to …" got "how exciting for them! Are you going too?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "for them" not in reply


def test_the_missus_answers_a_question_for_the_wife(alice, say):
    """"What's my wife called?" got "I don't know — you haven't told me that yet." after "The missus Sandra does the books …"."""
    say(alice, "The missus Sandra does the books and the farm shop.")
    assert "Sandra" in say(alice, "What's my wife called?").text


def test_cheers_after_leaving_to_do_something_is_a_farewell():
    """"Right, I'm off to check the ewes, cheers." got "You're welcome!" (the model) and no goodbye."""
    assert "farewell" in phatic.kinds("Right, I'm off to check the ewes, cheers.")
