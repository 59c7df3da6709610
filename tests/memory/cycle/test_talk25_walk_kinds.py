"""The kinds the walk-throughs with the embedded 135M found the pipeline not meeting (session
39, helper talk25), each met with a voice-only model on sentences that are not the walks'
own, with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, happenings, referred


@pytest.mark.parametrize("text, said, asked", [
    ("He started nursery this week and cried every morning.", "He started nursery this week and cried every morning — ", "easier"),
    ("She's started reception and has been a bit clingy.", "She's started reception and has been a bit clingy — ", "easier"),
    ("My daughter started school on Monday and cried at drop-off.", "Your daughter started school on Monday and cried at drop-off — ", "easier"),
    ("He started school on Monday and loved it.", "He started school on Monday and loved it — ", "What has he enjoyed most?"),
    ("She started nursery this week.", "She started nursery this week — ", "How is she finding it?"),
])
def test_a_first_step_of_one_just_named_is_met_as_it_went(text, said, asked):
    """"My son Finn is three." then "He started nursery this week and cried every morning."
    was the model's; how it went is met as it went (tears are no "how exciting!")."""
    replies = {happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)}
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies)
    assert any(asked in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "He started smoking again.", "She started crying.", "They started school this week.",
    "My son started school on Monday and my wife cried.",
])
def test_what_only_looks_like_a_first_step_is_not_met_as_one(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or "step" not in reply and "mornings" not in reply


@pytest.mark.parametrize("before, text, meant", [
    ("We've got a cat called Pepper.", "She's five and terrified of the hoover.", "Pepper is five and terrified of the hoover."),
    ("We have a dog named Biscuit.", "He's seven.", "Biscuit is seven."),
    ("We had a little girl called Ivy!", "She's three weeks old.", "Ivy is three weeks old."),
])
def test_he_or_she_after_one_called_by_a_name_means_them(before, text, meant):
    assert referred.named(text, [], before) == (meant, text[:3].lower().rstrip("'"))


@pytest.mark.parametrize("before, text, meant", [
    ("My sister has a dog called Max.", "She's a vet.", "My sister is a vet."),  # one of theirs comes first
    ("I met a woman called Sue.", "He's lovely.", None),  # of the other sex
    ("We have a cat called Tom and a dog called Rex.", "She's lovely.", None),  # two
])
def test_one_called_by_a_name_is_not_meant_over_one_of_theirs(before, text, meant):
    found = referred.named(text, [], before)
    assert (found[0] if found else None) == meant


@pytest.mark.parametrize("told, asked, answer", [
    (["We've got a cat called Pepper.", "She's five and terrified of the hoover."], "How old is Pepper?", "Pepper is five"),
    (["We've got a rabbit named Clover.", "She's two and loves carrots."], "How old is Clover?", "Clover is two"),
    (["My son Finn is three.", "He started nursery this week and cried every morning."], "How old is Finn?", "Finn is three"),
])
def test_an_age_said_of_one_by_a_pronoun_answers_for_them(alice, say, told, asked, answer):
    """"How old is Pepper?" got "I'm not sure" though "She's five" was told; "How old is
    Finn?" must not be answered by what he started since."""
    for text in told:
        say(alice, text)
    reply = say(alice, asked).text
    assert reply.startswith(("Your son " + answer.split(" ", 1)[0] if "Finn" in answer else answer.split(" ", 1)[0]))
    assert answer.split(" ", 2)[2] in reply and "Since then" not in reply and "not sure" not in reply


@pytest.mark.parametrize("text", ["She's five and terrified of the hoover.", "He's two and scared of the vacuum cleaner."])
def test_an_age_and_a_fear_is_met(text):
    reply = happenings.acknowledgement(text, 0) + happenings.acknowledgement(text, 1)
    assert "bless" in reply.lower() and text.split(" and ")[1].rstrip(".") in reply


@pytest.mark.parametrize("text, opens, asks", [
    ("Been a busy week since we talked, sorry.", "No need to apologise — ", "busy"),
    ("Sorry I've not been on for a while, it's been hectic.", "No need to apologise — ", "busy"),
    ("Sorry I haven't messaged, been swamped at work.", "No need to apologise — ", "busy"),
    ("Hey, sorry I've been quiet.", "No need to apologise — ", "been"),
    ("Hi! It's been a while.", "", "been"),
    ("We haven't talked in ages!", "", "been"),
])
def test_back_after_a_gap_is_welcomed(alice, say, text, opens, asks):
    """"Been a busy week since we talked, sorry." got "That's wonderful!" and "If you need
    anything, I'm here."."""
    reply = say(alice, text).text
    assert reply == catching_up.back(text) and reply.startswith(opens) and asks in reply.lower() and reply.endswith("?")
    assert "back" in reply or "again" in reply


@pytest.mark.parametrize("text", [
    "Been a rough week since we talked.", "Sorry I've been quiet, my dad's been in hospital.", "Sorry, I forgot.",
    "It's been a busy week.", "Sorry, it's been hectic.",
])
def test_a_hard_week_or_an_apology_for_something_else_is_no_welcome_back(text):
    assert catching_up.back(text) is None
