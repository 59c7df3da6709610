"""Thumbs on a reply and "that's wrong" on a remembered item move the person's
Dirichlet alphas (DESIGN §4 meta-learning), once per turn, only for the person's own turns."""

import pytest

from memory.models import DEFAULT_ALPHAS, Conversation, RetrievalTrace
from memory.retrieval import alphas_for
from memory.retrieval.feedback import FeedbackError, do_record_feedback

BLEND = {"semantic": 0.5, "coaccess": 0.2, "noise": 0.1, "emotional": 0.1, "recency": 0.1}


@pytest.fixture
def turn_of():
    def make(user, injected=()):
        conversation = Conversation.objects.create(user=user, channel="web")
        return RetrievalTrace.objects.create(
            user=user, conversation=conversation, level=2, budget=600, blend=BLEND, injected=list(injected)
        )

    return make


def test_thumbs_up_raises_what_thumbs_down_lowers(alice, turn_of):
    do_record_feedback(user=alice, trace_id=turn_of(alice).pk, signal="up")
    raised = alphas_for(alice)
    do_record_feedback(user=alice, trace_id=turn_of(alice).pk, signal="down")
    lowered = alphas_for(alice)
    for name, weight in BLEND.items():
        assert raised[name] == pytest.approx(DEFAULT_ALPHAS[name] + 0.01 * weight)
        assert lowered[name] == pytest.approx(raised[name] - 0.005 * weight)
        assert lowered[name] < raised[name]


def test_the_outcome_is_recorded_on_the_trace(alice, turn_of):
    trace = turn_of(alice)
    do_record_feedback(user=alice, trace_id=trace.pk, signal="up")
    trace.refresh_from_db()
    assert trace.outcome == 1.0


def test_repeating_a_signal_moves_the_alphas_once(alice, turn_of):
    trace = turn_of(alice)
    for _ in range(5):
        do_record_feedback(user=alice, trace_id=trace.pk, signal="up")
    assert alphas_for(alice)["semantic"] == pytest.approx(DEFAULT_ALPHAS["semantic"] + 0.01 * 0.5)


def test_changing_up_to_down_takes_the_up_back(alice, turn_of):
    trace = turn_of(alice)
    do_record_feedback(user=alice, trace_id=trace.pk, signal="up")
    do_record_feedback(user=alice, trace_id=trace.pk, signal="down")
    for name, weight in BLEND.items():
        assert alphas_for(alice)[name] == pytest.approx(DEFAULT_ALPHAS[name] - 0.005 * weight)


def test_wrong_on_a_remembered_item_marks_it_and_lowers(alice, turn_of):
    trace = turn_of(alice, [{"kind": "belief", "id": 41, "form": "full", "score": 0.9, "tokens": 9},
                            {"kind": "belief", "id": 42, "form": "full", "score": 0.5, "tokens": 9}])
    do_record_feedback(user=alice, trace_id=trace.pk, signal="wrong", belief_id=42)
    trace.refresh_from_db()
    assert [bool(item.get("wrong")) for item in trace.injected] == [False, True]
    assert trace.outcome == 0.0
    assert alphas_for(alice)["semantic"] < DEFAULT_ALPHAS["semantic"]


def test_wrong_about_a_memory_the_reply_did_not_use_is_refused(alice, turn_of):
    trace = turn_of(alice, [{"kind": "belief", "id": 41, "form": "full", "score": 0.9, "tokens": 9}])
    with pytest.raises(FeedbackError):
        do_record_feedback(user=alice, trace_id=trace.pk, signal="wrong", belief_id=7)
    with pytest.raises(FeedbackError):
        do_record_feedback(user=alice, trace_id=trace.pk, signal="sideways")
    assert alphas_for(alice) == DEFAULT_ALPHAS


def test_bob_cannot_give_feedback_on_alices_turn(alice, bob, turn_of):
    trace = turn_of(alice)
    with pytest.raises(RetrievalTrace.DoesNotExist):
        do_record_feedback(user=bob, trace_id=trace.pk, signal="down")
    trace.refresh_from_db()
    assert trace.outcome is None
    assert alphas_for(alice) == DEFAULT_ALPHAS
