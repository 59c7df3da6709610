"""What the lead's walk of session 48 (a school receptionist in Southampton, the embedded model, in the terminal) left to
the model or refused, each met now as a general form: money owed them and not paid, a mishap and what it made them late
for said with "and", bedtime as a farewell, and being tired of the daily grind; their look-alikes stay as they were."""

import pytest

from memory.cycle import complaints, mishaps
from memory.text import phatic


@pytest.mark.parametrize(("text", "said"), [
    ("My ex hasn't paid maintenance for three months and I don't know what to do.",
     "Your ex hasn't paid maintenance for three months and you don't know what to do — "),
    ("My boss still hasn't paid my overtime.", "Your boss still hasn't paid your overtime — "),
    ("my landlord won't give me my deposit back", "Your landlord won't give you your deposit back — "),
])
def test_money_owed_and_not_paid_is_met_with_sympathy(text, said):
    reply = complaints.acknowledgement(text)
    assert reply is not None and reply.startswith(said)
    assert "chase it" in reply or "managing in the meantime" in reply


@pytest.mark.parametrize("text", [
    "The council hasn't sent the form yet.",
    "My son hasn't paid for his phone.",
    "My husband hasn't paid the gas bill, I'll remind him.",
])
def test_what_is_not_money_owed_them_is_not(text):
    reply = complaints.acknowledgement(text)
    assert reply is None or "chase it" not in reply and "meantime" not in reply


@pytest.mark.parametrize(("text", "said"), [
    ("The car wouldn't start and we were late for school.", "The car wouldn't start, so you were late for school — "),
    ("The train was late and I missed my interview.", "The train was late, so you missed your interview — "),
    ("The boiler packed in and we had to have cold showers.", "The boiler packed in, so you had to have cold showers — "),
])
def test_a_mishap_and_what_it_led_to_said_with_and(text, said):
    reply = mishaps.acknowledgement(text)
    assert reply is not None and reply.startswith(said)
    assert "How did you manage" not in reply


def test_something_done_with_and_is_no_mishap():
    assert mishaps.acknowledgement("I went to the shop and I got some milk.") is None


@pytest.mark.parametrize("text", ["Right, bedtime for me. Night!", "Bedtime for me. Night!", "Time for bed for this one, night!"])
def test_bedtime_is_a_farewell(text):
    assert "farewell" in phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "It's bedtime for the kids, they're fighting it.",
    "Bedtime stories are my favourite part of the day.",
    "What time is bedtime for a 6 year old?",
])
def test_bedtime_talked_about_is_no_farewell(text):
    assert "farewell" not in phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "I'm so tired of working all day then doing it all again at home.",
    "I'm fed up of juggling two jobs.",
    "I'm sick of rushing around every morning.",
])
def test_tired_of_the_daily_grind_is_met(text):
    reply = complaints.acknowledgement(text)
    assert reply is not None and ("wear anyone down" in reply or "get anyone down" in reply)


@pytest.mark.parametrize("text", [
    "I'm tired of working, I just want it all to end.",
    "I'm so tired of living like this, working all day then doing it all again at home.",
    "I'm sick of everything.",
])
def test_tired_of_more_than_the_grind_is_not(text):
    assert complaints.acknowledgement(text) is None
