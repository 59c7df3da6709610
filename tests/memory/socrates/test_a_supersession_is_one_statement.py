"""Superseding a belief writes its revision, the revision's two-sided provenance and the
old belief's new status in one statement (formation supersedes beliefs as it forms them)."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory import socrates
from memory.models import Belief, BeliefStatus, RevisionReason


def test_supersede_is_one_round_trip_with_the_same_rows(alice, make_belief, make_episode):
    old = make_belief(alice, "I live in Chicago")
    old.derived_from.add(make_episode(alice, "I live in Chicago, near the lake"))
    new = make_belief(alice, "We moved to Denver in March")

    with CaptureQueriesContext(connection) as queries:
        revision = socrates.supersede(old=old, new=new, note="a note")

    assert len(queries) == 1
    assert revision.pk is not None and revision.reason == RevisionReason.CONTRADICTION and revision.accepted
    assert (revision.old_full, revision.new_full, revision.note) == ("I live in Chicago", "We moved to Denver in March",
                                                                     "a note")
    assert set(revision.episodes.all()) == set(old.derived_from.all()) | set(new.derived_from.all())
    assert revision.episodes.count() == 3
    stored = Belief.objects.get(pk=old.pk)
    assert (stored.status, stored.superseded_by_id) == (BeliefStatus.SUPERSEDED, new.pk)
    assert stored.superseded_at == old.superseded_at and old.status == BeliefStatus.SUPERSEDED
    assert Belief.objects.get(pk=new.pk).status == BeliefStatus.ACTIVE
