"""The failure analysis separates what formation lost from what retrieval did not inject."""

from bench.locomo_analysis import answer_losses, composition, misses, recency_lean


def record(evidence, claimable, claimed, *, answer_found=False, ceiling_found=True, claims=("D3:1",)):
    recall = len(set(evidence) & set(claimed)) / len(set(evidence))
    return {
        "sample_id": "conv-x", "evidence": evidence, "claimable_evidence": claimable, "claimed": claimed,
        "evidence_recall": recall, "answer_found": answer_found, "ceiling_found": ceiling_found,
        "injected": [{"kind": "belief", "form": "compressed", "tokens": 10, "claims": list(claims)}],
    }


def test_missed_turns_split_by_whether_any_memory_could_claim_them():
    records = [record(["D1:1", "D1:2", "D2:1"], ["D1:1", "D2:1"], ["D2:1"])]
    assert misses(records) == {"not injected": 1, "never claimable": 1}


def test_answer_lost_only_when_all_evidence_was_injected_and_the_answer_was_there():
    records = [
        record(["D1:1"], ["D1:1"], ["D1:1"]),
        record(["D1:1"], ["D1:1"], ["D1:1"], answer_found=True),
        record(["D1:1"], ["D1:1"], []),
        record(["D1:1"], ["D1:1"], ["D1:1"], ceiling_found=False),
    ]
    assert answer_losses(records)["all evidence claimed, answer in evidence, not in context"] == 1


def test_recency_lean_compares_session_positions():
    lean = recency_lean([record(["D1:1"], [], [], claims=("D3:1",))], {"conv-x": 3})
    assert lean == {"claimed turns' mean session position": 1.0, "evidence turns' mean session position": 0.0}


def test_composition_counts_kinds_and_forms():
    assert composition([record(["D1:1"], [], [])])["belief compressed %"] == 100.0
