"""Kinds found by the lead's walk 13 (a hairdresser in Perth, 2026-11-29), each with phrasings
beside the walk's own and look-alikes that must not change."""

import pytest


@pytest.mark.parametrize("text, said, worry", [
    ("The salon was dead quiet today, barely any bookings.", "The salon was dead quiet today — ", True),
    ("Our cafe has been really slow this month.", "Our cafe has been really slow this month — ", True),
    ("The bakery was busy today.", "The bakery was busy today — ", False),
])
def test_how_trade_went_at_their_place_of_business_is_met(alice, say, text, said, worry):
    """"The salon was dead quiet today, barely any bookings." got "That's a beautiful thing!" (the
    model): only "the shop" and "the business" were read as where one trades."""
    reply = say(alice, text).text
    assert reply.startswith(said) and (("worry" in reply or "hard" in reply) if worry else ("great" in reply or "good" in reply))


@pytest.mark.parametrize("text", ["The salon I go to is dead posh.", "The bakery on the corner sells great scones."])
def test_a_place_of_business_said_otherwise_is_not_met_as_trade(alice, say, text):
    assert " — that's hard" not in say(alice, text).text


@pytest.mark.parametrize("question", ["How old are the dogs?", "how old are the dogs", "What are the dogs called?"])
def test_their_pets_asked_of_with_the_are_said_back(alice, say, question):
    """"How old are the dogs?" after "We've got two dogs, Bonnie and Clyde, they're four." went to the
    model, which said "The dogs are 12 years old, yes!"."""
    say(alice, "We've got two dogs, Bonnie and Clyde, they're four.")
    assert say(alice, question).text == "You've got two dogs, Bonnie and Clyde, they're four (you told me earlier today)."


def test_a_pet_never_told_of_is_not_made_up(alice, say):
    say(alice, "We've got two dogs, Bonnie and Clyde, they're four.")
    assert say(alice, "How old is the cat?").text == "I don't know — you haven't told me that yet."
