"""access_belief / access_episode: a person's own row with its provenance, and for anyone
else's id the same DoesNotExist as for an id that was never used."""

import pytest

from memory import people
from memory.models import Belief, BeliefRevision, Episode, RevisionReason


def test_own_belief_comes_with_episodes_messages_and_revisions(alice, make_belief, django_assert_max_num_queries):
    belief = make_belief(alice, "Alice keeps bees.")
    BeliefRevision.objects.record(belief, reason=RevisionReason.MERGE, episodes=belief.derived_from.all(),
                                  new_full="Alice keeps two hives of bees.")
    with django_assert_max_num_queries(6):  # one per relation, not one per row
        found = people.access_belief(alice, belief.pk)
        episodes = list(found.derived_from.all())
        messages = [m.text for e in episodes for m in e.source_messages.all()]
        revisions = [(r.new_full, [e.pk for e in r.episodes.all()]) for r in found.revisions.all()]
    assert messages == ["Alice keeps bees."]
    assert revisions == [("Alice keeps two hives of bees.", [episodes[0].pk])]


def test_another_persons_ids_are_not_found(alice, bob, make_belief):
    bobs = make_belief(bob, "Bob collects stamps.")
    with pytest.raises(Belief.DoesNotExist):
        people.access_belief(alice, bobs.pk)
    with pytest.raises(Episode.DoesNotExist):
        people.access_episode(alice, bobs.derived_from.get().pk)
    assert people.access_episode(bob, bobs.derived_from.get().pk).summary == "Bob collects stamps."
