"""Kinds found by the lead's walks 29 (a retired headteacher in Edinburgh: 7 / 4 / 1 on first read) and 30 (an apprentice
joiner in Wythenshawe, typed as people text: 4 / 2 / 6), both written after every earlier fix of the session, each with
phrasings beside the walks' own and look-alikes that must not change."""

from datetime import datetime, timezone

import pytest

from memory import refusal
from memory.cycle import answers, milestones, results, rituals, seen_to, texting, theirs
from memory.refusal import told
from memory.text import extraction

WHEN = datetime(2026, 11, 30, tzinfo=timezone.utc)


@pytest.mark.django_db
@pytest.mark.parametrize("text", [
    "me mam's been proper ill with a chest infection",
    "My mum's been really ill with a chest infection.",
    "My dad's in hospital with pneumonia.",
])
def test_someone_of_theirs_ill_is_told_not_asked(text):
    """"me mam's been proper ill with a chest infection" was refused as a request for medical advice and lost."""
    assert told.illness_of_theirs_told(text)
    assert refusal.screen(text).category is None


@pytest.mark.parametrize("text", [
    "My son has a temperature and a rash, what should I do?",  # asks
    "My son has had a fever for three days.",  # a symptom to watch, no illness named
    "I've been proper ill with a chest infection",  # the writer's own
    "My mum's got flu, how long does it last?",
])
def test_what_asks_or_is_the_writers_own_is_not_exempt(text):
    assert not told.illness_of_theirs_told(text)


@pytest.mark.django_db
def test_an_emergency_of_theirs_is_still_the_health_rules():
    assert refusal.screen("My husband has collapsed and isn't breathing.").category == "health_advice"


@pytest.mark.parametrize("text, said", [
    ("I taught for thirty-five years, mostly in Leith.", "You taught for thirty-five years, mostly in Leith — "),
    ("I nursed for forty years.", "You nursed for forty years — "),
])
def test_years_of_work_by_its_verb(text, said):
    """"I taught for thirty-five years, mostly in Leith." got "That's quite an experience! I'm glad you enjoyed it."."""
    assert milestones.acknowledgement(text).startswith(said)


@pytest.mark.parametrize("text", ["My knee replacement is booked for March.", "My hip operation has been booked for the 14th of May."])
def test_an_operation_with_its_date(text):
    """"My knee replacement is booked for March." got "I see. Tell me more?"."""
    assert seen_to.acknowledgement(text) is not None and seen_to.operation_booked(text)


@pytest.mark.parametrize("text", ["The meeting is booked for Monday.", "My holiday is booked for June."])
def test_what_is_booked_and_no_operation(text):
    assert not seen_to.operation_booked(text)


@pytest.mark.parametrize("text, asked", [
    ("My grandson Callum has just started at St Andrews.", "Callum"),
    ("My daughter's just started at uni.", "your daughter"),
])
def test_one_of_theirs_just_started_at_a_university(text, asked):
    """"My grandson Callum has just started at St Andrews." got "It's so lovely to hear from you."."""
    assert asked in rituals.told(text)


def test_yo_before_a_name_and_a_trade():
    """"yo im Kyle, apprentice joiner from Wythenshawe" got "Awesome!"."""
    assert rituals.introduced_then(texting.plain("yo im Kyle, apprentice joiner from Wythenshawe")).startswith("Nice to meet you, Kyle! ")


@pytest.mark.parametrize("text, said", [
    ("city smashed united 3-0, proper buzzing", "City smashed United 3-0 — "),
])
def test_sides_typed_in_lower_case_with_a_score(text, said):
    """"city smashed united 3-0, proper buzzing" got "Can't even describe it!"."""
    assert results.acknowledgement(text).startswith(said)


@pytest.mark.parametrize("text", ["i lost 2-1 at squash", "we won 3-0!"])
def test_the_writer_is_no_side(text):
    assert results.acknowledgement(text) is None


@pytest.mark.parametrize("text", [
    "our kid's moving in with his girlfriend next month",
    "My sister is moving in with her boyfriend Tom.",
])
def test_one_of_theirs_moving_in_with_someone(text):
    """"our kid's moving in with his girlfriend next month" got "How have you been?"."""
    assert "big step" in rituals.told(text)


def test_moving_in_alone_is_no_news_of_a_couple():
    assert theirs.told_back("My kid is moving in.") is None


@pytest.mark.parametrize("text", ["gaffer had me carrying timber all day, knackered", "I was on my feet all day, I'm shattered."])
def test_tired_after_a_days_labour(text):
    """"gaffer had me carrying timber all day, knackered" got "What's all your time for now?"."""
    assert "Of course you're" in rituals.told(text)


@pytest.mark.django_db
@pytest.mark.parametrize("told, asked, answer", [
    ("My knee replacement is booked for March.", "When is my operation?", "booked for March"),
    ("yo im Kyle, apprentice joiner from Wythenshawe", "whats my job again", "apprentice joiner"),
])
def test_questions_of_walks_29_and_30_are_answered(alice, say, told, asked, answer):
    say(alice, told)
    reply = say(alice, asked).text
    assert not reply.startswith(answers.NOT_SURE) and answer in reply


@pytest.mark.parametrize("text, kept", [
    ("yo im Kyle, apprentice joiner from Wythenshawe", "Im Kyle, apprentice joiner from Wythenshawe"),
    ("Hi I am Sam and I work in a bank.", "I am Sam and I work in a bank."),
])
def test_a_greeting_before_a_name_without_a_comma_is_left_out(text, kept):
    """"whats my job again" got "Yo you're Kyle, apprentice joiner from Wythenshawe …"."""
    assert [s.text for s in extraction.statements(text, speaker="Kyle", when=WHEN)] == [kept]
