"""Scoring one retrieval against a LoCoMo question, and summarising many.

Pure functions (no Django, no model): answer normalisation as in LoCoMo's evaluation
code (itself SQuAD's, with "and" also dropped and commas removed), the rule that lets one
injected item claim at most three of its source turns, evidence recall and recall@k,
and per-category summaries with latency percentiles.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass

import numpy as np

from bench.locomo_data import CATEGORY_NAMES

CLAIM_LIMIT = 3
_ARTICLES = re.compile(r"\b(a|an|the|and)\b")
_PUNCTUATION = str.maketrans("", "", string.punctuation)


def normalize_answer(text: str) -> str:
    """Lowercase, drop commas, punctuation and articles (a, an, the, and), squeeze spaces."""
    text = str(text).replace(",", "").lower().translate(_PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", text).split())


def answer_tokens(text: str) -> list[str]:
    """The normalised tokens of an answer (or of any text)."""
    return normalize_answer(text).split()


def answer_in_context(answer: str, context: Iterable[str]) -> bool:
    """True when every normalised token of ``answer`` occurs among the context's tokens.

    An answer with no tokens left after normalisation is never found: it cannot be checked.
    """
    wanted = set(answer_tokens(answer))
    if not wanted:
        return False
    present: set[str] = set()
    for text in context:
        present.update(answer_tokens(text))
    return wanted <= present


def claim_sources(item_vector: np.ndarray, sources: Sequence[tuple[str, np.ndarray]], limit: int = CLAIM_LIMIT) -> list[str]:
    """The ids of at most ``limit`` sources whose vectors are closest (cosine) to the item's.

    ``sources`` are (id, unit vector) pairs; ties go to the smaller id, so the claim is
    deterministic. A summary of a long stretch claims only the turns it actually resembles.
    """
    if not sources:
        return []
    matrix = np.vstack([vector for _, vector in sources]).astype(np.float32)
    norms = np.linalg.norm(matrix, axis=1) * (np.linalg.norm(item_vector) or 1.0)
    similarity = (matrix @ np.asarray(item_vector, dtype=np.float32)) / np.where(norms == 0, 1.0, norms)
    order = sorted(range(len(sources)), key=lambda i: (-float(similarity[i]), sources[i][0]))
    return [sources[i][0] for i in order[:limit]]


def evidence_recall(claimed: Iterable[str], evidence: Sequence[str]) -> float:
    """Share of the distinct evidence ids that are among the claimed ids (0..1)."""
    wanted = set(evidence)
    if not wanted:
        raise ValueError("a scored question needs at least one evidence turn")
    return len(wanted & set(claimed)) / len(wanted)


def recall_at_k(ranking: Sequence[str], evidence: Sequence[str], k: int) -> float:
    """Evidence recall of the first ``k`` ids of a ranking."""
    return evidence_recall(ranking[:k], evidence)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (linear interpolation) of values; 0.0 for none."""
    return float(np.percentile(np.asarray(values, dtype=float), q)) if len(values) else 0.0


@dataclass(frozen=True)
class QuestionScore:
    """How one method did on one question at one budget."""

    sample_id: str
    question: int
    category: int
    evidence_recall: float
    answer_found: bool
    ceiling_found: bool
    tokens: int
    latency_ms: float
    claimed: tuple[str, ...] = ()

    @property
    def all_evidence(self) -> bool:
        return self.evidence_recall >= 1.0

    def as_dict(self) -> dict:
        return asdict(self)


def share(flags: Sequence[bool]) -> float:
    """Share of true flags (0..1); 0.0 for none."""
    return sum(flags) / len(flags) if flags else 0.0


def _summary(scores: Sequence[QuestionScore]) -> dict:
    count = len(scores)
    ceiling = share([score.ceiling_found for score in scores])
    answered = share([score.answer_found for score in scores])
    latencies = [score.latency_ms for score in scores]
    return {
        "questions": count,
        "evidence_recall": 100 * float(np.mean([score.evidence_recall for score in scores])),
        "all_evidence": 100 * share([score.all_evidence for score in scores]),
        "answer_recall": 100 * answered,
        "answer_ceiling": 100 * ceiling,
        "answer_vs_ceiling": 100 * answered / ceiling if ceiling else 0.0,
        "tokens_mean": float(np.mean([score.tokens for score in scores])),
        "latency_p50_ms": percentile(latencies, 50),
        "latency_p95_ms": percentile(latencies, 95),
    }


def summarize(scores: Sequence[QuestionScore]) -> dict:
    """Per-category and overall figures (percentages, mean tokens, latency p50/p95 in ms).

    Keys are category names (``"multi-hop"``...) and ``"overall"``; a category with no
    question is left out.
    """
    if not scores:
        return {}
    by_category = {}
    for code, name in CATEGORY_NAMES.items():
        chosen = [score for score in scores if score.category == code]
        if chosen:
            by_category[name] = _summary(chosen)
    by_category["overall"] = _summary(scores)
    return by_category
