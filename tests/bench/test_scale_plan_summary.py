"""The multi-tenant bench names the path a probe's dense candidates took, from the plan."""

from bench.scale_tenants import _plan_summary


def _plan(dense: dict) -> dict:
    return {"Execution Time": 3.5, "Planning Time": 0.2,
            "Plan": {"Node Type": "Hash Join", "Actual Rows": 220, "Shared Hit Blocks": 900, "Shared Read Blocks": 4,
                     "Plans": [{"Node Type": "Limit", "Plans": [dense]}]}}


def test_an_exact_scan_is_named_with_the_index_it_read():
    sort = {"Node Type": "Sort", "Sort Key": ["((own.embedding <=> '[1,0]'::vector))"],
            "Plans": [{"Node Type": "Subquery Scan", "Plans": [
                {"Node Type": "Index Only Scan", "Index Name": "belief_person_vectors", "Actual Rows": 1000}]}]}
    summary = _plan_summary(_plan(sort))
    assert summary["dense"] == ("exact: Index Only Scan on belief_person_vectors (1000 of the person's rows), "
                                "top-N sort")
    assert (summary["execution_ms"], summary["shared_hit"], summary["shared_read"]) == (3.5, 900, 4)


def test_an_hnsw_scan_is_named_with_the_rows_it_returned():
    scan = {"Node Type": "Index Scan", "Index Name": "belief_embedding_hnsw", "Actual Rows": 21}
    assert _plan_summary(_plan(scan))["dense"] == "HNSW index scan, 21 rows"
