""""This is wrong" from the memory browser: the latest turn that used the belief gets the
outcome "wrong" (meta-learning, as the chat's button does), a revision records it once,
the text stays, and nobody can dispute another person's belief."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory.models import DEFAULT_ALPHAS, Belief, BeliefRevision, Conversation, RetrievalTrace, RevisionReason
from memory.people import do_dispute_belief
from memory.retrieval import alphas_for

BLEND = {"semantic": 0.5, "coaccess": 0.2, "noise": 0.1, "emotional": 0.1, "recency": 0.1}


def used_in_turn(user, belief, *, when):
    conversation = Conversation.objects.create(user=user, channel="web")
    return RetrievalTrace.objects.create(
        user=user, conversation=conversation, level=2, budget=600, blend=BLEND, created_at=when,
        injected=[{"kind": "belief", "id": belief.pk, "form": "full", "score": 0.5, "tokens": 9}],
    )


def test_the_latest_turn_that_used_it_learns_and_the_text_stays(alice, make_belief):
    belief = make_belief(alice, "Alice is allergic to cats.")
    earlier = used_in_turn(alice, belief, when=timezone.now() - timedelta(days=2))
    latest = used_in_turn(alice, belief, when=timezone.now() - timedelta(hours=1))

    dispute = do_dispute_belief(user=alice, belief_id=belief.pk)

    assert dispute.trace.pk == latest.pk
    latest.refresh_from_db()
    earlier.refresh_from_db()
    assert latest.outcome == 0.0 and earlier.outcome is None
    assert latest.injected[0]["wrong"]
    assert alphas_for(alice)["semantic"] < DEFAULT_ALPHAS["semantic"]
    belief.refresh_from_db()
    assert belief.full == "Alice is allergic to cats."
    assert dispute.revision.reason == RevisionReason.DISPUTE and dispute.revision.new_full == belief.full


def test_disputing_twice_writes_one_revision(alice, make_belief):
    belief = make_belief(alice, "Alice works nights.")
    do_dispute_belief(user=alice, belief_id=belief.pk)
    do_dispute_belief(user=alice, belief_id=belief.pk)
    assert BeliefRevision.objects.for_user(alice).filter(reason=RevisionReason.DISPUTE).count() == 1


def test_a_belief_no_turn_used_only_gets_the_revision(alice, make_belief):
    belief = make_belief(alice, "Alice has two brothers.")
    dispute = do_dispute_belief(user=alice, belief_id=belief.pk)
    assert dispute.trace is None
    assert alphas_for(alice) == pytest.approx(DEFAULT_ALPHAS)
    assert BeliefRevision.objects.for_user(alice).filter(belief=belief).count() == 1


def test_another_persons_belief_is_not_found(alice, bob, make_belief):
    bobs = make_belief(bob, "Bob drives a van.")
    used_in_turn(bob, bobs, when=timezone.now())
    with pytest.raises(Belief.DoesNotExist):
        do_dispute_belief(user=alice, belief_id=bobs.pk)
    assert not BeliefRevision.objects.exists()
    assert RetrievalTrace.objects.get(user=bob).outcome is None
