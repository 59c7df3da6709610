"""A no right after a change was acknowledged ("Noted — I'll remember that this has
changed.") declines it. In a walk-through with the embedded model, "No, that's wrong." after
the acknowledgement of "I moved to Berlin last week." went to the model, which answered
"Wrong! You're not the only one who loves Lea.", and the change stood as confirmed."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation, socrates
from memory.cycle import socratic
from memory.models import Belief, BeliefRevision, BeliefStatus, Role

MUNICH = "I live in Munich with my girlfriend Lea."


@pytest.fixture
def acknowledged(alice, say):
    """Munich said in a session of its own long ago, then a move acknowledged now."""
    turn = say(alice, MUNICH, when=timezone.now() - timedelta(days=40))
    formation.form_conversation(turn.inbound.conversation, force=True)
    moved = say(alice, "I moved to Berlin last week.")
    assert moved.text.endswith(socrates.NOTED)
    return moved


def _verdict(user, words="Berlin"):
    return BeliefRevision.objects.for_user(user).get(
        belief__full__contains="Munich", new_full__contains=words, accepted=False
    ).llm_verdict


@pytest.mark.parametrize("no", ["No, that's wrong.", "Nope.", "no thats not right", "No, I still live in Munich."])
def test_a_no_declines_the_acknowledged_change(alice, say, acknowledged, no):
    reply = say(alice, no)
    assert reply.text == socratic.ACKNOWLEDGEMENT_DECLINED and reply.reply.role == Role.INTERJECTION
    assert _verdict(alice) == socrates.DECLINED


def test_a_no_that_states_another_change_corrects_it(alice, say, acknowledged):
    reply = say(alice, "No, that's wrong, I moved to Hamburg.")
    assert reply.text.endswith(socrates.NOTED) and "Hamburg" in reply.text
    assert _verdict(alice) == socrates.DECLINED
    assert _verdict(alice, "Hamburg") == socrates.CONFIRMED


def test_a_long_message_opening_with_no_declines_nothing(alice, say, acknowledged):
    say(alice, "No rush on that, by the way, work has been really busy this week.")
    assert _verdict(alice) == socrates.CONFIRMED


def test_a_no_later_in_the_conversation_declines_nothing(alice, say, acknowledged):
    say(alice, "Anyway, work has been busy.")
    assert say(alice, "No, that's wrong.").text != socratic.ACKNOWLEDGEMENT_DECLINED
    assert _verdict(alice) == socrates.CONFIRMED


def test_a_declined_change_leaves_the_belief(alice, say, acknowledged):
    say(alice, "No, that's wrong.")
    formation.form_conversation(acknowledged.inbound.conversation, force=True)
    assert Belief.objects.for_user(alice).get(full__contains="Munich").status == BeliefStatus.ACTIVE


def test_an_acknowledged_change_left_standing_is_applied(alice, say, acknowledged):
    say(alice, "Anyway, work has been busy.")
    formation.form_conversation(acknowledged.inbound.conversation, force=True)
    assert Belief.objects.for_user(alice).get(full__contains="Munich").status == BeliefStatus.SUPERSEDED


def test_a_declined_change_is_not_said_back_as_the_answer(alice, say, acknowledged):
    """After the decline, "Where do I live?" got "You moved to Berlin last week" in a
    walk-through, where the reply had said it would keep what was told before."""
    say(alice, "No, that's wrong.")
    reply = say(alice, "Where do I live?").text
    assert reply.startswith("You live in Munich with your girlfriend Lea (you told me on "), reply
