"""A chat fragment describing the person, subject and verb unsaid ("Night porter at a hotel
in Bath.", "Home's a granite terrace near Aberdeen harbour.", "Paediatric nurse, I'm on the
kids' ward at the Royal.") is a claim of how things stand with them, so a later change of
it can be asked about (``subjects.described``). A remark that is no claim about the speaker
(a reaction, a question, a greeting, words to the listener, a fragment naming someone else
of theirs, what happened last week) is not one."""

import pytest

from memory.socrates import claims, roles
from memory.socrates.subjects import of_the_person_now


@pytest.mark.parametrize("text", [
    "Night porter at a hotel in Bath.",
    "Home's a granite terrace near Aberdeen harbour.",
    "Drums in a wedding band called The Night Owls, that's most Saturdays.",
    "Paediatric nurse, I'm on the kids' ward at the Royal.",
    "Insurance claims handler, working from my kitchen table.",
    "Full-time dad at home with our twin boys.",
])
def test_a_fragment_describing_the_person_is_a_claim_of_now(text):
    assert claims(text)
    assert of_the_person_now(text.rstrip("."))


@pytest.mark.parametrize("text", [
    "Nice photo!",
    "Sounds fun",
    "Cool pic of the lake!",
    "Look at that!",
    "Good luck with the exam!",
    "Your dog's a star!",
    "Caroline, how are you?",
    "Believe in yourself!",
    "Great job, Mel!",
    "Thanks for sharing.",
])
def test_a_remark_that_is_no_claim_about_the_speaker_is_none(text):
    assert not claims(text)


@pytest.mark.parametrize("text", [
    "Last week, I went to a gig with my cousin",
    "Dinner at the beach with friends is the best for me",
    "Married in June, best day ever",
    "Back home on leave for two weeks, mum's cooking",
    "Pottery's a great way for me to relax",
    "friends in london pay £1,500 for a room, we're lucky",
    "Woah Joanna, I won the tournament",
])
def test_a_lead_in_someone_else_or_a_remark_is_no_description_of_now(text):
    assert not of_the_person_now(text)


@pytest.mark.parametrize("before, after", [
    ("Night porter at a hotel in Bath.", "I quit the hotel job last month, I'm driving a taxi now."),
    ("Paediatric nurse, I'm on the kids' ward at the Royal.", "I handed in my notice at the Royal last week."),
])
def test_a_change_of_a_fragment_describing_the_person_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


@pytest.mark.parametrize("new, old, changed", [
    ("My first week as a head baker went well.", "Sous chef at an Italian place in Soho", True),
    ("I got promoted to senior nurse last month.", "Paediatric nurse, I'm on the kids' ward at the Royal", True),
    ("My first week as a sous chef went well.", "Sous chef at an Italian place in Soho", False),
    ("My sister's first week as a head baker went well.", "Sous chef at an Italian place in Soho", False),
])
def test_the_role_a_fragment_describes_is_the_persons_job(new, old, changed):
    assert roles.changed(new, old) is changed
