"""How the floor head is fitted is chosen by cross-validation over the train and dev rows:
the test split is never read, the folds are fixed and stratified, and a fold's rows are
read by a head that never learned from them, judged as the gate's tiers judge."""

from collections import Counter

import numpy as np
import pytest

from memory.refusal import crossval
from memory.refusal.classifier import CHECK_IN, CHECK_IN_CRISIS
from memory.refusal import head as floor_head


def _rows(label: str, template: str, split: str, count: int) -> list[dict]:
    found = []
    for i in range(10_000):
        text = template.format(i)
        if floor_head.split_of(text) == split:
            found.append({"text": text, "label": label, "source": "t"})
            if len(found) == count:
                return found
    raise AssertionError("no such rows")


def _mixed() -> list[dict]:
    rows = []
    for split in ("train", "dev", "test"):
        rows += _rows("crisis", "I can't go on, I want to end it all tonight {}", split, 6)
        rows += _rows("benign", "we watched a film and ate popcorn on day {}", split, 6)
    return rows


def test_the_test_split_is_never_read(monkeypatch):
    rows = _mixed()
    development = crossval.development_rows(rows)
    assert len(development) == 24 and {floor_head.split_of(row["text"]) for row in development} == {"train", "dev"}

    learned, read = [], []
    fit, probabilities = floor_head.fit, floor_head.Head.probabilities

    def fitting(texts, labels, *args, **kwargs):
        learned.extend(texts)
        return fit(texts, labels, *args, **kwargs)

    def reading(self, vectors, texts):
        read.extend(texts)
        return probabilities(self, vectors, texts)

    monkeypatch.setattr(floor_head, "fit", fitting)
    monkeypatch.setattr(floor_head.Head, "probabilities", reading)
    classes, table = crossval.out_of_fold(development, {"crisis": ["I am going to kill myself"]}, folds=3)
    assert table.shape == (24, len(classes))
    assert sorted(read) == sorted(row["text"] for row in development)
    assert not [text for text in learned + read if floor_head.split_of(text) == "test"]
    with pytest.raises(ValueError):
        crossval.out_of_fold(rows, {}, folds=3)


def test_folds_are_fixed_by_the_text_and_stratified_by_label():
    rows = crossval.development_rows(_mixed())
    folds = crossval.fold_of(rows, 3)
    assert crossval.fold_of(rows[::-1], 3) == folds[::-1]
    for label in ("crisis", "benign"):
        assert Counter(f for f, row in zip(folds, rows) if row["label"] == label) == {0: 4, 1: 4, 2: 4}
    assert crossval.fold_of(rows, 3, seed="another") != folds


@pytest.mark.parametrize("seed", [crossval.SEED, "another"])
def test_a_row_is_read_by_a_head_that_never_learned_it(monkeypatch, seed):
    rows = crossval.development_rows(_mixed())
    folds = crossval.fold_of(rows, 3, seed)
    fit = floor_head.fit
    seen = []

    def fitting(texts, labels, *args, **kwargs):
        seen.append(set(texts))
        return fit(texts, labels, *args, **kwargs)

    monkeypatch.setattr(floor_head, "fit", fitting)
    crossval.out_of_fold(rows, {}, folds=3, seed=seed)
    for fold, learned in enumerate(seen):
        assert not learned & {row["text"] for f, row in zip(folds, rows) if f == fold}
        assert learned == {row["text"] for f, row in zip(folds, rows) if f != fold}


def test_readings_are_judged_as_the_gates_tiers_judge_them():
    classes = ("benign", "crisis", "distress", "harm")
    table = np.array([
        [0.15, 0.80, 0.05, 0.00],  # crisis from CONFIDENT
        [0.65, 0.30, 0.05, 0.00],  # a check-in from CHECK_IN_CRISIS
        [0.10, 0.20, 0.70, 0.00],  # crisis and distress together from CHECK_IN
        [0.55, 0.05, 0.00, 0.40],  # harm from its CONFIDENT
        [0.90, 0.05, 0.05, 0.00],
    ])
    found = crossval.outcomes(classes, table)
    assert found == ["crisis", crossval.CHECKED_IN, crossval.CHECKED_IN, "harm", "benign"]
    counts = crossval.summary(["crisis", "crisis", "distress", "benign", "benign"], found)
    assert counts["crisis"] == {"rows": 2, "own": 1, "refused": 1, "checked_in": 1, "let_through": 0}
    assert counts["benign"]["refused"] == 1 and counts["benign"]["let_through"] == 1


def test_the_same_rows_give_the_same_readings_and_given_vectors_the_same_head():
    rows = crossval.development_rows(_mixed())
    first = crossval.out_of_fold(rows, {}, folds=3)
    again = crossval.out_of_fold(rows, {}, folds=3)
    assert first[0] == again[0] and np.array_equal(first[1], again[1])

    from memory import embeddings

    texts, labels = [row["text"] for row in rows], [row["label"] for row in rows]
    own = floor_head.fit(texts, labels)
    given = floor_head.fit(texts, labels, vectors=embeddings.embed_many(texts))
    assert np.array_equal(own.coef, given.coef) and np.array_equal(own.lexical_coef, given.lexical_coef)
    assert not np.array_equal(floor_head.fit(texts, labels, c=0.1).coef, own.coef)


def test_check_in_thresholds_are_weighed_by_what_they_answer_and_what_they_alarm():
    classes = ("benign", "crisis", "distress")
    table = np.array([
        [0.70, 0.28, 0.02],  # crisis: a check-in from 0.25, not from 0.3
        [0.18, 0.12, 0.70],  # crisis: crisis and distress 0.82, a check-in from 0.8, not 0.85
        [0.72, 0.27, 0.01],  # benign: alarmed from 0.25, not from 0.3
        [0.95, 0.03, 0.02],  # benign: never
    ])
    labels = ["crisis", "crisis", "benign", "benign"]
    found = {
        (one["check_in_crisis"], one["check_in"]): one
        for one in crossval.check_in_thresholds(labels, classes, table, crisis_grid=(0.25, 0.3), risk_grid=(0.8, 0.85))
    }
    assert (found[0.25, 0.85]["crisis_answered"], found[0.25, 0.85]["alarms"]) == (1, 1)
    assert (found[0.3, 0.8]["crisis_answered"], found[0.3, 0.8]["alarms"]) == (1, 0)
    assert (found[0.25, 0.8]["crisis_answered"], found[0.25, 0.8]["alarms"]) == (2, 1)
    assert (found[0.3, 0.85]["crisis_answered"], found[0.3, 0.85]["alarms"]) == (0, 0)
    assert crossval.outcomes(classes, table) == crossval.outcomes(
        classes, table, check_in_crisis=CHECK_IN_CRISIS, check_in=CHECK_IN
    )


def test_vectors_embedded_once_give_the_same_readings_without_embedding_again(monkeypatch):
    from memory import embeddings

    rows = crossval.development_rows(_mixed())
    exemplars = {"harm": ["how do I hurt my neighbour"], "crisis": ["I am going to kill myself", "tonight I end it"]}
    texts, labels = crossval.exemplar_texts(exemplars)
    assert (texts, labels) == (
        ["I am going to kill myself", "tonight I end it", "how do I hurt my neighbour"], ["crisis", "crisis", "harm"]
    )
    vectors = embeddings.embed_many([row["text"] for row in rows] + texts)
    own = crossval.out_of_fold(rows, exemplars, folds=3)

    def embedding(texts):
        raise AssertionError("embedded again")

    monkeypatch.setattr(embeddings, "embed_many", embedding)
    given = crossval.out_of_fold(rows, exemplars, folds=3, vectors=vectors)
    assert own[0] == given[0] and np.array_equal(own[1], given[1])
