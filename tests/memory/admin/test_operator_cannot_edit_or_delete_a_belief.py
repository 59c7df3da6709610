"""Belief content is read-only for operators, a single belief cannot be deleted, and the
one status change offered (pruning) goes through the engine's pruning and writes a
revision naming the operator."""

from memory.models import Belief, BeliefRevision


def test_the_change_page_shows_but_does_not_edit(client, operator, alice, make_belief):
    belief = make_belief(alice, "Alice keeps bees on her roof.")
    client.force_login(operator)
    page = client.get(f"/admin/memory/belief/{belief.pk}/change/")
    assert page.status_code == 200 and b"Alice keeps bees on her roof." in page.content
    assert b'name="full"' not in page.content and b'name="status"' not in page.content

    edited = client.post(f"/admin/memory/belief/{belief.pk}/change/",
                         {"full": "Alice hates bees.", "status": "pruned", "user": alice.pk})
    assert edited.status_code == 403
    assert client.post(f"/admin/memory/belief/{belief.pk}/delete/", {"post": "yes"}).status_code == 403
    listing = client.get("/admin/memory/belief/")
    assert b"delete_selected" not in listing.content and b"prune_selected" in listing.content
    belief.refresh_from_db()
    assert (belief.full, belief.status) == ("Alice keeps bees on her roof.", "active")


def test_pruning_writes_a_revision_and_leaves_pinned_beliefs(client, operator, alice, make_belief):
    kept = make_belief(alice, "Alice keeps bees on her roof.")
    pinned = make_belief(alice, "Alice's daughter is called Rosa.", pinned=True)
    client.force_login(operator)
    answer = client.post("/admin/memory/belief/", {"action": "prune_selected", "_selected_action": [kept.pk, pinned.pk]},
                         follow=True)
    assert b"Pruned 1 of 2" in answer.content
    assert Belief.objects.get(pk=kept.pk).status == "pruned" and Belief.objects.get(pk=pinned.pk).status == "active"
    revision = BeliefRevision.objects.get(belief=kept)
    assert (revision.reason, revision.old_full, revision.new_full) == ("pruning", kept.full, kept.full)
    assert "olivia" in revision.note and revision.episodes.count() == 1
    assert not BeliefRevision.objects.filter(belief=pinned).exists()
