"""Pin / unpin (seed 001 pinned memories): a pinned belief keeps its weight through decay
and pruning, unpinning lets it fade again from where it is, and each change leaves a
revision; only the person's own live, non-safety beliefs can be pinned."""

from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from memory.maintenance.decay import decay_user
from memory.maintenance.pruning import prune_user
from memory.models import Belief, BeliefKind, BeliefRevision, BeliefStatus, RevisionReason
from memory.people import do_pin_belief


def drain(steps):
    for _ in steps:
        pass


def test_pinned_keeps_its_weight_through_decay_and_pruning(alice, make_belief):
    long_ago = timezone.now() - timedelta(days=400)
    belief = make_belief(alice, "Alice's grandmother taught her to bake bread.", depth_center=0.03,
                         depth_at_last_access=0.6, last_accessed=long_ago)
    do_pin_belief(user=alice, belief_id=belief.pk, pinned=True)
    later = timezone.now() + timedelta(days=300)
    drain(decay_user(alice, now=later))
    drain(prune_user(alice, now=later))
    belief.refresh_from_db()
    assert belief.pinned and belief.status == BeliefStatus.ACTIVE
    assert belief.depth_center == pytest.approx(0.03)  # where it stood when pinned, below the threshold
    assert belief.depth_at_last_access == pytest.approx(0.03)


def test_unpinned_fades_again_from_where_it_stands(alice, make_belief):
    long_ago = timezone.now() - timedelta(days=400)
    belief = make_belief(alice, "Alice keeps bees.", depth_center=0.5, depth_at_last_access=0.5,
                         last_accessed=long_ago, pinned=True)
    do_pin_belief(user=alice, belief_id=belief.pk, pinned=False)
    drain(decay_user(alice, now=timezone.now() + timedelta(hours=1)))
    belief.refresh_from_db()
    assert not belief.pinned
    assert belief.depth_center == pytest.approx(0.5)  # the 400 pinned days are not charged at once
    drain(decay_user(alice, now=timezone.now() + timedelta(days=10)))
    belief.refresh_from_db()
    assert belief.depth_center < 0.5


def test_each_change_leaves_a_revision_and_repeating_changes_nothing(alice, make_belief):
    belief = make_belief(alice, "Alice's favourite colour is green.")
    do_pin_belief(user=alice, belief_id=belief.pk, pinned=True)
    do_pin_belief(user=alice, belief_id=belief.pk, pinned=True)
    do_pin_belief(user=alice, belief_id=belief.pk, pinned=False)
    revisions = list(BeliefRevision.objects.for_user(alice).filter(belief=belief))
    assert [r.reason for r in revisions] == [RevisionReason.PIN, RevisionReason.PIN]
    assert all(r.old_full == r.new_full == belief.full for r in revisions)
    assert "pinned" in revisions[0].note and "unpinned" in revisions[1].note
    assert set(revisions[0].episodes.all()) == set(belief.derived_from.all())


def test_someone_elses_a_safety_boundary_or_a_superseded_one_cannot_be_pinned(alice, bob, make_belief):
    bobs = make_belief(bob, "Bob plays chess.")
    with pytest.raises(Belief.DoesNotExist):
        do_pin_belief(user=alice, belief_id=bobs.pk, pinned=True)
    boundary = make_belief(alice, "Never give medical advice.", immutable=True, kind=BeliefKind.SAFETY)
    with pytest.raises(ValidationError, match="safety boundary"):
        do_pin_belief(user=alice, belief_id=boundary.pk, pinned=True)
    old = make_belief(alice, "Alice lives in Leeds.", status=BeliefStatus.SUPERSEDED)
    with pytest.raises(ValidationError, match="still held"):
        do_pin_belief(user=alice, belief_id=old.pk, pinned=True)
    bobs.refresh_from_db()
    assert not bobs.pinned and not BeliefRevision.objects.exists()
