"""GET /api/episodes/: the person's episodes, newest first, searchable, read-only."""

from datetime import timedelta

from django.utils import timezone


def test_newest_first_with_their_messages(alice, signed_in, make_episode):
    older = make_episode(alice, "Alice moved to Porto.", when=timezone.now() - timedelta(days=3))
    newer = make_episode(alice, "Alice adopted a cat named Miso.")
    client = signed_in(alice)
    listed = client.get("/api/episodes/").json()
    assert [e["id"] for e in listed["results"]] == [newer.pk, older.pk]
    assert [e["id"] for e in client.get("/api/episodes/", {"search": "cats"}).json()["results"]] == [newer.pk]
    detail = client.get(f"/api/episodes/{older.pk}/").json()
    assert detail["summary"] == "Alice moved to Porto."
    assert [m["text"] for m in detail["source_messages"]] == ["Alice moved to Porto."]


def test_episodes_cannot_be_changed_through_the_api(alice, signed_in, make_episode):
    episode = make_episode(alice, "Alice ran a marathon.")
    client = signed_in(alice)
    for method in ("post", "put", "patch", "delete"):
        assert getattr(client, method)(f"/api/episodes/{episode.pk}/", {}, format="json").status_code == 405
    assert client.post("/api/episodes/", {"summary": "made up"}, format="json").status_code == 405
    assert client.get(f"/api/episodes/{episode.pk}/").json()["summary"] == "Alice ran a marathon."
