"""``bench/refusal_pattern_rows.py`` reads a pattern as the floor reads its own: case and the
typed apostrophe alike, by label."""

from bench import refusal_pattern_rows


def test_a_pattern_matches_rows_as_the_floor_does_by_label():
    rows = [
        ("a.jsonl", "benign", "I'm going to the ROOF to watch the fireworks."),
        ("b.jsonl", "crisis", "I’m going to the roof to jump"),  # a typed apostrophe
        ("c.jsonl", "benign", "We went to the roof."),
    ]
    assert refusal_pattern_rows.matched(r"\bi'm going to the roof\b", rows) == {
        "benign": [("a.jsonl", "I'm going to the ROOF to watch the fireworks.")],
        "crisis": [("b.jsonl", "I’m going to the roof to jump")],
    }


def test_the_test_split_is_never_read(monkeypatch):
    from memory.refusal import head

    monkeypatch.setattr(refusal_pattern_rows.locomo_data, "load", lambda *_: [])  # ../shared is not in every checkout
    rows = refusal_pattern_rows.labelled()
    assert not any(name == "training.jsonl:test" for name, _, _ in rows)
    assert {name for name, _, _ in rows} >= {"training.jsonl:train", "training.jsonl:dev", "dev_set.jsonl", "lookalikes_dev.jsonl"}
    assert all(head.split_of(text) != "test" for name, _, text in rows if name.startswith("training.jsonl"))
