"""Kinds found by the lead's probes of walks 21 and 24 (2026-11-30): an answer known but hedged, a question of someone
never told of read as the world's, "me" for "my" in a question, and a remark that echoes the word before it; each with
phrasings beside the probe's own and look-alikes that must not change."""

import pytest

from memory.cycle import answers, rituals, texting
from memory.text import world

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("told, asked, answer", [
    ("Me mate Jack's off to Tenerife next week, jammy sod.", "Where's Jack going?", "Your mate Jack's off to Tenerife"),
    ("My sister Ana is flying out to Lisbon on Friday.", "Where is my sister going?", "Your sister Ana is flying out to Lisbon"),
    ("Our Megan's heading back to Leeds after Christmas.", "Where's Megan heading?", "Our Megan's heading back to Leeds"),
])
def test_where_one_of_theirs_is_going_is_answered(alice, say, told, asked, answer):
    """"Where's Jack going?" was only offered what was told of Jack ("I'm not sure — I know that …")."""
    say(alice, told)
    reply = say(alice, asked).text
    assert not reply.startswith(answers.NOT_SURE)
    assert answer.lower() in reply.lower()


def test_where_someone_goes_is_not_answered_by_what_else_they_do(alice, say):
    say(alice, "My brother Tom works at the Ford plant in Dagenham.")
    assert "works at the Ford plant" not in say(alice, "Where's Tom going?").text.split("—")[0].replace(answers.NOT_SURE, "")


@pytest.mark.parametrize("told, asked", [
    ("Me nan's ninety on Saturday, we're having a do at the Legion.", "How old's me nan?"),
    ("My dad is seventy-two and still plays golf.", "How old is me dad?"),
])
def test_me_for_my_in_a_question_is_read(alice, say, told, asked):
    """"How old's me nan?" was only offered what was told of "your nan"."""
    say(alice, told)
    reply = say(alice, asked).text
    assert not reply.startswith(answers.NOT_SURE) and reply.startswith("Your ")


@pytest.mark.parametrize("text, written", [
    ("How old's me nan?", "How old's my nan?"),
    ("Is me van ready?", "Is my van ready?"),
    ("What did me brother say?", "What did my brother say?"),
    ("He's told me dinner is at six.", "He's told me dinner is at six."),
    ("Can you give me a minute?", "Can you give me a minute?"),
])
def test_me_said_for_my_after_a_question_word(text, written):
    assert texting.my_for_me(text) == written


@pytest.mark.parametrize("question", ["How old's Isla?", "How old is Oisín?", "how old will Maisie be"])
def test_the_age_of_someone_never_told_of_is_not_known(alice, say, question):
    """"How old's Isla?" (never told of) was answered that the model is only good for a chat."""
    assert say(alice, question).text == answers.UNKNOWN


@pytest.mark.parametrize("question", ["How old is Taylor Swift?", "What's the capital of France?", "How old is the Eiffel Tower?"])
def test_the_worlds_questions_stay_the_worlds(question):
    assert world.names_only_the_world(question, ["alice"], told="")


@pytest.mark.parametrize("text, reply", [
    ("Been to church this morning, the choir was lovely.",
     "You've been to church this morning, the choir was lovely. Was there a good turnout?"),
])
def test_a_remark_that_echoes_the_word_before_it_is_left_out(text, reply):
    """"… the choir was lovely — lovely. Was there a good turnout?" (the lead's walk 24)."""
    assert rituals.told(text) == reply


def test_a_remark_after_another_word_stays():
    assert rituals.told("Been to church this morning, the singing was beautiful.") == (
        "You've been to church this morning, the singing was beautiful — lovely. Was there a good turnout?"
    )
