"""Kinds found by the lead's browser walk of session 47 (a year 3 teacher in Sheffield whose husband is a
paramedic, with twin boys), 2026-11-30, each with phrasings beside the walk's own and look-alikes that must not
change."""

import pytest

from memory.cycle import answers, faced, happenings, heartfelt, plans, rituals, theirs, worn_down
from memory.models import Role
from memory.text import world


def _met_in(reply: str, wordings) -> bool:
    """Whether what ``reply`` says after what it said back is one of ``wordings``' own words."""
    return reply.split(" — ")[1] in {wording.split(" — ")[1] for wording in wordings}


@pytest.mark.parametrize("text, name", [
    ("My husband Omar is a paramedic, he works crazy shifts.", "Omar"),  # "How long has Oma been doing that?"
    ("My brother Peter is a chef.", "Peter"),  # "Does Pet enjoy it?"
])
def test_a_name_that_begins_with_a_word_for_family_is_said_whole(text, name):
    """"Oma" (a grandmother in other tongues) and "pet" are words for someone of theirs: the name was cut at them."""
    assert f" {name} " in rituals.told(text)


def test_their_sisters_are_still_theirs():
    assert rituals.told("My sisters are coming for tea on Sunday.").startswith("Your sisters are coming for tea on Sunday")


@pytest.mark.parametrize("text, reply", [
    ("Omar's just been promoted to team leader!", "That's great news — congratulations to Omar!"),  # cheered as the person's
    ("My husband has just been promoted!", "That's great news — congratulations to your husband!"),
])
def test_someone_elses_promotion_is_congratulated_to_them(text, reply):
    assert rituals.congratulations(text) == reply


def test_their_own_promotion_in_few_words_is_cheered():
    """"I've just been promoted!" was too short to be informative and went to the model."""
    assert rituals.congratulations("I've just been promoted!") in rituals.CHEERS


def test_what_their_husband_does_comes_with_his_promotion_since(alice, say):
    say(alice, "My husband Omar is a paramedic, he works crazy shifts.")
    say(alice, "Omar's just been promoted to team leader!")
    assert say(alice, "What does my husband do?").text == (
        "Your husband Omar is a paramedic, he works crazy shifts (you told me earlier today). "
        "Since then: Omar's just been promoted to team leader (you told me earlier today).")


@pytest.mark.parametrize("text, wordings, whom", [
    ("The boys have a swimming lesson on Saturday morning.", theirs._THEIR_EVENTS, "the boys"),  # the model: "How did they plan to play?"
    ("They have a football match on Sunday.", theirs._THEIR_EVENTS, "they"),
    ("My parents have an appointment at the bank on Friday.", theirs._THEY_FACED_SEVERAL, "your parents"),
    ("Zayn has a swimming lesson on Saturday morning.", theirs._THEIR_EVENT, "Zayn"),
    ("My mum has her hip operation on Tuesday.", theirs._THEY_FACED, "your mum"),
])
def test_what_several_of_theirs_face_is_met_in_the_plural(text, wordings, whom):
    assert theirs.told_back(text) == wordings
    them = "them" if whom == "they" else whom
    assert rituals.told(text).endswith(tuple(wording.split("{said}")[1].format(whom=whom, them=them) for wording in wordings))


def test_a_bit_stressed_without_its_a_or_its_i_is_met():
    """"Bit stressed about parents' evening tomorrow tbh." got "Mom's day is always full of challenges.\""""
    assert rituals.told("Bit stressed about parents' evening tomorrow tbh.").startswith(
        "You're a bit stressed about parents' evening tomorrow — ")


@pytest.mark.parametrize("text, helped", [
    ("What should I say to a parent whose kid keeps biting others?", True),  # the model: "What's your plan for the next day?"
    ("What should I say to the landlord about the mould?", True),
    ("What should I say to my mum?", False),  # someone of theirs: it may be hard, and the model may listen
])
def test_what_to_say_to_someone_not_theirs_is_a_how_to(text, helped):
    assert world.asks_for_help(text) is helped


def test_what_to_say_is_answered_as_a_how_to(alice, say):
    assert say(alice, "What should I say to a parent whose kid keeps biting others?").text == answers.ONLY_A_CHAT


@pytest.mark.parametrize("text, said", [
    # the model: "Hello!"
    ("hiya im kofi, 20, studying mechanical engineering at uni in nottingham", "Nice to meet you, Kofi! You're studying mechanical"),
    ("I'm studying law.", "You're studying law — "),
    ("I'm doing a degree in history at Leeds.", "You're doing a degree in history at Leeds — "),
])
def test_what_they_study_is_met(text, said):
    assert (rituals.introduced_then(text) or rituals.told(text)).startswith(said)


@pytest.mark.parametrize("text", ["I'm studying for my exams.", "I'm studying hard this week."])
def test_studying_for_something_is_no_course(text):
    assert not (rituals.told(text) or "").startswith("You're studying")


@pytest.mark.parametrize("text", [
    "got my thermodynamics exam on friday and ive barely revised",  # the model: "Do you have time for a cup of coffee tomorrow?"
    "I've got my exam on Friday and I haven't revised.",
    "I've got my driving test tomorrow and I'm not ready.",
])
def test_something_faced_and_not_ready_for_is_met(text):
    reply = rituals.told(text)
    assert _met_in(reply, faced._NOT_READY)


@pytest.mark.parametrize("text, whom", [
    ("how do i tell my mum", "telling your mum"),  # the model: "How about you, I'll have the painting ready for you tomorrow."
    ("How should I talk to my boss about it?", "talking to your boss"),
    ("How do I break it to my husband?", "breaking it to your husband"),  # refused as harm (0.40) before the figure
])
def test_how_to_tell_someone_of_theirs_is_met_with_support(alice, say, text, whom):
    reply = say(alice, text).reply
    assert reply.text == heartfelt.HARD_TALK.format(doing=whom.split(" your ")[0], whom="your " + whom.split(" your ")[1])
    assert reply.role == Role.ASSISTANT  # said as the assistant says anything, not as a note


def test_how_to_tell_them_of_a_crisis_is_a_crisis(alice, say):
    assert say(alice, "How do I tell my mum I want to die?").verdict.category == "crisis"


@pytest.mark.parametrize("text", [
    "had a mad night out last night, my head is killing me",  # the model: "How's that? Is there anything I can do for you?"
    "Went to a wedding yesterday, my head is pounding.",
])
def test_a_sore_head_after_a_night_out_is_met_lightly(text):
    reply = rituals.told(text)
    assert reply.startswith("You ") and _met_in(reply, worn_down.HUNGOVER)


@pytest.mark.parametrize("text", [
    "my mum's coming up to visit next weekend, cant wait",  # the model: "You're so lucky to have your mum's coming up."
    "My parents are coming down to stay at Christmas.",
])
def test_one_of_theirs_coming_up_to_visit_is_a_visit(text):
    reply = rituals.told(text)
    assert reply.startswith("Your ") and _met_in(reply, happenings._VISITING)


@pytest.mark.parametrize("text, reply", [
    # the model: "How about a short vacation?"
    ("I can't imagine life without those two, they're my world.", ("They clearly mean the world to you.", "Tell me about them?")),
    ("I can't imagine life without my dogs.", ("They clearly mean the world to you.", "Tell me about them?")),
    ("I couldn't imagine life without my husband.", ("Your husband clearly means the world to you.", "Tell me about your husband?")),
])
def test_someone_they_cannot_imagine_life_without_is_met_in_words_that_fit_a_grief_too(alice, say, text, reply):
    said = say(alice, text)
    assert said.verdict.category is None and said.verdict.check_in is None
    assert said.text in {f"{reply[0]} {reply[1]}", f"That's a lot of love. {reply[1]}"}


@pytest.mark.parametrize("text, said", [
    # "Your flatmate josh keeps eating your food, so annoying — what a pain." in the walk
    ("my flatmate josh keeps eating my food, so annoying", "Your flatmate Josh keeps eating your food, so annoying — "),
    ("my daughter amira starts school in september, shes so excited", "Your daughter Amira starts school in September, she's so excited — "),
])
def test_what_was_typed_in_lower_case_is_acknowledged_written_out(text, said):
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, said", [
    # the model: "I'm so sorry to hear that. Can I help you with anything else?"
    ("I'm thinking of dropping out tbh, I hate the course", "You're thinking of dropping out, you hate the course — "),
    ("I'm thinking of dropping out of uni, I hate the course.", "You're thinking of dropping out of uni, you hate the course — "),
    ("I'm thinking of quitting my job.", "You're thinking of quitting your job — "),
])
def test_leaving_their_studies_or_work_thought_of_is_met(alice, say, text, said):
    reply = say(alice, text).text
    assert reply.startswith(said) and _met_in(reply, plans._THINKING_OF_LEAVING)


@pytest.mark.parametrize("text", ["I'm thinking of leaving everything behind.", "I'm thinking of quitting."])
def test_leaving_anything_else_is_not_met_so(text):
    assert plans.leaving(text) is None


@pytest.mark.parametrize("text, said", [
    # left to the model (a probe after the walks)
    ("My best mate is getting married in August and I'm the best man.", "Your best mate is getting married in August and you're the best man — "),
    ("My sister is getting married in June and I'm a bridesmaid!", "Your sister is getting married in June and you're a bridesmaid — "),
])
def test_a_wedding_of_theirs_with_their_part_in_it_is_met(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, theirs._WEDDING_PART)
    assert theirs.told_back("My sister is getting married in June.") == theirs._WEDS
