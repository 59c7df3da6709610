"""A move said only by the place it left says where the person lives now only when that
place is one their earlier statement names. In the conversation bench, "I've known these
friends for 4 years, since I moved from my home country" was acknowledged as a change of
"I live in Lisbon", and the home would have been superseded."""

from memory import formation, socrates
from memory.models import Belief, BeliefStatus


def test_leaving_a_place_not_named_changes_no_home(alice, asks_nothing):
    asks_nothing(alice, ["I live in Lisbon."], [
        "They've been there through everything, I've known these friends for 4 years, since I moved from my home country.",
        "We moved away from the coast when I was a kid.",
    ])


def test_leaving_the_place_named_changes_the_home(alice, say, said_long_ago):
    lisbon = said_long_ago(alice, "I live in Lisbon.")
    turn = say(alice, "I moved away from Lisbon in the summer.")
    assert turn.text.endswith(socrates.SURFACED)
    assert "I live in Lisbon" in turn.text
    formation.form_conversation(turn.inbound.conversation, force=True)
    assert Belief.objects.get(pk=lisbon.pk).status == BeliefStatus.SUPERSEDED
