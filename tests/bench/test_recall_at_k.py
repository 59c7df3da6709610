"""Recall@k of a turn ranking, and the percentiles of a latency list."""

import pytest

from bench.locomo_scoring import percentile, recall_at_k


def test_recall_at_k_counts_only_the_first_k_ids():
    ranking = ["D1:1", "D1:2", "D1:3", "D1:4"]
    assert recall_at_k(ranking, ["D1:2", "D1:4"], 2) == 0.5
    assert recall_at_k(ranking, ["D1:2", "D1:4"], 4) == 1.0
    assert recall_at_k(ranking, ["D7:7"], 4) == 0.0


def test_a_question_without_evidence_cannot_be_scored():
    with pytest.raises(ValueError):
        recall_at_k(["D1:1"], [], 5)


def test_percentiles_interpolate():
    assert percentile([10, 20, 30, 40, 50], 50) == 30
    assert percentile(list(range(1, 101)), 95) == pytest.approx(95.05)
    assert percentile([], 95) == 0.0
