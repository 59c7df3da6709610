"""Kinds found by the lead's walk 11 (a wool-shop owner in Stirling, 2026-11-29), each with
phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import mishaps, texting
from memory.text import phatic, questions


@pytest.mark.parametrize("text", [
    "Off to the knitting circle now, speak soon.", "Off to my pottery class now, chat soon!",
    "Right, I'm off to the allotment now. Catch you later!", "Off to the gym, speak soon.",
    "Got to be up at five tomorrow so I'm heading to bed.", "Got to be up at half six tomorrow, night!",  # walk 12
])
def test_going_somewhere_now_then_a_farewell_is_a_farewell(text):
    """"Off to the knitting circle now, speak soon." got "Oh, it's a pleasure! What can I do for you?"."""
    assert phatic.kinds(text) == frozenset({phatic.FAREWELL})


@pytest.mark.parametrize("text", [
    "I'm off to the coast tomorrow. Bye!", "I'm off to my mum's for the weekend. Bye!",
    "Off to the knitting circle now.", "We're off to the hospital now for my scan, speak soon.",
    "I have to be up at five to feed the lambs.",
])
def test_a_trip_or_going_without_a_farewell_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


def test_the_pipeline_says_goodbye(alice, say):
    say(alice, "Hello, I'm Morag.")
    assert say(alice, "Off to the knitting circle now, speak soon.").text == "Bye for now, Morag — talk soon!"


@pytest.mark.parametrize("text, said", [
    ("The boiler packed in last night so we had cold showers this morning.", "The boiler packed in last night"),
    ("The car broke down on the A9 so I was two hours late.", "The car broke down on the A9"),
    ("The power went off at teatime, so we ate by candlelight.", "The power went off at teatime"),
])
def test_a_mishap_then_what_it_led_to_is_met_and_said_back(text, said):
    """"The boiler packed in last night so we had cold showers this morning." got "The boiler's been
    packed in so far, but we've got a load of cold showers planned for next week."."""
    reply = mishaps.acknowledgement(text)
    assert reply.startswith(f"{said}, so ") and ("nuisance" in reply or "pain" in reply)


@pytest.mark.parametrize("text", [
    "We had friends over so the house is a mess.", "I got a new job so we are moving.",
    "The boiler packed in last night so we had cold showers, and then the dog was sick.",
])
def test_what_is_no_mishap_or_says_more_is_left_alone(text):
    assert mishaps.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("Callum's knee has been playing up since he slipped on the ice.",
     "Callum's knee has been playing up since he slipped on the ice — "),
    ("My mum's hip has been giving her gyp.", "Your mum's hip has been giving her gyp — "),
    ("My husband's back is really bad this week.", "Your husband's back is really bad this week — "),
    ("Dad's shoulder has been stiff since he fell over.", "Dad's shoulder has been stiff since he fell over — "),
])
def test_an_ache_of_one_of_theirs_is_met_with_sympathy(alice, say, text, said):
    """"Callum's knee has been playing up since he slipped on the ice." got "You've lost one foot and you're going
    to have to get a new one tomorrow because of the ice."."""
    reply = say(alice, text).text
    assert reply.startswith(said) and ("settles" in reply or "rest it" in reply)


@pytest.mark.parametrize("text", [
    "Callum's knee surgery went really well.", "My mum's back from her holiday.", "Callum's back is covered in tattoos.",
])
def test_what_is_no_ache_of_theirs_is_not_met_as_one(alice, say, text):
    reply = say(alice, text).text
    assert "settles soon" not in reply and "rest it" not in reply


@pytest.mark.parametrize("text, said", [
    ("Our daughter Isla starts at Edinburgh uni in September, she's doing vet science.",
     "Your daughter Isla starts at Edinburgh uni in September — "),
    ("My son starts at Leeds Uni in October.", "Your son starts at Leeds Uni in October — "),
    ("My granddaughter starts at St Mary's primary next week.", "Your granddaughter starts at St Mary's primary next week — "),
])
def test_one_of_theirs_starting_at_a_named_school_is_a_first_step(alice, say, text, said):
    """"Our daughter Isla starts at Edinburgh uni in September, she's doing vet science." got "A good job, a nice
    job, it seems. How's the daughter doing?"."""
    reply = say(alice, text).text
    assert reply.startswith(said) and ("exciting" in reply or "big step" in reply)


@pytest.mark.parametrize("text", ["My daughter starts at nine tomorrow.", "My son starts at Tesco on Monday."])
def test_starting_at_an_hour_or_a_shop_is_no_school(alice, say, text):
    reply = say(alice, text).text
    assert "big step" not in reply and "exciting" not in reply


@pytest.mark.parametrize("text, said, worry", [
    ("The shop was dead quiet today, barely sold a thing.", "The shop was dead quiet today — ", True),
    ("Business was slow all week.", "Business was slow all week — ", True),
    ("The shop was busy today, sold out of scones by noon.", "The shop was busy today — ", False),
])
def test_how_their_trade_went_on_a_day_is_met(alice, say, text, said, worry):
    """"The shop was dead quiet today, barely sold a thing." got "That's a beautiful way of describing the
    scene. What was it you wanted to buy?"."""
    reply = say(alice, text).text
    assert reply.startswith(said) and (("worry" in reply or "hard" in reply) if worry else ("great" in reply or "good" in reply))


@pytest.mark.parametrize("text, said", [
    ("Had my flu jab this afternoon, arm's a bit sore.", "You had your flu jab this afternoon — "),
    ("Got my covid booster today.", "You got your covid booster today — "),
    ("We've had our covid boosters.", "You've had your covid boosters — "),
    ("Went for a blood test this morning.", "You went for a blood test this morning — "),
    ("Had my eyes tested today.", "You had your eyes tested today — "),
    ("Had my jab, and my arm's sore.", "You had your jab — "),  # what came after it not said back in part
])
def test_routine_care_had_is_met_and_never_cheered(alice, say, text, said):
    """"Had my flu jab this afternoon, arm's a bit sore." was refused as a request for advice, then left to the
    model; "Got my covid booster today." got "Congratulations! You must be thrilled."."""
    reply = say(alice, text).text
    assert reply.startswith(said) and "ongratulations" not in reply
    assert ("arm is sore" in reply) == ("arm" in text)


@pytest.mark.parametrize("text", [
    "Got the booster seat for the car.", "I had a jab of cortisone in my knee.",
    "Had my jab yesterday and I'm dizzy and being sick.",  # the gate's
])
def test_what_is_not_routine_care_had_is_not_met_as_it(alice, say, text):
    assert "good to have" not in say(alice, text).text and "job ticked off" not in say(alice, text).text


@pytest.mark.parametrize("text", [
    "Did my back in lifting a parcel the size of a fridge today.", "I've pulled a hamstring playing five-a-side.",
    "Twisted my ankle on the stairs.", "did my knee in at football",
])
def test_a_part_of_them_hurt_doing_something_is_met_never_answered_as_a_question(alice, say, text):
    """"Did my back in lifting a parcel the size of a fridge today." was read as a question and got "I don't know —
    you haven't told me that yet." (the lead's walk 12)."""
    reply = say(alice, text).text
    assert reply.startswith(("Ouch", "Oh no")) and "haven't told me" not in reply


@pytest.mark.parametrize("text", ["Did my homework in the library.", "I put my back into it."])
def test_what_hurts_nothing_is_not_met_as_a_hurt(alice, say, text):
    assert not say(alice, text).text.startswith(("Ouch", "Oh no, sorry to hear it"))


@pytest.mark.parametrize("question", ["How old are the twins?", "How old are the girls?", "how old are the twins"])
def test_the_age_of_theirs_asked_with_the_is_said_back(alice, say, question):
    """"How old are the twins?" after "We've got twin girls, Asha and Mira, they're six." went to the model, which
    said "The twins are both 25 years old. … they're 19 years old." (the lead's walk 12)."""
    say(alice, "We've got twin girls, Asha and Mira, they're six.")
    assert say(alice, question).text == "You've got twin girls, Asha and Mira, they're six (you told me earlier today)."


@pytest.mark.parametrize("question", ["Do I have kids?", "did my mum ring", "Is my appointment on Tuesday"])
def test_a_question_with_its_verb_first_is_still_one(question):
    assert questions.is_question(question) and not questions.said_without_i(question)


@pytest.mark.parametrize("text, they", [
    ("We've got twin girls, Asha and Mira, they're six.", "Asha and Mira"),
    ("We've got two boys, Sam and Joe, they're eight.", "Sam and Joe"),
    ("We have a daughter, Ellie, she's four.", "Ellie"),
])
def test_children_named_after_a_comma_then_aged_are_met(alice, say, text, they):
    """"We've got twin girls, Asha and Mira, they're six." got "I see. Tell me more?" (the lead's walk 12)."""
    reply = say(alice, text).text
    assert "lovely age" in reply and they in reply


def test_friends_named_then_described_are_not_aged(alice, say):
    assert "lovely age" not in say(alice, "We went to see friends, Tom and Ann, they're lovely.").text


@pytest.mark.parametrize("text, said", [
    ("Priya's mum is coming to stay for a fortnight.", "Priya's mum is coming to stay for a fortnight — "),
    ("The girls lost their first teeth on the same day, mad.", "The girls lost their first teeth on the same day — "),
    ("The twins lost their first teeth on the same day.", "The twins lost their first teeth on the same day — "),
    ("Been raining all week.", "It's been raining all week — "),
])
def test_one_of_someones_the_children_said_with_the_and_the_weather_without_it_are_met(alice, say, text, said):
    """Walk 12: "Priya's mum is coming to stay for a fortnight." got "Yay! What's her name?", "The girls lost their
    first teeth on the same day, mad." a made-up story; "Been raining all week." was said back "You've been raining
    all week — nice!"."""
    assert say(alice, text).text.startswith(said)


@pytest.mark.parametrize("text", ["Been really busy all week.", "Been to the dentist today."])
def test_what_is_no_weather_keeps_its_i(text):
    assert texting.plain(text).startswith("I've been")
