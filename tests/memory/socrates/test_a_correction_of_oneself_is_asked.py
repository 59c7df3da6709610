"""A person who corrects what they said before ("Actually I'm a midwife, not a nurse") is
asked about it, quoting both sides; a "not" about something else asks nothing."""

from memory import socrates
from memory.models import BeliefStatus
from memory.socrates.own_words import words_of


def test_a_statement_that_denies_what_was_said_is_asked(alice, say, said_long_ago):
    nurse = said_long_ago(alice, "I'm a nurse in Manchester.")
    reply = say(alice, "Actually I'm a midwife, not a nurse.")
    assert f'you said "{words_of(nurse)}"' in reply.text and reply.text.endswith("Has something changed?")
    nurse.refresh_from_db()
    assert nurse.status == BeliefStatus.ACTIVE  # asked, not decided


def test_a_not_about_something_else_asks_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I'm a nurse in Manchester.")
    reply = say(alice, "I work nights at the hospital, not weekends.")
    assert not reply.text.endswith(socrates.SURFACED)
