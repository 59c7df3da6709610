"""What the person said was still to come or only planned ("My exams start in two weeks",
"thinking about moving to Porto next year") is no fact a later statement changes: its
outcome ("I passed my anatomy exam!") or the plan carried out ("We moved to Porto last
month!") is neither asked about nor acknowledged as a change (a walk-through got both),
while a fact of how things stand still is ("I live in Lisbon" / "We moved to Berlin")."""

import pytest

from memory import socrates
from memory.models import BeliefRevision


@pytest.mark.parametrize("earlier, later", [
    ("My exams start in two weeks and I'm so stressed.", "I passed my anatomy exam!"),
    ("I'm thinking about moving to Porto next year.", "We moved to Porto last month!"),
])
def test_the_outcome_of_what_was_to_come_is_not_challenged(alice, say, said_long_ago, earlier, later):
    said_long_ago(alice, earlier)
    reply = say(alice, later)

    assert not reply.text.endswith(socrates.SURFACED), reply.text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_fact_of_how_things_stand_is_still_acknowledged(alice, say, said_long_ago):
    said_long_ago(alice, "I live in Lisbon.")
    assert say(alice, "We moved to Berlin last month.").text.endswith(socrates.SURFACED)
