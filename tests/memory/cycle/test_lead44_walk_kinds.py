"""Kinds found by the lead's walks 18 (a florist in Gateshead, 2026-11-29, read after every fix of session 43) and 19
(a carer in Belfast, 2026-11-30), each with phrasings beside the walk's own and look-alikes that must not change; walks 20
and 21 are in ``test_lead44b_walk_kinds``."""

import pytest

from memory.cycle import antics, grounding, happenings, in_their_care, mishaps, rituals, seen_to, texting
from memory.refusal import classifier
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


@pytest.mark.parametrize("text, plain", [
    ("The heating's been off in our flat since Tuesday, freezing so it is.", "The heating's been off in our flat since Tuesday, freezing."),
    ("he's dead excited so he is", "he's dead excited"), ("I'm starving, so I am.", "I'm starving."),
    ("I said it would rain and so it did.", "I said it would rain and so it did."),
])
def test_the_tag_ulster_ends_a_statement_on_is_left_out_where_it_is_a_tag(text, plain):
    """"…, freezing so it is." was met as a mishap that led to "it is" (walk 19)."""
    assert texting.without_filler(text) == plain


def test_a_mishap_with_the_tag_is_said_back_without_it():
    reply = rituals.told("The heating's been off in our flat since Tuesday, freezing so it is.")
    assert reply.startswith("The heating's been off in your flat since Tuesday — ") and "so it is" not in reply


@pytest.mark.parametrize("text, reply", [
    ("Bout ye, I'm Siobhan, I'm a carer in Belfast, mostly nights.", "Nice to meet you, Siobhan! "),
    ("Wotcha, I'm Del, I drive a cab in Hackney.", "Nice to meet you, Del! "),
])
def test_a_regional_hello_then_a_name_is_an_introduction(text, reply):
    """"Bout ye, I'm Siobhan, …" got "I'm so glad to hear from you. That's lovely!" (the model)."""
    assert rituals.introduced_then(text).startswith(reply)


@pytest.mark.parametrize("text, said", [
    ("My partner Ciaran drives a taxi, he's never home before two.", "Your partner Ciaran drives a taxi, he's never home before two — "),
    ("My wife's a nurse, she works nights.", "Your wife's a nurse, she works nights — "),
])
def test_what_one_of_theirs_works_as_with_the_hours_it_keeps_is_met(text, said):
    """"My partner Ciaran drives a taxi, he's never home before two." got "It can be really stressful being a carer,
    especially when your partner is in town." (the model)."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith(said) and ("long" in reply)


@pytest.mark.parametrize("text", ["My partner Ciaran drives a taxi, he's never been to Spain.", "My wife's lovely, she works nights."])
def test_hours_after_what_is_no_work_or_no_hours_after_work_are_not_read_as_long_hours(text):
    assert "long" not in (happenings.acknowledgement(text) or "")


@pytest.mark.parametrize("text, said", [
    ("Our wee lad Oisín starts P1 in September.", "Your wee lad Oisín starts P1 in September — "),
    ("Our Seán starts year one next week.", "Your Seán starts year one next week — "),
    ("My daughter Zoë starts high school in August.", "Your daughter Zoë starts high school in August — "),
    ("Our Oisín lost his first tooth today, the tooth fairy's skint.", "Your Oisín lost his first tooth today — "),
])
def test_a_school_year_by_its_name_and_names_with_accents_are_read(text, said):
    """"Our wee lad Oisín starts P1 in September, …" and "Our Oisín lost his first tooth today, the tooth fairy's skint." went to
    the model ("What kind of work has him done for you?", "Don't worry, the tooth fairy's not real!"): a name was read as
    [A-Z][a-z]+ only, and P1 was no school."""
    assert happenings.acknowledgement(text).startswith(said)


def test_how_excited_one_of_theirs_is_about_what_is_coming_is_said_back_and_not_asked():
    reply = rituals.told("Our wee lad Oisín starts P1 in September, he's dead excited so he is.")
    assert reply.startswith("Your wee lad Oisín starts P1 in September, he's dead excited — ") and "looking forward" not in reply.split("—")[1]


@pytest.mark.parametrize("text, bad", [
    ("he's dead excited", False), ("She was dead chuffed with it.", False), ("My dad is dead.", True), ("The battery's dead.", True),
])
def test_dead_said_for_very_is_no_bad_news(text, bad):
    assert grounding.bad_news(text) is bad


@pytest.mark.parametrize("text, said", [
    ("My ma's coming for her dinner on Sunday, I'm doing a roast.", "Your ma's coming for her dinner on Sunday, you're doing a roast — "),
    ("My sister's coming for tea on Friday, I'm making a curry.", "Your sister's coming for tea on Friday, you're making a curry — "),
])
def test_a_visit_and_what_they_are_making_for_it_are_both_said_back(text, said):
    """"My ma's coming for her dinner on Sunday, I'm doing a roast." got "Well, the roast is a bit of a challenge." (the model)."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith(said) and "Anything planned" not in reply


@pytest.mark.parametrize("text, said, they", [
    ("One of my ladies fell out of bed last night and I had to ring the ambulance.",
     "One of your ladies fell out of bed last night and you had to ring the ambulance — ", "she"),
    ("One of the residents had a fall this morning.", "One of the residents had a fall this morning — ", "they"),
    ("One of the kids fell off the climbing frame at break.", "One of the kids fell off the climbing frame at break — ", "they"),
    ("A patient collapsed on my shift.", "A patient collapsed on your shift — ", "they"),
])
def test_someone_in_their_care_taken_ill_or_hurt_is_met_and_asked_after(text, said, they):
    """"One of my ladies fell out of bed last night and I had to ring the ambulance." got "That was a bit of a shock!"."""
    reply = in_their_care.acknowledgement(text)
    assert reply.startswith(said) and f" {they} " in reply and "Is they" not in reply


@pytest.mark.parametrize("text", [
    "One of my ladies is lovely.", "One of the patients told me a joke.", "One of the kids fell asleep in class.",
    "I fell out of bed last night.",
])
def test_what_befell_no_one_in_their_care_is_left_alone(text):
    assert in_their_care.acknowledgement(text) is None


@pytest.mark.parametrize("text, said, asks", [
    ("Ciaran's after crashing the taxi into a bollard, no one hurt thank God.", "Ciaran has just crashed the taxi into a bollard — ",
     "nobody was hurt"),
    ("I crashed the car this morning.", "You crashed the car this morning — ", "Are you all right?"),
    ("We had a little bump on the motorway, no one was injured thankfully.", "You had a little bump on the motorway — ", "nobody was hurt"),
])
def test_a_crash_asks_after_who_was_in_it_or_is_glad_nobody_was_hurt(text, said, asks):
    """"Ciaran's after crashing the taxi into a bollard, no one hurt thank God." got "That was a great story, I can only imagine
    the pain and loss you had to go through." (the model)."""
    reply = rituals.told(text)
    assert reply.startswith(said) and asks in reply and "Is you" not in reply and "sorted" not in reply


@pytest.mark.parametrize("text", ["The party was a crash course in chaos.", "I crashed on the sofa after work.", "Nobody got hurt."])
def test_what_is_no_crash_is_not_met_as_one(text):
    assert not mishap_words.crash(text)


@pytest.mark.parametrize("text, alone", [
    ("I'm wrecked, double shift and no break.", True), ("Shattered after a long day at work.", True),
    ("I'm so tired of everything at work.", False), ("I'm tired of it all.", False),
])
def test_tiredness_with_the_work_that_made_it_is_judged_alone(text, alone):
    """"I'm wrecked, double shift and no break." was checked in in the light of a crash nobody was hurt in (the gate's context)."""
    previous = "Ciaran's after crashing the taxi into a bollard, no one hurt thank God."
    assert (classifier.context_of(text, previous) is None) is alone
