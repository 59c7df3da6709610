"""Kinds from the lead's walks of session 40 (bench/data/walkthrough_lead40.txt)."""

import pytest


@pytest.mark.parametrize("told, asked", [
    ("my boyfriend callum works in a call centre and we share a flat with his brother", "what does callum do?"),
    ("My boyfriend Callum works in a call centre.", "What does Callum do?"),
    ("my sister aoife works in a call centre in cork", "what does aoife do for work?"),
])
def test_what_someone_named_does_is_not_answered_by_the_persons_own_job(alice, say, told, asked):
    """"what does callum do?" after "hey, i'm jess, i'm a student nurse in glasgow" and "my
    boyfriend callum works in a call centre …" got "You're jess, you're a student nurse in
    glasgow" (the lead's fourth walk): a question naming someone is not one of the person's work."""
    say(alice, "hey, i'm jess, i'm a student nurse in glasgow")
    say(alice, told)
    reply = say(alice, asked).text
    assert "nurse" not in reply
    assert "call centre" in reply
    assert "nurse" in say(alice, "what do i do for a living?").text
