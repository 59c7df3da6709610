"""A change the person's message says itself ("I moved to Berlin last month") is
acknowledged in their words, not asked about as if unsure (seed 004, DESIGN §6: the new
statement is itself a confirmed change), as formation applies it; a change only implied
by another value ("I live in Berlin") is still asked about."""

from memory import socrates
from memory.models import BeliefRevision


def test_a_stated_change_is_acknowledged_not_asked(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    reply = say(alice, "I moved to Berlin last month.")

    assert 'you said "I live in Lisbon"; now you say "I moved to Berlin last month"' in reply.text
    assert reply.text.endswith(socrates.NOTED) and socrates.ASK not in reply.text
    # Recorded as confirmed by the person's words; formation then supersedes it
    # (test_change_of_fact_is_asked_once.test_a_statement_of_change_supersedes_at_formation).
    assert BeliefRevision.objects.for_user(alice).get(belief=lisbon).llm_verdict == socrates.CONFIRMED


def test_a_change_only_implied_is_still_asked(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    reply = say(alice, "I live in Berlin.")

    assert reply.text.endswith(socrates.ASK) and socrates.NOTED not in reply.text
    assert BeliefRevision.objects.for_user(alice).get(belief=lisbon).llm_verdict == socrates.ASKED


def test_the_job_got_is_a_stated_change_of_work(alice, say, said_long_ago):
    # A walk-through: "I got the job at the new clinic!!" changed nothing, where "I got a new
    # job" did; "got the job done" is no job at all.
    hospital = said_long_ago(alice, "I work as a pharmacist at the hospital.")
    assert not say(alice, "We finally got the job done on the kitchen.").text.endswith(socrates.SURFACED)
    reply = say(alice, "I got the job at the new clinic!!")

    assert reply.text.endswith(socrates.NOTED)
    assert BeliefRevision.objects.for_user(alice).get(belief=hospital).llm_verdict == socrates.CONFIRMED
