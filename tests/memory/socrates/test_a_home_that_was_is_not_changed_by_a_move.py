"""A home said in the simple past ("then I lived in Madrid for five years") is a home that
was: a move now changes no fact of it. In a walk-through, "Actually we just moved to York
last month." was acknowledged as a change of "I grew up in Valencia, then I lived in Madrid
for five years before moving to England." and that belief superseded. A home said as the
one now ("We've lived in Porto for six years") is still changed by a move."""

from memory import formation, socrates
from memory.models import Belief, BeliefStatus


def test_a_move_asks_nothing_of_a_home_that_was(alice, asks_nothing):
    asks_nothing(alice, ["I grew up in Valencia, then I lived in Madrid for five years before moving to England."],
                 ["Actually we just moved to York last month."])


def test_a_move_still_changes_the_home_now(alice, say, said_long_ago):
    porto = said_long_ago(alice, "We've lived in Porto for six years.")
    turn = say(alice, "We moved to Lyon in the spring.")
    assert turn.text.endswith(socrates.SURFACED)
    formation.form_conversation(turn.inbound.conversation, force=True)
    assert Belief.objects.get(pk=porto.pk).status == BeliefStatus.SUPERSEDED
