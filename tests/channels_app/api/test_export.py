"""GET /api/export/: the person's signed export, nobody else's, only when authenticated."""

import json

from memory.people import verified_document


def test_the_signed_export_of_this_person(client, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(bob, "Bob plays the cello.")
    assert client.get("/api/export/").status_code == 401
    client.force_login(alice)
    answer = client.get("/api/export/")
    assert answer.status_code == 200 and answer["Content-Type"] == "application/json"
    document = verified_document(answer.content)
    assert [belief["full"] for belief in document["beliefs"]] == ["Alice keeps bees."]
    assert "cello" not in json.dumps(document)
