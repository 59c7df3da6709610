"""Alice, by session or by her personal token, reaches none of Bob's things: every
endpoint answers 404 for his ids (never 403, never his data), lists hold only hers, and
her writes change only hers (DESIGN §2 multi-tenancy; issue 16)."""

import pytest

from channels_app.api import urls
from memory import cycle, people
from memory.models import Belief, ChannelIdentity


@pytest.fixture
def bobs(bob, make_belief, engine):
    belief = make_belief(bob, "Bob's sister lives in Lisbon.")
    turn = cycle.handle(cycle.Attention(user=bob, channel="web", text="Where does my sister live?"))
    people.do_set_preferences(user=bob, deprecation_rate="fast", timezone="Europe/Lisbon")
    token, _ = people.do_create_api_token(user=bob)
    phone = ChannelIdentity.objects.create(user=bob, kind="sms", address="+447700900555", verified=True)
    return {"belief": belief, "episode": belief.derived_from.get(), "turn": turn, "token_key": token.token_key,
            "phone": phone}


@pytest.fixture(params=["session", "token"])
def as_alice(request, alice, signed_in, with_token):
    return signed_in(alice) if request.param == "session" else with_token(alice)


def test_bobs_ids_are_not_found_for_alice(as_alice, bobs):
    for path in (f"/api/memories/{bobs['belief'].pk}/", f"/api/episodes/{bobs['episode'].pk}/"):
        response = as_alice.get(path)
        assert response.status_code == 404 and response.json() == {"detail": "Not found."}
        assert b"Lisbon" not in response.content


def test_alice_cannot_give_feedback_on_bobs_turn(as_alice, bobs):
    trace = bobs["turn"].trace
    response = as_alice.post("/api/feedback/", {"trace_id": trace.pk, "signal": "down"}, format="json")
    assert response.status_code == 404
    trace.refresh_from_db()
    assert trace.outcome is None


def test_alices_lists_hold_none_of_bobs_things(as_alice, alice, bobs, make_belief):
    mine = make_belief(alice, "Alice grows tomatoes.")
    memories = as_alice.get("/api/memories/", {"search": "Lisbon"}).json()
    assert memories["count"] == 0
    everything = as_alice.get("/api/memories/").json()["results"]
    assert [m["id"] for m in everything] == [mine.pk]
    assert [e["id"] for e in as_alice.get("/api/episodes/").json()["results"]] == [mine.derived_from.get().pk]


def test_alices_settings_are_hers_alone(as_alice, bob, bobs):
    assert as_alice.get("/api/settings/").json()["timezone"] == "UTC"
    as_alice.patch("/api/settings/", {"deprecation_rate": "slow", "timezone": "Asia/Tokyo"}, format="json")
    assert people.preferences_of(bob).deprecation_rate == "fast"
    assert people.preferences_of(bob).timezone == "Europe/Lisbon"


def test_alice_cannot_list_or_revoke_bobs_tokens(alice, bob, signed_in, bobs):
    client = signed_in(alice)
    assert client.get("/api/tokens/").json() == []
    assert client.delete(f"/api/tokens/{bobs['token_key']}/").status_code == 404
    assert [t.token_key for t in people.api_tokens(bob)] == [bobs["token_key"]]


def test_alice_cannot_see_confirm_or_unlink_bobs_numbers(as_alice, bobs):
    phone = bobs["phone"]
    assert as_alice.get("/api/identities/").json() == []
    assert as_alice.post(f"/api/identities/{phone.pk}/verify/", {"code": "123456"}, format="json").status_code == 404
    assert as_alice.delete(f"/api/identities/{phone.pk}/").status_code == 404
    taken = as_alice.post("/api/identities/", {"kind": "sms", "address": phone.address}, format="json")
    assert taken.status_code == 400 and "another account" in taken.json()["detail"]
    assert ChannelIdentity.objects.filter(address=phone.address).values_list("user", "verified").get() == (
        phone.user_id, True
    )


def test_alices_chat_turns_never_bring_back_bobs_memories(as_alice, bobs):
    answer = as_alice.post("/api/chat/", {"text": "Where does my sister live?"}, format="json").json()
    assert all(item["id"] != bobs["belief"].pk for item in answer["memory"])
    assert "Lisbon" not in answer["reply"] and all("Lisbon" not in item["text"] for item in answer["memory"])


def test_bobs_memory_is_unchanged_by_all_of_it(as_alice, bobs):
    before = Belief.objects.for_user(bobs["belief"].user).values_list("full", "status").get()
    as_alice.get(f"/api/memories/{bobs['belief'].pk}/")
    as_alice.patch(f"/api/memories/{bobs['belief'].pk}/", {"text": "changed"}, format="json")
    assert Belief.objects.for_user(bobs["belief"].user).values_list("full", "status").get() == before


def test_every_endpoint_that_takes_an_id_is_walked_above():
    """A new endpoint with an id in its path must join the walk above."""
    with_ids = {str(route.pattern) for route in urls.urlpatterns if "<" in str(route.pattern)}
    assert with_ids == {"memories/<int:pk>/", "episodes/<int:pk>/", "tokens/<str:token_key>/",
                        "identities/<int:pk>/", "identities/<int:pk>/verify/"}
