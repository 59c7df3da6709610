"""Kinds found by the lead's walk 18 (a florist in Gateshead, 2026-11-29, read after every fix of session 43),
each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import antics, mishaps, rituals, seen_to
from memory.text import mishaps as mishap_words


@pytest.mark.parametrize("text, said", [
    ("The van was late again so I missed the market this morning.",
     "The van was late again, so you missed the market this morning — "),
    ("The taxi was late so I missed my appointment.", "The taxi was late, so you missed your appointment — "),
    ("ugh the 44 was late again so i missed the start of my shift", "The 44 was late again, so you missed the start of your shift — "),
    ("The boiler packed in last night so we had cold showers this morning.",
     "The boiler packed in last night, so you had cold showers this morning — "),
])
def test_a_mishap_and_what_it_cost_them_are_both_said_back_and_how_they_managed_is_not_asked(text, said):
    """"The van was late again so I missed the market this morning." got "What did you do to get there?" (the
    model): a van was no service that runs late, and a mishap's cost, once read, was dropped and asked after."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "manage" not in reply and reply.count("?") <= 1


@pytest.mark.parametrize("text", [
    "The delivery was late again.", "Our order was running late.", "The coach was late back from Blackpool.",
    "The post was late today.",
])
def test_what_comes_to_them_late_is_a_mishap(text):
    assert mishap_words.told_of(text)


@pytest.mark.parametrize("text", [
    "I was late again.", "My sister was late for the wedding.", "We had a late breakfast.", "The van was parked outside.",
    "The van was late so I missed the market, and then it rained.",
])
def test_someone_late_or_a_van_otherwise_or_a_cost_that_goes_on_is_not_met_as_a_mishap(text):
    assert not mishap_words.told_of(text) or mishaps.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("I need a filling, the dentist rang this morning.", "You need a filling — "),
    ("I need two fillings and a crown, the dentist says.", "You need two fillings and a crown — "),
    ("The optician says I need reading glasses.", "The optician says you need reading glasses — "),
    ("Had a letter from the dentist, I need a filling.", "You had a letter from the dentist, you need a filling — "),
])
def test_care_to_come_is_met_however_they_heard_of_it(text, said):
    """"I need a filling, the dentist rang this morning." got "That's a lovely choice. What type of food are you
    enjoying?" (the model): only how they heard of it before the need was read."""
    assert seen_to.acknowledgement(text).startswith(said)


@pytest.mark.parametrize("text", ["I need a filling and I'm booked in for Friday.", "I need a filling and the dentist is booked for Friday."])
def test_care_to_come_already_booked_is_not_asked_when_it_is_nor_congratulated(text):
    reply = seen_to.acknowledgement(text)
    assert "booked" in reply and "When is it" not in reply and "booked in?" not in reply
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", ["We booked our holiday to Spain!", "We've booked a cottage in Cornwall for August!"])
def test_a_holiday_booked_is_still_good_news(text):
    assert rituals.congratulations(text) is not None


@pytest.mark.parametrize("text", [
    "I need a filling of some sort for the pie.", "The dentist rang this morning.", "My son needs a filling.",
])
def test_what_is_no_care_of_theirs_to_come_is_left_alone(text):
    assert seen_to.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("Our dog keeps digging up the garden, little devil.", "Your dog keeps digging up the garden — "),
    ("The cat keeps bringing in mice, little monster.", "The cat keeps bringing in mice — "),
    ("My dog keeps stealing socks, cheeky beggar.", "Your dog keeps stealing socks — "),
])
def test_what_a_pet_keeps_doing_is_met_with_a_fond_word_after_it(text, said):
    """"Our dog keeps digging up the garden, little devil." got "Oh noes! That's unfortunate." (the model)."""
    reply = antics.acknowledgement(text)
    assert reply.startswith(said) and "devil" not in reply and "monster" not in reply


@pytest.mark.parametrize("text, pet", [
    ("Max's scared of the vet, the daft dog.", "Max"), ("Our cat's terrified of the hoover, silly moggy.", "your cat"),
])
def test_a_fond_word_after_a_fear_is_read_as_after_a_habit(text, pet):
    reply = antics.afraid(text)
    assert "bless" in reply and pet in reply and "daft dog" not in reply and "moggy" not in reply


@pytest.mark.parametrize("text", ["My mum's scared of flying, the poor thing.", "Our dog keeps being sick, poor thing."])
def test_a_fear_or_a_habit_that_is_no_pet_antic_is_left_alone(text):
    assert antics.acknowledgement(text) is None
