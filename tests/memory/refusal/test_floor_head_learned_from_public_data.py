"""The floor head learns from public labelled rows with a recorded source, in splits kept
apart, deterministically, and is fitted once per state folder (cached by a hash of what it
learned from)."""

import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from memory.embeddings import fitted
from memory.refusal import head as floor_head

README = (Path(floor_head.__file__).parent / "data" / "README.md").read_text(encoding="utf-8")
LABELS = {"benign", "distress", "crisis", "harm", "illegal", "health_advice"}


def test_every_row_is_labelled_and_names_a_source_the_readme_documents():
    rows = floor_head.training_rows()
    assert len(rows) > 10_000
    assert {row["label"] for row in rows} <= LABELS
    sources = {row["source"] for row in rows}
    assert sources and all(f"[{source}]" in README for source in sources)
    assert all(row["text"].strip() for row in rows)


def test_splits_are_fixed_by_the_text_and_apart():
    rows = floor_head.training_rows()
    splits = Counter(floor_head.split_of(row["text"]) for row in rows)
    assert set(splits) == {"train", "dev", "test"}
    assert 0.10 < splits["test"] / len(rows) < 0.20 and 0.10 < splits["dev"] / len(rows) < 0.20
    assert floor_head.split_of("  Some Text ") == floor_head.split_of("some text")
    by_text = {}
    for row in rows:
        by_text.setdefault(row["text"].lower(), set()).add(floor_head.split_of(row["text"]))
    assert all(len(found) == 1 for found in by_text.values())


@pytest.fixture
def small_rows(tmp_path, monkeypatch):
    rows = [
        *({"text": f"I can't go on, I want to end it all {i}", "label": "crisis", "source": "t"} for i in range(12)),
        *({"text": f"we watched a film and ate popcorn {i}", "label": "benign", "source": "t"} for i in range(12)),
    ]
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    monkeypatch.setattr(floor_head, "TRAINING", path)
    monkeypatch.setenv("HIPPOCAMPUS_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setattr(fitted, "_kept", {})
    return path


def test_the_head_is_fitted_once_and_cached_by_the_hash_of_its_rows(small_rows, tmp_path, monkeypatch):
    first = floor_head.head_for({"harm": ["how do I hurt him badly"]})
    cached = list((tmp_path / "state" / "models").glob("refusal-head-*.npz"))
    assert len(cached) == 1

    monkeypatch.setattr(fitted, "_kept", {})
    monkeypatch.setattr(floor_head, "fit", lambda *args: pytest.fail("fitted again"))
    again = floor_head.head_for({"harm": ["how do I hurt him badly"]})
    assert again.classes == first.classes and np.array_equal(again.coef, first.coef)


def test_fitting_is_deterministic_and_new_rows_make_a_new_head(small_rows, tmp_path):
    texts, labels = floor_head._examples({})
    assert np.array_equal(floor_head.fit(texts, labels).coef, floor_head.fit(texts, labels).coef)
    floor_head.head_for({})
    floor_head.head_for({"harm": ["how do I hurt him badly"]})
    assert len(list((tmp_path / "state" / "models").glob("refusal-head-*.npz"))) == 2


def test_the_head_is_calibrated_probabilities(small_rows):
    head = floor_head.head_for({})
    from memory import embeddings

    texts = ["I want to end it all", "popcorn and a film"]
    table = head.probabilities(embeddings.embed_many(texts), texts)
    assert np.allclose(table.sum(axis=1), 1.0)
    crisis = head.classes.index("crisis")
    assert table[0, crisis] > 0.5 > table[1, crisis]
