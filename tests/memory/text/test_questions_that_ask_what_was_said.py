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
