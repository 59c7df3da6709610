"""A lesson ahead of someone of theirs is met as their other events are: "Mali's got her
first riding lesson on Saturday." went to the model ("What kind of riding?", the lead's walk
31). A lesson of nothing ("a lesson in humility") is not an event."""

import pytest

from memory.cycle import theirs


@pytest.mark.parametrize("sentence", [
    "Mali's got her first riding lesson on Saturday.",
    "Our Jac has got his first swimming lesson tomorrow.",
    "My daughter has her piano class on Tuesday.",
    "My son's got his driving lesson tonight.",
])
def test_a_lesson_ahead_is_their_event(sentence):
    assert theirs.told_back(sentence) == theirs._THEIR_EVENT


@pytest.mark.parametrize("sentence", [
    "My son has a lesson in humility coming.",
    "My daughter has a class of thirty this year.",
])
def test_a_lesson_of_nothing_is_not(sentence):
    assert theirs.told_back(sentence) != theirs._THEIR_EVENT


def test_said_back_with_whom(alice, say):
    say(alice, "Our daughter Mali is seven and obsessed with horses.")
    reply = say(alice, "Mali's got her first riding lesson on Saturday.").text
    assert reply.startswith("Mali's got her first riding lesson on Saturday — ")
    assert "Mali" in reply.split(" — ", 1)[1]
