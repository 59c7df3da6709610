"""Per-category summaries of question scores."""

import pytest

from bench.locomo_scoring import QuestionScore, summarize


def score(category, recall, answered, ceiling, tokens=100, latency=10.0):
    return QuestionScore("conv-1", 0, category, recall, answered, ceiling, tokens, latency)


def test_summary_per_category_and_overall():
    summary = summarize([score(1, 1.0, True, True), score(1, 0.5, False, True), score(4, 0.0, False, False, 300, 30.0)])
    assert set(summary) == {"multi-hop", "single-hop", "overall"}
    assert summary["multi-hop"]["evidence_recall"] == pytest.approx(75.0)
    assert summary["multi-hop"]["all_evidence"] == pytest.approx(50.0)
    assert summary["multi-hop"]["answer_vs_ceiling"] == pytest.approx(50.0)
    assert summary["overall"]["answer_ceiling"] == pytest.approx(200 / 3)
    assert summary["overall"]["tokens_mean"] == pytest.approx(500 / 3)
    assert summary["single-hop"]["latency_p95_ms"] == 30.0


def test_nothing_to_summarise():
    assert summarize([]) == {}
