"""The end of a relation with someone the person names ("Sam and I split up last month",
"Tom and I got divorced in the spring") changes the statement that names them, or one of
a partner unnamed, and nothing else: the conversation bench with the embedded model applied
the first to "I'm married to Tom" and the second to "My kids have so much and others don't".
A lead-in of what was ("Growing up, I saw …") says nothing of now that "I graduated" could
change; "I'm married now" after "I'm single" names a partner, unnamed."""

import pytest

from memory import embeddings, socrates
from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import change


def _changes(new: str, old: str) -> bool:
    return change.changed(new, embeddings.embed(new), old, embeddings.embed(old)).contradicts


def test_a_named_end_leaves_another_partner_and_other_talk_alone(alice, say, said_long_ago):
    tom = said_long_ago(alice, "I'm married to Tom.", days=60)
    kids = said_long_ago(alice, "My kids have so much and others don't.", days=50)

    for text in ("Sam and I split up last month.", "Priya and I got divorced in the spring."):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text

    assert not BeliefRevision.objects.for_user(alice).exists()
    for belief in (tom, kids):
        belief.refresh_from_db()
        assert belief.status == BeliefStatus.ACTIVE


def test_a_named_end_changes_what_names_them_or_a_partner_unnamed(alice, bob, say, said_long_ago):
    sam = said_long_ago(alice, "I've been seeing Sam since March.")
    reply = say(alice, "Sam and I split up last month.")
    assert 'you said "I\'ve been seeing Sam since March"' in reply.text and reply.text.endswith(socrates.NOTED)
    assert BeliefRevision.objects.for_user(alice).get(belief=sam).llm_verdict == socrates.CONFIRMED

    married = said_long_ago(bob, "I'm married, we have a little house in Leeds.")
    reply = say(bob, "Jo and I got divorced in the spring.")
    assert 'you said "I\'m married, we have a little house in Leeds"' in reply.text
    assert BeliefRevision.objects.for_user(bob).filter(belief=married).exists()


@pytest.mark.parametrize("old", [
    "Growing up, I saw how lack of education and crumbling infrastructure affected my neighborhood",
    "Looking back, I spent most of my twenties in lecture halls",
])
def test_a_lead_in_of_what_was_is_not_changed(old):
    assert not _changes("I graduated last week!", old)


def test_a_lead_in_before_how_things_are_now_can_change():
    assert _changes("I graduated last week!", "Being honest, I'm a student at Leeds and I hate it")


@pytest.mark.parametrize("now", ["I'm married now.", "We're finally married!"])
def test_married_said_unnamed_changes_single(now):
    assert _changes(now, "I'm single.")


def test_married_now_after_single_is_asked(alice, say, said_long_ago, asked_in_their_words):
    single = said_long_ago(alice, "I'm single, happily so.")
    asked_in_their_words(alice, [(single, "I'm married now.")])
