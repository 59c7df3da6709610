"""The belief page's two writes: pin / unpin and "this is wrong", each a POST that comes
back to the belief (works without JavaScript) saying what it did; a request that cannot
apply is a 400 on the page, saying why."""

from memory.models import BeliefKind, BeliefRevision, RevisionReason


def test_pin_then_unpin(client, alice, make_belief):
    belief = make_belief(alice, "Alice's daughter is called Iris.")
    client.force_login(alice)
    response = client.post(f"/memories/{belief.pk}/pin/", {"pinned": "1"}, follow=True)
    assert response.redirect_chain[-1][0] == f"/memories/{belief.pk}/"
    page = response.content.decode()
    assert "Pinned: this memory will not fade." in page and ">Unpin<" in page
    belief.refresh_from_db()
    assert belief.pinned
    client.post(f"/memories/{belief.pk}/pin/", {"pinned": "0"})
    belief.refresh_from_db()
    assert not belief.pinned
    assert BeliefRevision.objects.for_user(alice).filter(reason=RevisionReason.PIN).count() == 2


def test_this_is_wrong(client, alice, make_belief):
    belief = make_belief(alice, "Alice hates coffee.")
    client.force_login(alice)
    page = client.post(f"/memories/{belief.pk}/wrong/", follow=True).content.decode()
    assert "Noted as wrong" in page and "You have marked it wrong." in page
    assert "Marked wrong by the person" in page  # in its history
    belief.refresh_from_db()
    assert belief.full == "Alice hates coffee."


def test_what_cannot_apply_is_a_400_saying_why(client, alice, make_belief):
    belief = make_belief(alice, "Alice rides a bike.")
    boundary = make_belief(alice, "Never store card numbers.", immutable=True, kind=BeliefKind.SAFETY)
    client.force_login(alice)
    response = client.post(f"/memories/{belief.pk}/pin/", {"pinned": "maybe"})
    assert response.status_code == 400 and "pinned=1" in response.content.decode()
    response = client.post(f"/memories/{boundary.pk}/pin/", {"pinned": "1"})
    assert response.status_code == 400 and "safety boundary" in response.content.decode()
    assert client.get(f"/memories/{belief.pk}/pin/").status_code == 405
    assert not BeliefRevision.objects.exists()
