"""Kinds left by the lead's walks of session 47 and found by session 48's walks (a hairdresser in Hull, a care-home cook in
Stoke), 2026-11-30, each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import answers, complaints, opinions, plans, rituals, texting
from tests.memory.cycle.test_lead47_walk_kinds import _met_in


@pytest.mark.parametrize("text, said", [
    # the model: "… doing what you love."
    ("I'm thinking of quitting my job, I hate the early shifts.", "You're thinking of quitting your job, you hate the early shifts — "),
    ("I'm thinking of leaving my job, I can't stand my manager.", "You're thinking of leaving your job, you can't stand your manager — "),
    ("I'm thinking of packing in my job - I'm sick of the commute.", "You're thinking of packing in your job, you're sick of the commute — "),
    ("im thinking of quitting my job tbh, i hate the hours", "You're thinking of quitting your job, you hate the hours — "),
    ("I'm thinking of jacking in uni; I'm struggling with the placement", "You're thinking of jacking in uni, you're struggling with the placement — "),
])
def test_leaving_for_what_they_hate_about_it_is_met(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, plans._THINKING_OF_LEAVING)


@pytest.mark.parametrize("text", [
    "I'm thinking of quitting my job, I hate my life.",  # never read as a plan: the gate's and the model's
    "I'm thinking of quitting my job, I hate the early shifts and the pay is rubbish.",
])
def test_leaving_for_anything_else_is_not_met_so(text):
    assert plans.leaving(text) is None


@pytest.mark.parametrize("lines", [
    # the model: "I see. Tell me more?" (the lead's walk in session 47: only a reminder to book the MOT had been asked for)
    ["can u remind me to book the MOT tmrw", "Who do I need to call?"],
    ["can u remind me to book the MOT tmrw", "Who was I meant to ring?"],
    ["Who do I need to call?"],
    ["What do I need to buy?"],
])
def test_a_call_never_told_of_is_not_known(alice, say, lines):
    assert [say(alice, line).text for line in lines][-1] == answers.UNKNOWN


@pytest.mark.parametrize("lines, said", [
    (["I need to ring the dentist tomorrow.", "Who was I meant to ring?"], "You need to ring the dentist tomorrow"),
    (["can u remind me to call the dentist tmrw", "Who do I need to call?"], "You need to call the dentist"),
    (["can u remind me to book the MOT tmrw", "What was I supposed to book?"], "You need to book the MOT"),
])
def test_a_call_or_errand_told_of_is_said_back(alice, say, lines, said):
    assert [say(alice, line).text for line in lines][-1].startswith(said)


@pytest.mark.parametrize("text, said", [
    # left to the model (a probe after the lead's walks in session 47)
    ("My landlord is putting the rent up again.", "Your landlord is putting the rent up again — "),
    ("The rent's going up again in April.", "The rent's going up again in April — "),
    ("Our energy bills are going up in January.", "Your energy bills are going up in January — "),
    ("The council are putting up the council tax in April.", "The council are putting up the council tax in April — "),
    ("They've put my rent up by £100 a month.", "They've put your rent up by £100 a month — "),
    ("Nursery fees are set to rise by 10%.", "Nursery fees are set to rise by 10% — "),
    ("Train fares are going up again.", "Train fares are going up again — "),
])
def test_a_rise_in_what_they_pay_is_met_with_its_worry(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, complaints._RISE)


@pytest.mark.parametrize("text", [
    "The kids are going up to bed.", "My temperature is going up.", "My mum is putting the kettle on.",
    "I'm putting the shelves up this weekend.",
])
def test_what_else_goes_up_is_no_rise(text):
    assert not _met_in(rituals.told(text) or " — ", complaints._RISE)


@pytest.mark.parametrize("text, asked", [
    ("what should i cook for her?", "What does she like to eat?"),  # the 135M made a dish up
    ("What should I make for Sam tonight?", "What does Sam like to eat?"),
    ("What should I cook for my parents?", "What do your parents like to eat?"),
    ("What should I get my mum for her birthday?", "What's your mum into at the moment?"),
    ("Any ideas what to get him?", "What's he into at the moment?"),
    ("any ideas for what to buy the kids for christmas", "What are the kids into at the moment?"),
    ("What can I get them?", "What are they into at the moment?"),
])
def test_an_idea_for_someone_is_not_made_up_but_asked_of_them(alice, say, text, asked):
    assert say(alice, text).text == f"{opinions._MADE_UP} {asked}"


@pytest.mark.parametrize("text", ["What should I cook tonight?", "What should I buy?", "What should I cook for dinner?"])
def test_an_idea_for_themselves_is_still_only_a_chat(alice, say, text):
    assert say(alice, text).text == answers.ONLY_A_CHAT


@pytest.mark.parametrize("text, written", [
    # said back "… on the 3rd of june" (the lead's walk in session 47)
    ("my mum's birthday is on the 3rd of june", "My mum's birthday is on the 3rd of June."),
    ("my sister is getting married on 14 march", "My sister is getting married on 14 March."),
    ("our anniversary is the 1st of may", "Our anniversary is the 1st of May."),
    ("we're off to spain in may", "We're off to spain in May."),
    ("wedding is may 3rd", "Wedding is May 3rd."),
    ("going to lanzarote in august", "I'm going to lanzarote in August."),
    # "may" and "march" are words too
    ("i may be late tho", "I may be late."),
    ("the kids march round the house", "The kids march round the house."),
])
def test_a_month_typed_in_lower_case_is_written_out(text, written):
    assert texting.plain(text) == written


def test_a_month_typed_in_lower_case_is_said_back_written_out():
    assert rituals.told("my mum's birthday is on the 3rd of june").startswith("Your mum's birthday is on the 3rd of June — ")
