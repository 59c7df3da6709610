"""The kinds the walk-throughs with the embedded 135M found the pipeline not meeting (session
40, helper talk26, after the lead's walk of a midwife from Derry), each met with a voice-only
model on sentences that are not the walks' own, with look-alikes left alone."""

import pytest

from memory.cycle import happenings, moods, rituals
from memory.text import phatic


@pytest.mark.parametrize("text, inside", [
    ("Three home visits and a birth today, my feet are done in.", "your feet are done in"),
    ("Four deliveries before lunch, my back's killing me.", "your back's killing you"),
    ("I did six haircuts and two colours today, my back's in bits.", "your back's in bits"),
    ("Two weddings and a christening this weekend, my legs are like jelly.", "your legs are like jelly"),
])
def test_an_ache_after_a_days_load_is_met_with_sympathy(text, inside):
    """"Three home visits and a birth today, my feet are done in." got "That's lovely. How are you?"."""
    replies = [happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)]
    assert all(reply and f"no wonder {inside}" in reply.lower() and reply.endswith("?") for reply in replies)
    assert not any("lovely" in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "Two funerals this week, my feet are done in.",  # bad news counted is not a day's load
    "Two kids and a dog, my feet are done in.",  # a count with no day
    "Three home visits and a birth today.",  # no ache after it
])
def test_a_count_without_a_day_or_an_ache_or_with_bad_news_is_not_a_worn_out_day(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or "no wonder" not in reply.lower()


def test_a_low_feeling_after_a_days_load_follows_from_it():
    assert moods.after_that("I'm shattered.", lambda: "Three home visits and a birth today.").startswith(
        ("No wonder you're shattered", "Of course you're shattered"))
    assert moods.after_that("I'm shattered.", lambda: "We've got two kids and a dog.") is None


@pytest.mark.parametrize("text", [
    "Thanks a million, you're great company.", "Cheers, you're a star.", "Thank you so much, you're so kind.",
    "thanks a bunch, you're a gem",
])
def test_thanks_with_praise_gets_a_warm_thanks(alice, say, text):
    """"Thanks a million, you're great company." got "You're welcome! How about that?"."""
    assert phatic.kinds(text) == {phatic.THANKS}
    assert say(alice, text).text == "That's kind of you to say — you're very welcome!"


@pytest.mark.parametrize("text, reply", [
    ("Thanks a million!", "You're welcome!"),
    ("thanks a lot", "You're welcome!"),
    ("Thanks, you're a star, bye!", "That's kind of you — you're very welcome! Bye for now — talk soon!"),
])
def test_thanks_without_praise_or_with_a_farewell_keeps_its_own(text, reply):
    assert rituals.returned(phatic.kinds(text), text) == reply


@pytest.mark.parametrize("text", [
    "Thanks a million for the recipe, I'll try it tonight.", "You're great company for my mum, she says.", "Thanks a lot for nothing.",
])
def test_thanks_or_praise_in_a_message_about_more_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, said, asked", [
    ("My husband Ciaran drives a bin lorry, and we've a spaniel called Juno.",
     "your husband Ciaran drives a bin lorry, and you've a spaniel called Juno", "Juno"),
    ("My wife Carys teaches Welsh at the comp, and we've a collie called Bryn.",
     "your wife Carys teaches Welsh at the comp, and you've a collie called Bryn", "Bryn"),
    ("I'm a nurse in Leeds and my husband Tom is a plumber.", "you're a nurse in Leeds, and your husband Tom is a plumber", "Tom"),
    ("We've got a dog called Rex and my son Finn is four.", "you've got a dog called Rex, and your son Finn is four", "Finn"),
])
def test_two_facts_of_their_life_in_one_message_are_both_said_back(text, said, asked):
    """"My husband Ciaran drives a bin lorry, and we've a spaniel called Juno." got "That's a
    wonderful name! … fitting one for a husband and a dog." from the model; a fact with another
    after it was met as the first alone."""
    for shift in (0, 1):
        reply = rituals.told(text) if shift == 0 else rituals.both(text, 1)
        assert reply.startswith(f"Noted — {said}.") and asked in reply.split(". ", 1)[1] and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "My husband Ciaran drives a bin lorry and my feet are killing me.",  # a fact and an ache
    "We've got a cat called Tom and I love him.",
    "My sister lives in Leeds and we visit her every Sunday.",
    "My son drives me mad and my daughter is no better.",
])
def test_a_fact_joined_to_what_is_not_one_is_not_said_back_as_two(text):
    assert rituals.both(text) is None


@pytest.mark.parametrize("text, reply", [
    ("My husband Ciaran drives a bin lorry.", "Your husband Ciaran drives a bin lorry — "),
    ("My dad drives a taxi in Leeds.", "Your dad drives a taxi in Leeds — "),
    ("We've a spaniel called Juno.", "Juno"),
])
def test_what_someone_of_theirs_drives_or_a_pet_had_is_acknowledged(text, reply):
    assert rituals.told(text).startswith(reply)


@pytest.mark.parametrize("text", ["My son drives me mad.", "My husband drives a Volvo.", "I have a brother called Tom."])
def test_driving_someone_mad_a_car_or_a_brother_is_not(text):
    reply = rituals.told(text)
    assert reply is None or "good to know" not in reply and "lovely name" not in reply
