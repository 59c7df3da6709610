"""The memory browser shows only the signed-in person's memory: another person's belief,
episode or message by id is a 404 (as if it did not exist), pinning or disputing it
changes nothing, and their beliefs never appear in the list. Signed out, every page
asks to sign in."""

import pytest

from memory.models import BeliefRevision


@pytest.fixture
def bobs(bob, make_belief):
    return make_belief(bob, "Bob's secret hobby is competitive yodelling.", people=["Bob"])


def test_another_persons_belief_episode_and_message_are_not_found(client, alice, bobs):
    episode = bobs.derived_from.get()
    message = episode.source_messages.get()
    client.force_login(alice)
    for url in (f"/memories/{bobs.pk}/", f"/memories/episodes/{episode.pk}/", f"/memories/messages/{message.pk}/"):
        response = client.get(url)
        assert response.status_code == 404, url
        assert b"yodelling" not in response.content
    assert client.post(f"/memories/{bobs.pk}/pin/", {"pinned": "1"}).status_code == 404
    assert client.post(f"/memories/{bobs.pk}/wrong/").status_code == 404
    bobs.refresh_from_db()
    assert not bobs.pinned and not BeliefRevision.objects.exists()


def test_the_list_holds_only_the_persons_own(client, alice, bobs, make_belief):
    make_belief(alice, "Alice's hobby is birdwatching.", people=["Alice"])
    client.force_login(alice)
    page = client.get("/memories/?q=hobby").content.decode()
    assert "birdwatching" in page and "yodelling" not in page
    assert ">Bob</option>" not in page
    assert 'class="belief-text"' not in client.get("/memories/?person=Bob").content.decode()


def test_signed_out_is_sent_to_sign_in(client, bobs):
    for url in ("/memories/", f"/memories/{bobs.pk}/", "/settings/", "/settings/plot/?preset=slow"):
        response = client.get(url)
        assert response.status_code == 302 and response.url.startswith("/accounts/login/"), url
