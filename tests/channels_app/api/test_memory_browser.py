"""GET /api/memories/: the person's beliefs, searchable, ordered by weight or recency, in
pages; GET /api/memories/{id}/: one belief with its provenance (issue 16 item 2)."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import cycle, formation
from memory.models import Belief, BeliefRevision, BeliefStatus, RetrievalTrace, RevisionReason


@pytest.fixture
def client(alice, signed_in):
    return signed_in(alice)


@pytest.fixture
def three(alice, make_belief):
    now = timezone.now()
    rows = [
        ("Alice plays the cello in an orchestra.", 0.3, now - timedelta(days=1)),
        ("Alice's brother Tom is a firefighter.", 0.9, now - timedelta(days=9)),
        ("Alice is allergic to peanuts.", 0.6, now),
    ]
    beliefs = []
    for text, weight, used in rows:
        belief = make_belief(alice, text, depth_center=weight, last_accessed=used)
        beliefs.append(belief)
    return beliefs


def ids(response):
    assert response.status_code == 200, response.content
    return [m["id"] for m in response.json()["results"]]


def test_heaviest_first_by_default_and_lightest_first_on_request(client, three):
    cello, brother, peanuts = three
    assert ids(client.get("/api/memories/")) == [brother.pk, peanuts.pk, cello.pk]
    assert ids(client.get("/api/memories/", {"ordering": "weight"})) == [cello.pk, peanuts.pk, brother.pk]


def test_most_recently_used_first(client, three):
    cello, brother, peanuts = three
    assert ids(client.get("/api/memories/", {"ordering": "-recency"})) == [peanuts.pk, cello.pk, brother.pk]
    assert ids(client.get("/api/memories/", {"ordering": "recency"})) == [brother.pk, cello.pk, peanuts.pk]


def test_search_matches_words_and_their_forms(client, three):
    cello, brother, _ = three
    assert ids(client.get("/api/memories/", {"search": "cello"})) == [cello.pk]
    assert ids(client.get("/api/memories/", {"search": "firefighters"})) == [brother.pk]  # stemmed
    assert ids(client.get("/api/memories/", {"search": "Tom is a fire"})) == [brother.pk]  # a phrase
    assert ids(client.get("/api/memories/", {"search": "skiing"})) == []


def test_pages(client, three):
    first = client.get("/api/memories/", {"page_size": 2}).json()
    assert first["count"] == 3 and len(first["results"]) == 2 and first["next"]
    second = client.get(first["next"]).json()
    assert len(second["results"]) == 1 and second["next"] is None
    assert client.get("/api/memories/", {"page": 9}).status_code == 404


def test_only_active_beliefs_unless_asked(client, three):
    cello = three[0]
    Belief.objects.filter(pk=cello.pk).update(status=BeliefStatus.PRUNED)
    assert cello.pk not in ids(client.get("/api/memories/"))
    assert ids(client.get("/api/memories/", {"status": "pruned"})) == [cello.pk]


def test_a_memory_with_its_provenance(client, alice, engine):
    said = cycle.handle(cycle.Attention(user=alice, channel="web", text="My partner Sam is a pastry chef."))
    formation.form_conversation(said.inbound.conversation, force=True)
    belief = Belief.objects.for_user(alice).get(full__icontains="pastry")
    BeliefRevision.objects.record(belief, reason=RevisionReason.CORRECTION, episodes=belief.derived_from.all(),
                                  new_full="Sam, Alice's partner, is a pastry chef in Lyon.")
    # Two turns that used it (recorded as the pipeline records them) and one that did not.
    for score, level in ((0.42, 2), (0.61, 3)):
        RetrievalTrace.objects.create(user=alice, level=level, budget=600, injected=[
            {"kind": "episode", "id": belief.pk, "form": "full", "score": 0.9, "tokens": 5},
            {"kind": "belief", "id": belief.pk, "form": "full", "score": score, "tokens": 9},
        ])
    RetrievalTrace.objects.create(user=alice, level=2, budget=600, injected=[])

    detail = client.get(f"/api/memories/{belief.pk}/").json()
    episode = detail["episodes"][0]
    assert said.inbound.pk in [m["id"] for m in episode["source_messages"]]
    assert any("pastry chef" in m["text"] for m in episode["source_messages"])
    assert detail["revisions"][0]["reason"] == "correction"
    assert detail["revisions"][0]["new_text"].endswith("in Lyon.")
    assert detail["revisions"][0]["episodes"] == [episode["id"]]
    assert [(p["score"], p["level"]) for p in detail["weight_history"]] == [(0.61, 3), (0.42, 2)]
    assert 0.01 <= detail["sigma"] <= 0.08
