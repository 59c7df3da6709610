"""memories / episodes selectors: one person's rows, filtered by status and search."""

from memory import people
from memory.models import BeliefStatus


def test_only_the_persons_rows_in_the_status_asked(alice, bob, make_belief):
    kept = make_belief(alice, "Alice sings in a choir.")
    make_belief(alice, "Alice used to sing opera.", status=BeliefStatus.SUPERSEDED)
    make_belief(bob, "Bob sings in a choir too.")
    assert list(people.memories(alice, search="choir")) == [kept]
    assert [b.full for b in people.memories(alice, status=BeliefStatus.SUPERSEDED)] == ["Alice used to sing opera."]
    assert [e.summary for e in people.episodes(alice, search="singing")] == [
        "Alice used to sing opera.", "Alice sings in a choir."
    ]
