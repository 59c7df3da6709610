"""Kinds found by the lead's browser walk of session 47 (a year 3 teacher in Sheffield whose husband is a
paramedic, with twin boys), 2026-11-30, each with phrasings beside the walk's own and look-alikes that must not
change."""

import pytest

from memory.cycle import answers, rituals, theirs
from memory.text import world


@pytest.mark.parametrize("text, name", [
    ("My husband Omar is a paramedic, he works crazy shifts.", "Omar"),  # "How long has Oma been doing that?"
    ("My brother Peter is a chef.", "Peter"),  # "Does Pet enjoy it?"
])
def test_a_name_that_begins_with_a_word_for_family_is_said_whole(text, name):
    """"Oma" (a grandmother in other tongues) and "pet" are words for someone of theirs: the name was cut at them."""
    assert f" {name} " in rituals.told(text)


def test_their_sisters_are_still_theirs():
    assert rituals.told("My sisters are coming for tea on Sunday.").startswith("Your sisters are coming for tea on Sunday")


@pytest.mark.parametrize("text, reply", [
    ("Omar's just been promoted to team leader!", "That's great news — congratulations to Omar!"),  # cheered as the person's
    ("My husband has just been promoted!", "That's great news — congratulations to your husband!"),
])
def test_someone_elses_promotion_is_congratulated_to_them(text, reply):
    assert rituals.congratulations(text) == reply


def test_their_own_promotion_in_few_words_is_cheered():
    """"I've just been promoted!" was too short to be informative and went to the model."""
    assert rituals.congratulations("I've just been promoted!") in rituals.CHEERS


def test_what_their_husband_does_comes_with_his_promotion_since(alice, say):
    say(alice, "My husband Omar is a paramedic, he works crazy shifts.")
    say(alice, "Omar's just been promoted to team leader!")
    assert say(alice, "What does my husband do?").text == (
        "Your husband Omar is a paramedic, he works crazy shifts (you told me earlier today). "
        "Since then: Omar's just been promoted to team leader (you told me earlier today).")


@pytest.mark.parametrize("text, wordings, whom", [
    ("The boys have a swimming lesson on Saturday morning.", theirs._THEIR_EVENTS, "the boys"),  # the model: "How did they plan to play?"
    ("They have a football match on Sunday.", theirs._THEIR_EVENTS, "they"),
    ("My parents have an appointment at the bank on Friday.", theirs._THEY_FACED_SEVERAL, "your parents"),
    ("Zayn has a swimming lesson on Saturday morning.", theirs._THEIR_EVENT, "Zayn"),
    ("My mum has her hip operation on Tuesday.", theirs._THEY_FACED, "your mum"),
])
def test_what_several_of_theirs_face_is_met_in_the_plural(text, wordings, whom):
    assert theirs.told_back(text) == wordings
    them = "them" if whom == "they" else whom
    assert rituals.told(text).endswith(tuple(wording.split("{said}")[1].format(whom=whom, them=them) for wording in wordings))


def test_a_bit_stressed_without_its_a_or_its_i_is_met():
    """"Bit stressed about parents' evening tomorrow tbh." got "Mom's day is always full of challenges.\""""
    assert rituals.told("Bit stressed about parents' evening tomorrow tbh.").startswith(
        "You're a bit stressed about parents' evening tomorrow — ")


@pytest.mark.parametrize("text, helped", [
    ("What should I say to a parent whose kid keeps biting others?", True),  # the model: "What's your plan for the next day?"
    ("What should I say to the landlord about the mould?", True),
    ("What should I say to my mum?", False),  # someone of theirs: it may be hard, and the model may listen
])
def test_what_to_say_to_someone_not_theirs_is_a_how_to(text, helped):
    assert world.asks_for_help(text) is helped


def test_what_to_say_is_answered_as_a_how_to(alice, say):
    assert say(alice, "What should I say to a parent whose kid keeps biting others?").text == answers.ONLY_A_CHAT
