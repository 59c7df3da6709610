"""POST /api/feedback/: thumbs on a reply or "that's wrong" on a memory it used become the
turn's outcome and move the person's relevance alphas (DESIGN §4)."""

import pytest

from memory.models import RetrievalTrace
from memory.retrieval import alphas_for


@pytest.fixture
def turn(alice, signed_in, make_belief, engine):
    make_belief(alice, "Alice's daughter Ana studies medicine in Coimbra.")
    client = signed_in(alice)
    answer = client.post("/api/chat/", {"text": "What does my daughter Ana study?"}, format="json").json()
    return client, answer


def test_thumbs_down_then_up_records_the_latest_and_moves_the_alphas(alice, turn):
    client, answer = turn
    before = alphas_for(alice)
    down = client.post("/api/feedback/", {"trace_id": answer["trace_id"], "signal": "down"}, format="json")
    assert down.status_code == 200 and down.json() == {"trace_id": answer["trace_id"], "outcome": 0.0}
    assert alphas_for(alice) != before
    client.post("/api/feedback/", {"trace_id": answer["trace_id"], "signal": "up"}, format="json")
    assert RetrievalTrace.objects.for_user(alice).get(pk=answer["trace_id"]).outcome == 1.0


def test_wrong_on_a_remembered_item_marks_it(alice, turn):
    client, answer = turn
    belief_id = next(item["id"] for item in answer["memory"] if item["kind"] == "belief")
    response = client.post(
        "/api/feedback/", {"trace_id": answer["trace_id"], "signal": "wrong", "belief_id": belief_id}, format="json"
    )
    assert response.status_code == 200 and response.json()["outcome"] == 0.0
    injected = RetrievalTrace.objects.for_user(alice).get(pk=answer["trace_id"]).injected
    assert [item.get("wrong") is not None for item in injected if item["id"] == belief_id] == [True]


@pytest.mark.parametrize(
    "body, field, says",
    [
        ({"signal": "sideways"}, "signal", "not a valid choice"),
        ({"signal": "wrong"}, "detail", "needs the belief"),
        ({"signal": "wrong", "belief_id": 10**9}, "detail", "not part of this reply"),
        ({"signal": "up", "trace_id": "1"}, "trace_id", "whole number"),
        ({"signal": "up", "stars": 5}, "stars", "Unknown field."),
    ],
)
def test_feedback_that_cannot_apply_is_refused(alice, turn, body, field, says):
    client, answer = turn
    response = client.post("/api/feedback/", {"trace_id": answer["trace_id"], **body}, format="json")
    refusal = response.json()[field]
    assert response.status_code == 400 and says in (refusal if isinstance(refusal, str) else refusal[0])
    assert RetrievalTrace.objects.for_user(alice).get(pk=answer["trace_id"]).outcome is None


def test_feedback_on_another_persons_turn_is_not_found(bob, turn, signed_in):
    _, answer = turn
    response = signed_in(bob).post("/api/feedback/", {"trace_id": answer["trace_id"], "signal": "down"}, format="json")
    assert response.status_code == 404
    assert RetrievalTrace.objects.get(pk=answer["trace_id"]).outcome is None
