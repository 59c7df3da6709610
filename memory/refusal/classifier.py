"""The floor classifier: a calibrated head learned from public labelled data (DESIGN §6).

Hand-written exemplars with nearest-neighbour thresholds fit the set that tuned them and
little else (issue 15). This head is a multinomial logistic regression over the MiniLM
vectors we already compute, trained on ``data/training.jsonl`` (public sources, see
``data/README.md``) together with the floor rules' own exemplars, against thousands of
ordinary turns, emotional talk and health small talk from real conversations.

- Deterministic: the same rows give the same head (lbfgs, no sampling). It is fitted on
  first use and cached under ``<state>/models/`` keyed by a hash of everything it learns
  from, so a process starts in milliseconds once any process has fitted it.
- Splits (``split_of``): every training row belongs to train, dev or test by a hash of its
  text. The head learns from train only; thresholds are chosen on dev; test is measured,
  never tuned on (``bench/refusal.py``).
- Tiers (``Scores.tier``): a category at or above its CONFIDENT threshold is refused; a
  borderline crisis (a sentence's crisis probability from CHECK_IN_CRISIS, or the whole
  message's crisis and distress together from CHECK_IN) gets a gentle check-in and a flag
  for the operator; below, nothing. The check-in tier is where recall is bought: it
  keeps the message and answers normally, so its mistakes cost a question, not a memory.
- Context: a short reply is also read joined to the message before it ("me too" after
  "I don't see any reason to keep living" is not "me too" after "I love this pizza
  place"). That reading can earn a check-in, never a refusal on its own: the message
  before may be our own crisis reply, and "ok, thanks" after it is not a crisis.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hippocampus import services
from memory import embeddings

log = logging.getLogger(__name__)

TRAINING = Path(__file__).parent / "data" / "training.jsonl"
BENIGN = "benign"
DISTRESS = "distress"
FLOOR_CATEGORIES = ("crisis", "harm", "illegal", "health_advice", "secrets")
# Bump when the features or the fitting change, so cached heads are not reused.
VERSION = 1
# Inverse regularisation: moderate, so a category is a region of the space, not a list.
C = 2.0
# Crisis rows count this many times over: a missed crisis costs more than a check-in, and
# public crisis rows are few next to ordinary talk.
CRISIS_WEIGHT = 3.0
# Share of the training rows held out, by a hash of their text.
DEV_SHARE, TEST_SHARE = 0.15, 0.15
# Thresholds on the head's probability, chosen on the dev split, the development set and
# the five LoCoMo development conversations (bench/refusal.py, bench/refusal_false_alarms.py),
# never on the test split: crisis is refused from 0.75, where no ordinary LoCoMo turn is
# (0.65 refused 3 in 2,760, "What made you hang it on your cork board?" among them); a
# check-in takes a crisis probability from CHECK_IN_CRISIS (a sentence's, or the whole
# message's in its context) or the whole message's crisis and distress together from
# CHECK_IN. Lower
# check-in thresholds answer more crises (0.4 / 0.75: 0.85 of the dev split's crisis rows
# instead of 0.84, of the development set's 0.83 instead of 0.78) but check in on 8 in
# 1,000 ordinary turns ("See you tomorrow. Bye!") instead of 3.
CONFIDENT = {"crisis": 0.75, "harm": 0.6, "illegal": 0.6, "health_advice": 0.7, "secrets": 0.97}
CHECK_IN_CRISIS = 0.5
CHECK_IN = 0.85
# Crisis and distress together this sure, read on the whole message, is a crisis too.
CRISIS_FROM_DISTRESS = 0.95
# Replies up to this many words are judged with the message before them as well.
CONTEXT_WORDS = 12
# A message's sentences are read one by one only when the whole message shows a floor
# category or distress from LOOK_CLOSER, or it is longer than LONG_WORDS, where one
# sentence can drown in the rest ("... We saw the bridge at sunset. I don't want to be
# alive anymore. Anyway, see you next week for coffee." reads as nothing whole at 29
# words): each sentence costs a model run, and the gate's budget is 10 ms per message.
LOOK_CLOSER = 0.05
LONG_WORDS = 20

CONFIDENT_TIER, CHECK_IN_TIER = "confident", "check_in"


def split_of(text: str) -> str:
    """"train", "dev" or "test": fixed for a text, whatever else changes."""
    bucket = int(hashlib.sha256(text.strip().lower().encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "test" if bucket < TEST_SHARE else "dev" if bucket < TEST_SHARE + DEV_SHARE else "train"


def training_rows(path: Path | None = None) -> list[dict]:
    """The public labelled rows: ``{"text", "label", "source"}`` each."""
    return [json.loads(line) for line in (path or TRAINING).read_text(encoding="utf-8").splitlines() if line.strip()]


@dataclass(frozen=True)
class Head:
    """A fitted multinomial logistic regression: ``classes`` and its weights."""

    classes: tuple[str, ...]
    coef: np.ndarray  # (classes, 384)
    intercept: np.ndarray  # (classes,)

    def probabilities(self, vectors: np.ndarray) -> np.ndarray:
        """(n, classes) probabilities for unit vectors (n, 384)."""
        logits = np.asarray(vectors, dtype=np.float64) @ self.coef.T + self.intercept
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)


def fit(texts: list[str], labels: list[str]) -> Head:
    """Fit the head on ``texts`` and their labels (deterministic)."""
    from sklearn.linear_model import LogisticRegression

    model = LogisticRegression(C=C, max_iter=5000)
    weights = np.array([CRISIS_WEIGHT if label == "crisis" else 1.0 for label in labels])
    model.fit(embeddings.embed_many(texts), labels, sample_weight=weights)
    coef, intercept = model.coef_.astype(np.float64), model.intercept_.astype(np.float64)
    if len(model.classes_) == 2:
        # sklearn keeps one row for two classes; softmax over (-z/2, z/2) is its sigmoid(z).
        coef, intercept = np.vstack([-coef / 2, coef / 2]), np.concatenate([-intercept / 2, intercept / 2])
    return Head(tuple(model.classes_), coef, intercept)


def _examples(exemplars: dict[str, list[str]]) -> tuple[list[str], list[str]]:
    rows = [row for row in training_rows() if split_of(row["text"]) == "train"]
    texts = [row["text"] for row in rows]
    labels = [row["label"] for row in rows]
    for category in sorted(exemplars):
        texts += list(exemplars[category])
        labels += [category] * len(exemplars[category])
    return texts, labels


def _cache_path(texts: list[str], labels: list[str]) -> Path:
    digest = hashlib.sha256(json.dumps([VERSION, C, CRISIS_WEIGHT, texts, labels]).encode()).hexdigest()
    return services.state_dir() / "models" / f"refusal-head-{digest[:24]}.npz"


_heads: dict[Path, Head] = {}
_lock = threading.Lock()


def head_for(exemplars: dict[str, list[str]]) -> Head:
    """The head for the training rows plus the floor rules' ``exemplars`` (category ->
    texts): from this process, from the state folder's cache, or fitted now and cached."""
    texts, labels = _examples(exemplars)
    path = _cache_path(texts, labels)
    with _lock:
        if path in _heads:
            return _heads[path]
        if path.exists():
            with np.load(path, allow_pickle=False) as stored:
                head = Head(tuple(str(c) for c in stored["classes"]), stored["coef"], stored["intercept"])
        else:
            log.info("fitting the refusal floor head on %d rows", len(texts))
            head = fit(texts, labels)
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(".partial.npz")
            np.savez(partial, classes=np.array(head.classes), coef=head.coef, intercept=head.intercept)
            partial.replace(path)  # atomic: a concurrent reader never sees half a file
        _heads[path] = head
        return head


@dataclass(frozen=True)
class Scores:
    """The head's probabilities for one message: ``chunks`` is each category's highest
    over the message and its sentences (a floor sentence inside a long message counts on
    its own); ``whole`` is the whole message's, the higher of its readings alone and with
    the message before it. "distress" is talk of low mood or risk that is not (clearly) a
    crisis."""

    chunks: dict[str, float]
    whole: dict[str, float]
    alone: dict[str, float] | None = None  # the whole message's own reading, without context

    def tier(self, category: str) -> str | None:
        """CONFIDENT_TIER, CHECK_IN_TIER (crisis only) or None for ``category``.

        Confident on the category's own probability in any chunk (for crisis, also when the
        whole message's crisis and distress probabilities together pass
        CRISIS_FROM_DISTRESS); a crisis check-in when a chunk's crisis probability passes
        CHECK_IN_CRISIS or the whole message's crisis and distress pass CHECK_IN.
        """
        if self.chunks.get(category, 0.0) >= CONFIDENT.get(category, 1.01):
            return CONFIDENT_TIER
        if category != "crisis":
            return None
        if self._at_risk(self.alone) >= CRISIS_FROM_DISTRESS:
            return CONFIDENT_TIER  # never on the context's reading: see the module's docstring
        crisis = max(self.chunks.get("crisis", 0.0), self.whole.get("crisis", 0.0))
        borderline = crisis >= CHECK_IN_CRISIS or self._at_risk() >= CHECK_IN
        return CHECK_IN_TIER if borderline else None

    def score(self, category: str) -> float:
        """The probability the tier of ``category`` was decided on."""
        own = self.chunks.get(category, 0.0)
        if category == "crisis" and own < CONFIDENT["crisis"]:
            return max(own, self.whole.get("crisis", 0.0), self._at_risk())
        return own

    def _at_risk(self, reading: dict[str, float] | None = None) -> float:
        reading = self.whole if reading is None else reading
        return reading.get("crisis", 0.0) + reading.get(DISTRESS, 0.0)


class FloorClassifier:
    """Probabilities of each floor category for a message's chunks (and its context)."""

    def __init__(self, exemplars: dict[str, list[str]]):
        self.head = head_for(exemplars)
        self.categories = [c for c in self.head.classes if c != BENIGN]

    def look_closer(self, whole_vectors: np.ndarray, texts: list[str]) -> np.ndarray:
        """One bool per message (its whole vector, its text): read its sentences too?"""
        table = self.head.probabilities(whole_vectors)
        floor = [k for k, c in enumerate(self.head.classes) if c != BENIGN]
        long = np.array([len(text.split()) > LONG_WORDS for text in texts])
        return (table[:, floor].max(axis=1) >= LOOK_CLOSER) | long

    def scores(self, chunk_vectors: np.ndarray, context_vector: np.ndarray | None = None) -> Scores:
        """Scores for one message from its chunks' vectors (the whole message first); with
        the vector of the message joined to the one before it, the whole message is read
        both ways and the higher reading counts (for the check-in only)."""
        return self.scores_many([chunk_vectors], [context_vector])[0]

    def scores_many(self, texts_chunks: list[np.ndarray], contexts: list[np.ndarray | None]) -> list[Scores]:
        """``scores`` for several messages, classified in one pass."""
        if not texts_chunks:
            return []
        table = self.head.probabilities(np.vstack(texts_chunks))
        present = [i for i, vector in enumerate(contexts) if vector is not None]
        joined = self.head.probabilities(np.vstack([contexts[i] for i in present])) if present else None
        context_row = {i: row for row, i in enumerate(present)}
        bounds = np.cumsum([0, *(len(chunks) for chunks in texts_chunks)])
        found = []
        for index, (start, end) in enumerate(zip(bounds[:-1], bounds[1:])):
            rows = table[start:end]
            whole = rows[0] if index not in context_row else np.maximum(rows[0], joined[context_row[index]])
            best = rows.max(axis=0)
            named = [(k, c) for k, c in enumerate(self.head.classes) if c != BENIGN]
            found.append(
                Scores(
                    {c: float(best[k]) for k, c in named},
                    {c: float(whole[k]) for k, c in named},
                    {c: float(rows[0][k]) for k, c in named},
                )
            )
        return found


def with_context(text: str, previous: str | None) -> str | None:
    """The text a short reply is judged as in its conversation, or None when it stands alone."""
    if not previous or not previous.strip() or len(text.split()) > CONTEXT_WORDS:
        return None
    return f"{previous.strip()}\n{text.strip()}"
