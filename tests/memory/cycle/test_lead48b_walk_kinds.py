"""Kinds found by session 48's second pair of walks (a warehouse picker on nights in Northampton, a retired engineer in
Derby), 2026-11-30, each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import plans, rituals, worn_down
from memory.text import phatic


@pytest.mark.parametrize("text, job", [
    # the model: "What's the best thing about being a picker …?", the name passed over
    ("my name's Kyle, I do nights as a picker", "picker"),
    ("alright, names Kyle, I do nights as a picker", "picker"),
    ("I'm Dawn, I do lates as a carer in Corby.", "carer"),
    ("Hi, I'm Tomasz and I do earlies as a baker.", "baker"),
])
def test_the_hours_done_as_a_job_are_the_job(alice, say, text, job):
    reply = say(alice, text).text
    assert reply.startswith("Nice to meet you, ") and job in reply


@pytest.mark.parametrize("text", ["I do nights.", "I do nights at the hospital as well."])
def test_hours_done_without_a_job_are_no_job(text):
    assert "typical day" not in (rituals.told(text) or "") and "been a" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text", [
    # the model: "I'm so sorry to hear that. Have you got any plans for the weekend?"
    "Unfortunately I slipped on the ice outside the library and sprained my wrist.",
    "Sadly I fell down the stairs at work yesterday.",
    "Annoyingly, I tripped over the dog this morning.",
    "Stupidly I slipped getting out of the bath.",
])
def test_a_fall_told_with_how_it_went_is_met(text):
    assert worn_down.worn_down(text, 0) == worn_down._OUCH[0]


@pytest.mark.parametrize("text", ["Unfortunately I fell for it.", "Sadly I fell asleep in the film.", "Unfortunately I fell off the bridge."])
def test_a_fall_of_another_kind_with_how_it_went_is_not(text):
    assert worn_down.worn_down(text, 0) != worn_down._OUCH[0]


@pytest.mark.parametrize("text, said", [
    # the model: "What kind of chickenpox?"
    ("my little girl Ruby has got chickenpox, poor thing is covered", "Your little girl Ruby has got chickenpox — "),
    ("my daughter Ruby has got chickenpox, poor thing", "Your daughter Ruby has got chickenpox — "),
    ("my lad's got tonsillitis, the poor mite can't swallow", "Your lad's got tonsillitis — "),
    ("My mum's got shingles, poor love.", "Your mum's got shingles — "),
])
def test_pity_after_the_illness_of_one_of_theirs_is_no_more_bad_news(text, said):
    assert (rituals.told(text) or "").startswith(said)


@pytest.mark.parametrize("text", [
    "my daughter Ruby has got chickenpox, poor thing is in hospital now",
    "My dog has got cancer, poor thing is dying.",
    "my little girl Ruby has got chickenpox, it's awful",
])
def test_pity_with_worse_news_after_it_is_not_met_so(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, kinds", [
    # the model: "Sending good luck to you. That's the best way to say it."
    ("Thank you for the conversation. I shall say goodbye for now.", {phatic.THANKS, phatic.FAREWELL}),
    ("Thanks for the conversation, bye!", {phatic.THANKS, phatic.FAREWELL}),
    ("I will say goodbye for now.", {phatic.FAREWELL}),
    ("Lovely conversation, I shall say good night.", {phatic.FAREWELL}),
])
def test_thanks_for_the_conversation_and_a_goodbye_said_in_full_are_rituals(text, kinds):
    assert kinds <= phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "Thanks for the conversation about my mum.",
    "I shall say that to him tomorrow.",
    "I had a conversation with my son about it.",
])
def test_a_conversation_or_a_saying_of_anything_else_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, said", [
    # the model: "What was that about?" and "That's a lovely choice!"
    ("my missus Jade just got her provisional licence through", "That's great news — congratulations to your missus Jade!"),
    ("My granddaughter Priya has been accepted to study medicine at Nottingham.",
     "That's great news — congratulations to your granddaughter Priya!"),
    ("My son passed his driving test.", "That's great news — congratulations to your son!"),
    ("My daughter has been accepted to university.", "That's great news — congratulations to your daughter!"),
])
def test_a_test_passed_a_place_or_a_licence_got_by_one_of_theirs_is_congratulated(text, said):
    assert rituals.congratulations(text) == said


@pytest.mark.parametrize("text", [
    "My son hasn't passed his driving test yet.",
    "My daughter hasn't been accepted to Leeds.",
    "My son has never passed a test in his life.",
    "I got accepted on the course but I can't afford it.",
    "My son got his licence taken away.",
    "My son failed his driving test.",
])
def test_one_not_passed_not_got_or_with_a_snag_is_not(text):
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text, said", [
    # the model: "I'm so glad you're joining us. How about two mornings a week?"
    ("I am planning to volunteer at the Museum of Making two mornings a week.",
     "You are planning to volunteer at the Museum of Making two mornings a week — "),
    ("I'm planning to go to Spain in May.", "You're planning to go to Spain in May — "),
    ("We're planning on doing the Three Peaks next summer.", "You're planning on doing the Three Peaks next summer — "),
    ("I'm planning to take up swimming once a week.", "You're planning to take up swimming once a week — "),
    ("I'm planning to join a choir, but I'm not sure.", "You're planning to join a choir — "),
])
def test_a_plan_being_planned_is_met_as_one_thought_of(text, said):
    assert (plans.thought_of(text, 0) or "").startswith(said)


@pytest.mark.parametrize("text", [
    "I'm planning to get out of here for good.",
    "I'm planning to tell him tonight.",
    "I'm planning to go to the doctor's about my chest.",
    "I'm planning to go to the hospital tomorrow.",
])
def test_a_plan_of_their_life_care_or_anything_else_is_not(text):
    assert plans.thought_of(text, 0) is None


@pytest.mark.parametrize("text, said", [
    # the model: "It's totally normal to feel that way after a long trip."
    ("back aches like mad from all the bending", "Your back aches like mad from all the bending — "),
    ("my feet ache like mad", "Your feet ache like mad — "),
    ("My knees ache after all that walking.", "Your knees ache after all that walking — "),
    ("My mum's hip hurts.", "Your mum's hip hurts — "),
])
def test_an_ache_said_with_the_verb_is_met(text, said):
    assert (rituals.told(text) or "").startswith(said)


@pytest.mark.parametrize("text", ["my heart aches for her", "My back hurts when I lift anything heavy.", "My head hurts."])
def test_an_ache_of_the_heart_with_more_after_it_or_a_hurt_of_their_own_is_not(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said", [
    # the model: "That was a fantastic day! What were you doing on Saturday?"
    ("off to Silverstone with my brother on sunday for the touring cars",
     "You're off to Silverstone with your brother on Sunday for the touring cars — "),
    ("I'm off to Silverstone with my brother on Sunday.", "You're off to Silverstone with your brother on Sunday — "),
    ("off to Blackpool with my mates on saturday", "You're off to Blackpool with your mates on Saturday — "),
])
def test_a_day_out_with_one_of_theirs_at_the_weekend_is_a_trip(text, said):
    assert (rituals.told(text) or "").startswith(said)


@pytest.mark.parametrize("text", ["off to Tesco with my mum on Saturday", "off to the shop", "off to Leeds later", "I'm going to Leeds on Sunday."])
def test_an_errand_or_going_somewhere_with_no_more_said_is_not(text):
    assert rituals.told(text) is None
