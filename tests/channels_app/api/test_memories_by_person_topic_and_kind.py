"""GET /api/memories/ filters by a tagged person or topic and orders by kind, through the
same selector as the memory browser page."""

import pytest


@pytest.fixture
def client(alice, signed_in):
    return signed_in(alice)


def test_person_topic_and_kind(client, alice, make_belief):
    lisbon = make_belief(alice, "Maya lives in Lisbon.", people=["Maya"], topics=["lisbon"], kind="fact")
    surf = make_belief(alice, "Maya wants to surf.", people=["Maya"], topics=["surfing"], kind="goal")
    tea = make_belief(alice, "Alice drinks tea.", people=["Alice"], topics=["tea"], kind="fact", depth_center=0.9)

    def ids(**query):
        response = client.get("/api/memories/", query)
        assert response.status_code == 200, response.content
        return [m["id"] for m in response.json()["results"]]

    assert set(ids(person="Maya")) == {lisbon.pk, surf.pk}
    assert ids(person="Maya", topic="surfing") == [surf.pk]
    assert ids(ordering="kind") == [tea.pk, lisbon.pk, surf.pk]
    assert client.get("/api/memories/", {"ordering": "colour"}).status_code == 400
