"""Chat turns are rate-limited per person (HIPPOCAMPUS_CHAT_RATE), counted in Redis."""


def test_beyond_the_rate_a_turn_waits_and_others_are_unaffected(alice, bob, signed_in, settings, engine):
    settings.API = {**settings.API, "CHAT_RATE": "2/min"}
    alices, bobs = signed_in(alice), signed_in(bob)
    answers = [alices.post("/api/chat/", {"text": f"hello {n}"}, format="json") for n in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert "throttled" in answers[2].json()["detail"] and 0 < int(answers[2]["Retry-After"]) <= 60
    assert bobs.post("/api/chat/", {"text": "hello"}, format="json").status_code == 200
    assert alices.get("/api/memories/").status_code == 200  # reading is not a chat turn
