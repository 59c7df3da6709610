"""Socrates mode 1 across sessions: a real change of fact is asked about once, quoting the
person's words (never our "who (date):" frame); the old belief stays until the person
confirms, and a statement that says itself that it changed is its own confirmation."""

from datetime import timedelta

from django.utils import timezone

from memory import formation, socrates
from memory.models import Belief, BeliefRevision, BeliefStatus, Message


def test_a_change_across_sessions_is_asked_once_in_the_persons_words(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    reply = say(alice, "I live in Berlin these days.", when=timezone.now() - timedelta(days=2))

    assert reply.text.startswith("Last month")
    assert 'you said "I live in Lisbon"' in reply.text and 'now you say "I live in Berlin these days"' in reply.text
    assert "alice (" not in reply.text and "(on " in reply.text
    assert reply.reply.role == "interjection"
    lisbon.refresh_from_db()
    assert lisbon.status == BeliefStatus.ACTIVE  # asked, not decided

    again = say(alice, "I live in Berlin these days.")  # another session, same pair
    assert not again.text.endswith(socrates.SURFACED)
    assert BeliefRevision.objects.for_user(alice).filter(belief=lisbon).count() == 1


def test_a_challenge_is_never_in_the_window_the_model_continues(alice, say, said_long_ago):
    from memory.cycle import context

    said_long_ago(alice, "I live in Lisbon.")
    challenged = say(alice, "I live in Berlin these days.")
    follow_up = say(alice, "Anyway, what should I cook tonight?")
    rendered = context.render(follow_up.inbound.conversation, follow_up.inbound, follow_up.inbound.text, None, [])
    prompt = " ".join(m["content"] for m in rendered.messages)
    assert "Has something changed?" not in prompt and challenged.reply.pk not in [
        m for s in rendered.segments for m in s.messages
    ]


def test_a_yes_confirms_and_formation_then_supersedes(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    say(alice, "I live in Berlin.")  # no change word: only asked
    answer = say(alice, "Yes, I did.")
    assert answer.text.startswith("Thanks for telling me") and answer.reply.role == "interjection"
    formation.form_conversation(answer.inbound.conversation, force=True)
    lisbon.refresh_from_db()
    assert lisbon.status == BeliefStatus.SUPERSEDED and "Berlin" in lisbon.superseded_by.full


def test_without_confirmation_the_pair_stays_open(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    asked = say(alice, "I live in Berlin.")
    say(alice, "Let's talk about something else.")
    formation.form_conversation(asked.inbound.conversation, force=True)
    lisbon.refresh_from_db()
    assert lisbon.status == BeliefStatus.ACTIVE
    assert Belief.objects.for_user(alice).filter(full__contains="Berlin", status=BeliefStatus.ACTIVE).exists()


def test_a_statement_of_change_supersedes_at_formation(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    moved = say(alice, "I moved to Berlin last month.")
    formation.form_conversation(moved.inbound.conversation, force=True)
    lisbon.refresh_from_db()
    assert lisbon.status == BeliefStatus.SUPERSEDED
    assert not Message.objects.for_user(alice).filter(role="interjection", text__contains="alice (").exists()


def test_another_side_of_the_same_topic_is_not_a_change(alice, say, said_long_ago):
    said_long_ago(alice, "Unfortunately, I can't have dairy, so no ice cream for me.")
    for text in ("I'm lactose intolerant, so I'll just need the dairy-free recipe!",
                 "I'm tempted to try dairy-free flavors at the new place."):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_no_that_says_things_stand_as_they_were_declines_however_long(alice, say, said_long_ago):
    said_long_ago(alice, "I don't drink alcohol at all.")
    asked = say(alice, "had a glass of wine at the party last night, it was nice")
    assert "Has something changed?" in asked.text
    answer = say(alice, "no, I still don't really drink, it was just one glass")
    assert answer.text == "Thanks — then I'll keep what you told me before."
    assert BeliefRevision.objects.for_user(alice).get().llm_verdict == socrates.DECLINED
    # A long message that only opens with "no" is about something else.
    say(alice, "I live in Berlin.")
    assert say(alice, "No way, the weather in Berlin was amazing today, we had a picnic by the river").text != (
        "Thanks — then I'll keep what you told me before.")
