"""Import restores a verified export into an empty account with every link kept, and a
second import adds nothing."""

import pytest
from django.contrib.auth import get_user_model

from memory.models import (
    Belief,
    BeliefRevision,
    CoAccess,
    Episode,
    EpisodeArchive,
    Message,
    Profile,
    RelevanceProfile,
)
from memory.people import AlreadyImported, ImportRefused, do_import, export_bytes


def _beliefs(user):
    return sorted(
        (b.full, b.compressed, b.kind, b.status, round(b.depth_center, 6), b.pinned,
         sorted(e.summary for e in b.derived_from.all()),
         [(r.reason, r.old_full, r.new_full) for r in b.revisions.all()],
         b.superseded_by.full if b.superseded_by else None)
        for b in Belief.objects.for_user(user).prefetch_related("derived_from", "revisions")
    )


def test_a_fresh_account_gets_the_same_memory_with_its_provenance(alice, full_account):
    full_account(alice)
    carol = get_user_model().objects.create_user("carol")

    counts = do_import(user=carol, data=export_bytes(alice))

    assert counts["beliefs"] == Belief.objects.for_user(alice).count() > 0
    assert _beliefs(carol) == _beliefs(alice)
    for episode in Episode.objects.for_user(carol):
        original = Episode.objects.for_user(alice).get(source_key=episode.source_key)
        assert sorted(m.text for m in episode.source_messages.all()) == sorted(m.text for m in original.source_messages.all())
        assert episode.occurred_at == original.occurred_at and episode.embedding is not None
    assert Message.objects.for_user(carol).filter(floor_category="crisis", text="").count() == 1
    assert EpisodeArchive.objects.filter(episode__user=carol).count() == 1
    assert sorted(CoAccess.objects.for_user(carol).values_list("count", flat=True)) == sorted(
        CoAccess.objects.for_user(alice).values_list("count", flat=True))
    assert Profile.objects.get(user=carol).deprecation_rate == "fast"
    assert RelevanceProfile.objects.get(user=carol).alpha_semantic == 9.5
    assert BeliefRevision.objects.for_user(carol).get().episodes.count() == 2


def test_a_second_import_adds_nothing(alice, full_account):
    full_account(alice)
    carol = get_user_model().objects.create_user("carol")
    data = export_bytes(alice)
    do_import(user=carol, data=data)
    before = (Message.objects.for_user(carol).count(), Episode.objects.for_user(carol).count(),
              Belief.objects.for_user(carol).count())

    with pytest.raises(AlreadyImported, match="already in this account; nothing was added"):
        do_import(user=carol, data=data)
    with pytest.raises(AlreadyImported):
        do_import(user=carol, data=export_bytes(alice))  # a newer export of the same memory
    assert (Message.objects.for_user(carol).count(), Episode.objects.for_user(carol).count(),
            Belief.objects.for_user(carol).count()) == before


def test_an_account_in_use_is_not_merged_into(alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(bob, "Bob plays the cello.")
    with pytest.raises(ImportRefused, match="already holds memories"):
        do_import(user=bob, data=export_bytes(alice))
    assert list(Belief.objects.for_user(bob).values_list("full", flat=True)) == ["Bob plays the cello."]
