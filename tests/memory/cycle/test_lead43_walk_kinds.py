"""Kinds found by the lead's walks 13 (a hairdresser in Perth) and 14 (a bus driver in Cardiff,
2026-11-29), each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import rituals
from memory.text import mishaps


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


@pytest.mark.parametrize("text, name, bus", [
    ("Hiya, I'm Gethin, I drive the number 61 bus in Cardiff.", "Gethin", "driving the number 61 bus?"),
    ("I'm Bev, I drive the X5 bus.", "Bev", "driving the X5 bus?"),
])
def test_a_bus_by_its_route_number_is_work_driven(text, name, bus):
    """The walk's first line got "I see. Tell me more?": a bus by its number was no vehicle."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {name}! ") and reply.endswith(bus)


def test_a_distance_driven_is_no_work():
    assert "how long have you been driving" not in (rituals.told("I drive 40 miles to work.") or "")


@pytest.mark.parametrize("text, said", [
    ("My wife Sian works nights at the Heath hospital as a midwife.", "Your wife Sian works nights at the Heath hospital as a midwife — "),
    ("My brother works in Leeds for the council.", "Your brother works in Leeds for the council — "),
    ("My wife works at St Thomas' hospital.", "Your wife works at St Thomas' hospital — "),
])
def test_where_and_as_what_one_of_theirs_works_is_said_back(text, said):
    """"My wife Sian works nights at the Heath hospital as a midwife." got "How did you have the chance to see her?":
    a place and a post together were not read, and a hospital by its name was read as bad news."""
    assert rituals.told(text).startswith(said)


def test_one_of_theirs_in_hospital_by_its_name_is_not_their_work():
    assert "enjoy it" not in (rituals.told("My wife is at the Heath hospital, they think it's her appendix.") or "")


@pytest.mark.parametrize("text", ["Sian's mam is coming to stay for Christmas.", "My mam is coming to stay for Christmas."])
def test_a_mam_is_a_mum(text):
    """"Sian's mam is coming to stay for Christmas." got "What's the best way to celebrate them?"."""
    assert "mam is coming to stay for Christmas — " in rituals.told(text)


@pytest.mark.parametrize("text, said", [
    ("Had a letter from the dentist, I need a filling.", "You had a letter from the dentist, you need a filling — "),
    ("I've got to have a tooth out next week.", "You've got to have a tooth out next week — "),
    ("Got a letter from the optician, I need reading glasses.", "You got a letter from the optician, you need reading glasses — "),
])
def test_care_to_come_is_said_back_and_asked_when(alice, say, text, said):
    """"Had a letter from the dentist, I need a filling." got "Dentistry is a delicate and rewarding profession. What kind
    of dentist do you work with?"."""
    reply = say(alice, text).text
    assert reply.startswith(said) and ("booked in" in reply or "When is it" in reply)


@pytest.mark.parametrize("text", ["I need a filling in my kitchen wall.", "We need new glasses for the party.", "I need a new car."])
def test_what_is_no_care_to_come_is_not_met_as_it(text):
    assert "booked in" not in (rituals.told(text) or "") and "When is it" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text", [
    "Some lad was sick all over the top deck tonight, had to take the bus out of service.",
    "The dog threw up on the carpet again.", "A passenger was sick on my bus, so I had to take it out of service.",
])
def test_a_mess_someone_else_made_is_a_mishap(text):
    """The walk's line got "That was a bit of a story. What did you do to help clean it up?"."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", ["I was sick all over the bathroom floor.", "I'm sick of the top deck being cold."])
def test_ones_own_sickness_is_no_mishap(text):
    assert not mishaps.told_of(text)
