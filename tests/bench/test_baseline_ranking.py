"""Reciprocal rank fusion, the budget fill and the turn index of the baselines."""

import numpy as np

from bench.baselines import TurnIndex, bm25_tokens, fill_budget, rrf_fuse


def test_rrf_sums_reciprocal_ranks_with_k_60():
    # a and c: 1/61 + 1/63 > b: 2/62; the tie between a and c keeps first appearance.
    assert rrf_fuse([["a", "b", "c"], ["c", "b", "a"]]) == ["a", "c", "b"]
    assert rrf_fuse([["x", "y"], ["y", "z"]]) == ["y", "x", "z"]


def test_fill_takes_rank_order_and_skips_what_does_not_fit():
    tokens = {"a": 60, "b": 50, "c": 30, "d": 10}
    assert fill_budget(["a", "b", "c", "d"], tokens, 100) == ["a", "c", "d"]
    assert fill_budget(["a"], tokens, 10) == []


def test_bm25_tokens_are_lowercase_words():
    assert bm25_tokens("[8 May, 2023] Caroline: LGBTQ group!") == ["8", "may", "2023", "caroline", "lgbtq", "group"]


def test_turn_index_ranks_by_method():
    vectors = np.eye(3, dtype=np.float32)
    index = TurnIndex(["D1:1", "D1:2", "D1:3"], ["cats purr", "dogs bark loudly", "fish swim"], vectors)
    assert index.rank("bm25", "why do dogs bark", None)[0] == "D1:2"
    assert index.rank("dense", "anything", np.array([0, 0, 1], dtype=np.float32))[0] == "D1:3"
    assert set(index.rank("hybrid", "dogs", np.array([0, 1, 0], dtype=np.float32))) == {"D1:1", "D1:2", "D1:3"}
