"""A question for what the person or someone they know said or did is told apart from a
request for advice, an opinion or something new."""

from memory.text import questions


def test_who_is_asked_about():
    assert questions.asks_what_was_said("Where does my brother live?", "alice")
    assert questions.asks_what_was_said("When did Caroline go to the support group?", "Caroline")
    assert questions.asks_what_was_said("Where does Ana live?", "alice")
    assert questions.asks_what_was_said("What am I allergic to?")
    assert questions.asks_what_was_said("Is Sam a nurse too?", "alice")
    assert questions.asks_what_was_said("Does Ana still teach piano?", "alice")
    assert not questions.asks_what_was_said("Is it going to rain?", "alice")
    assert not questions.asks_what_was_said("What time is it?", "alice")
    assert not questions.asks_what_was_said("Should I call my brother?", "alice")
    assert not questions.asks_what_was_said("What do you think of my plan?", "alice")
    assert not questions.asks_what_was_said("I live in Leeds.", "alice")


def test_how_often_asks_what_was_said():
    # It went to the model, whose reply was all left out: "I see. Tell me more?"
    assert questions.asks_what_was_said("How often do I see my mum?", "alice")
    assert not questions.asks_what_was_said("How often should I water a cactus?", "alice")


def test_do_you_know_if_asks_what_was_said():
    # It went to the model: "Why don't you ask a few more questions?"
    assert questions.asks_what_was_said("Do you know if I'm allergic to anything?", "alice")
    assert questions.asks_what_was_said("do you know where my brother lives", "alice")
    assert not questions.asks("Do you know a good restaurant?")


def test_a_request_to_be_reminded_of_what_was_said_asks_it():
    assert questions.asks_what_was_said("Can you remind me what I do on Tuesdays?", "alice")
    assert questions.asks_what_was_said("Could you remind me where my sister lives?", "alice")
    assert not questions.asks_what_was_said("Remind me to call Mum tomorrow.", "alice")
    assert not questions.asks_what_was_said("Could you remind me to water the plants?", "alice")


def test_question_words_as_people_type_them():
    assert questions.asks_what_was_said("whre do i live", "alice")  # went to the model: "My mum works in a hospital."
    assert questions.asks_what_was_said("wat am i studying", "alice")
