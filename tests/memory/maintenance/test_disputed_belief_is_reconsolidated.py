"""A belief the person marked wrong is due for reconsolidation even if no turn recalled
it; the attempt says why it was made, and the same dispute does not make it due again."""

from datetime import timedelta

from django.utils import timezone

from memory.maintenance import reconsolidation
from memory.models import BeliefRevision, RevisionReason
from memory.people import do_dispute_belief
from tests.memory.clock import drain


def test_disputed_is_due_once(alice, bob, make_belief, fake_llm):
    fake_llm(None)  # no model: extractive rewrite, the meaning check says "not confirmed"
    belief = make_belief(alice, "Alice is allergic to peanuts.")
    make_belief(bob, "Bob is allergic to cats.")
    assert not reconsolidation.pending_beliefs().exists()

    do_dispute_belief(user=alice, belief_id=belief.pk)
    assert list(reconsolidation.pending_beliefs().values_list("pk", flat=True)) == [belief.pk]

    counts = drain(reconsolidation.reconsolidate_user(alice, now=timezone.now() + timedelta(minutes=1)))
    assert counts == {"reconsolidated": 0, "reconsolidation_rejected": 1}
    attempt = BeliefRevision.objects.for_user(alice).get(reason=RevisionReason.RECONSOLIDATION)
    assert attempt.note.startswith("disputed by the person; extractive rewrite")
    belief.refresh_from_db()
    assert belief.full == "Alice is allergic to peanuts."
    assert not reconsolidation.pending_beliefs().exists()
