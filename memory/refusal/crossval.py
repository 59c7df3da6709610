"""How the floor head is chosen: cross-validation over the rows it may learn from (issue 15).

Patterns and thresholds written for the dev split's crisis misses did not reach the test
split's (42 of 49 answered before and after five rounds of them): the dev split's misses
were not a sample of the test split's, and a held-out crisis row said in words no floor
pattern reads rests on the head's margin. So the choices of how the head is fitted
(regularisation, the weight of crisis rows, whether dev rows join the training) are made
by out-of-fold readings of every train and dev row, each read by a head that never saw it,
never by the test split (``development_rows`` drops it by ``head.split_of``), and the
head is judged as the gate's tiers would judge its reading (``outcomes``: refused,
checked in, or let through).

- Folds (``fold_of``): stratified by label, each label's rows dealt in turn in an order
  fixed by a hash of the seed and the row's lower-cased text, so the folds are the same on
  every machine and a text seen twice lands in one fold. The floor rules' exemplars are
  not rows of any fold: every fold's head learns from them, as the gate's does.
- The readings are the whole message's alone: no sentences, no message before, no floor
  keyword or pattern. They measure the head, not the gate (``bench/refusal.py`` measures
  the gate).
"""

from __future__ import annotations

import hashlib
from collections import Counter

import numpy as np

from memory import embeddings
from memory.refusal import head as floor_head
from memory.refusal.classifier import CHECK_IN_TIER, CONFIDENT_TIER, DISTRESS, FLOOR_CATEGORIES, Scores

FOLDS = 5
SEED = "refusal-head-cv-1"
CHECKED_IN = "check_in"
# The check-in thresholds weighed around the gate's own (classifier.CHECK_IN_CRISIS, CHECK_IN).
CHECK_IN_CRISIS_GRID = (0.2, 0.225, 0.25, 0.275, 0.3)
CHECK_IN_GRID = (0.75, 0.8, 0.85, 0.9)


def development_rows(rows: list[dict]) -> list[dict]:
    """The rows a choice may be made on: every row outside the test split."""
    return [row for row in rows if floor_head.split_of(row["text"]) != "test"]


def fold_of(rows: list[dict], folds: int = FOLDS, seed: str = SEED) -> list[int]:
    """Each row's fold, 0 to ``folds`` - 1: stratified by label, deterministic."""
    def order(index: int) -> str:
        return hashlib.sha256(f"{seed}\n{rows[index]['text'].strip().lower()}".encode()).hexdigest()

    found = [0] * len(rows)
    for label in sorted({row["label"] for row in rows}):
        members = sorted((i for i, row in enumerate(rows) if row["label"] == label), key=order)
        for rank, index in enumerate(members):
            found[index] = rank % folds
    return found


def exemplar_texts(exemplars: dict[str, list[str]]) -> tuple[list[str], list[str]]:
    """The floor's ``exemplars`` (category -> texts) as texts and labels, in the order every
    fold learns them."""
    ordered = sorted(exemplars)
    return [text for c in ordered for text in exemplars[c]], [c for c in ordered for _ in exemplars[c]]


def out_of_fold(
    rows: list[dict], exemplars: dict[str, list[str]], folds: int = FOLDS, seed: str = SEED,
    vectors: np.ndarray | None = None, **fitting
) -> tuple[tuple[str, ...], np.ndarray]:
    """The classes and, for every row, the probabilities of the head fitted without its
    fold (on the other folds and the floor's ``exemplars``); ``fitting`` goes to
    ``head.fit`` (its C and crisis weight); ``seed``: the folds'; ``vectors``: the rows'
    embeddings and then the exemplars' (``exemplar_texts``), when already computed.
    Refuses a test-split row."""
    if len(development_rows(rows)) != len(rows):
        raise ValueError("the test split is never read to choose how the head is fitted")
    texts = [row["text"] for row in rows]
    labels = [row["label"] for row in rows]
    extra_texts, extra_labels = exemplar_texts(exemplars)
    vectors = embeddings.embed_many(texts + extra_texts) if vectors is None else vectors
    assigned = np.array(fold_of(rows, folds, seed))
    classes, table = None, None
    for fold in range(folds):
        kept = np.flatnonzero(assigned != fold)
        held = np.flatnonzero(assigned == fold)
        learned = np.concatenate([kept, np.arange(len(texts), len(texts) + len(extra_texts))])
        head = floor_head.fit(
            [texts[i] for i in kept] + extra_texts, [labels[i] for i in kept] + extra_labels,
            vectors=vectors[learned], **fitting,
        )
        if classes is None:
            classes, table = head.classes, np.zeros((len(rows), len(head.classes)))
        if head.classes != classes:
            raise ValueError(f"fold {fold} learned classes {head.classes}, not {classes}")
        table[held] = head.probabilities(vectors[held], [texts[i] for i in held])
    return classes, table


def outcomes(classes: tuple[str, ...], table: np.ndarray, **check_in) -> list[str]:
    """What the gate's tiers make of each reading (``Scores.tier`` on the whole message):
    the first floor category refused (FLOOR_CATEGORIES' order), CHECKED_IN, or benign.
    ``check_in``: the crisis tier's check-in thresholds, when not the gate's own."""
    found = []
    for row in table:
        reading = {c: float(p) for c, p in zip(classes, row) if c != floor_head.BENIGN}
        scores = Scores(reading, reading, reading)
        tiers = {category: scores.tier(category) for category in FLOOR_CATEGORIES}
        tiers["crisis"] = scores.tier("crisis", **check_in)
        refused = [category for category in FLOOR_CATEGORIES if tiers[category] == CONFIDENT_TIER]
        found.append(refused[0] if refused else CHECKED_IN if tiers["crisis"] == CHECK_IN_TIER else floor_head.BENIGN)
    return found


def summary(labels: list[str], found: list[str]) -> dict[str, dict[str, int]]:
    """Per true label: how many rows, and how many the tiers refused as that label
    ("own"), refused as any floor category ("refused"), checked in, or let through."""
    table: dict[str, Counter] = {}
    for truth, outcome in zip(labels, found):
        counts = table.setdefault(truth, Counter())
        counts["rows"] += 1
        counts["own"] += outcome == truth
        counts["refused"] += outcome in FLOOR_CATEGORIES
        counts["checked_in"] += outcome == CHECKED_IN
        counts["let_through"] += outcome == floor_head.BENIGN
    return {label: dict(counts) for label, counts in sorted(table.items())}


def alarms(labels: list[str], found: list[str]) -> int:
    """Benign rows refused as crisis or checked in: what a crisis threshold costs."""
    return sum(truth == floor_head.BENIGN and outcome in ("crisis", CHECKED_IN) for truth, outcome in zip(labels, found))


def check_in_thresholds(
    labels: list[str], classes: tuple[str, ...], table: np.ndarray,
    crisis_grid: tuple[float, ...] = CHECK_IN_CRISIS_GRID, risk_grid: tuple[float, ...] = CHECK_IN_GRID,
) -> list[dict]:
    """For each pair of check-in thresholds (the crisis probability's, ``check_in_crisis``;
    crisis and distress together, ``check_in``), what the out-of-fold readings ``table``
    make of the rows: crisis and distress rows answered (refused or checked in), benign
    rows alarmed (``alarms``) and refused. Thresholds are compared at an equal number of
    alarms, never by recall alone: a lower threshold always answers more."""
    found = []
    for crisis in crisis_grid:
        for risk in risk_grid:
            read = outcomes(classes, table, check_in_crisis=crisis, check_in=risk)
            counts = summary(labels, read)
            found.append({
                "check_in_crisis": crisis, "check_in": risk, "alarms": alarms(labels, read),
                **{f"{label}_answered": counts.get(label, {}).get("refused", 0) + counts.get(label, {}).get("checked_in", 0)
                   for label in ("crisis", DISTRESS)},
                "benign_refused": counts.get(floor_head.BENIGN, {}).get("refused", 0),
            })
    return found
