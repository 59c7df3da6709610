"""What formation resolved of a relative date ("last week (the week of 16 November 2026)")
is not the person's words: Socrates reads and quotes them without it. With it, "Hana and I
broke up last week." was asked about in the reply, but its belief was too far from "My
girlfriend Hana is a chef …" for consolidation to apply the change it states, and the
next session still said "Your girlfriend Hana is a chef"."""

from memory import formation, socrates
from memory.models import BeliefStatus


def test_a_stated_change_with_a_relative_date_supersedes_at_consolidation(alice, say, said_long_ago):
    old = said_long_ago(alice, "My girlfriend Hana is a chef, she runs a small ramen place in Bristol.")
    told = say(alice, "Hana and I broke up last week.")
    assert told.text.endswith(socrates.SURFACED)
    formation.form_conversation(told.inbound.conversation, force=True)
    old.refresh_from_db()
    assert old.status == BeliefStatus.SUPERSEDED and "broke up last week" in old.superseded_by.full


def test_the_question_quotes_the_persons_words(alice, say, said_long_ago):
    said_long_ago(alice, "I've worked at the hospital in Leeds since last year.")
    reply = say(alice, "I quit the hospital job and moved to York.")
    assert 'you said "I\'ve worked at the hospital in Leeds since last year"' in reply.text  # not "(2025)"
