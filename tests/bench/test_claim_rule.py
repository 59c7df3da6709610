"""One injected item claims at most the three source turns closest to its own text."""

import numpy as np

from bench.locomo_scoring import claim_sources, evidence_recall


def unit(*values):
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_a_summary_of_a_long_stretch_claims_only_its_three_closest_turns():
    item = unit(1, 0, 0)
    sources = [
        ("D1:1", unit(0, 1, 0)),
        ("D1:2", unit(1, 0.1, 0)),
        ("D1:3", unit(0, 0, 1)),
        ("D1:4", unit(1, 0.5, 0)),
        ("D1:5", unit(1, 1, 0)),
        ("D1:6", unit(-1, 0, 0)),
    ]
    assert claim_sources(item, sources) == ["D1:2", "D1:4", "D1:5"]


def test_fewer_sources_than_the_limit_are_all_claimed():
    assert claim_sources(unit(1, 0), [("D2:1", unit(0, 1))]) == ["D2:1"]


def test_no_sources_claim_nothing():
    assert claim_sources(unit(1, 0), []) == []


def test_ties_go_to_the_smaller_id_so_claims_are_deterministic():
    same = unit(1, 1)
    sources = [("D1:9", same), ("D1:1", same), ("D1:5", same), ("D1:3", same)]
    assert claim_sources(unit(1, 1), sources) == ["D1:1", "D1:3", "D1:5"]


def test_evidence_recall_counts_distinct_evidence_turns_claimed():
    assert evidence_recall(["D1:2", "D9:9"], ["D1:2", "D1:3"]) == 0.5
    assert evidence_recall(["D1:2", "D1:3"], ["D1:2", "D1:3", "D1:3"]) == 1.0
