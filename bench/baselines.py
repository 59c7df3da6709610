"""Turn-retrieval baselines: BM25, MiniLM dense and their reciprocal rank fusion.

Each turn of one conversation is a document; a question ranks all of them. These are the
methods of shared/bench/README.md's table (BM25 over lowercase ``\\w+`` tokens, cosine
over all-MiniLM-L6-v2 unit vectors, RRF with k=60), and the budget fill that turns a
ranking into an injected context under the same token budget as our retrieval.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from rank_bm25 import BM25Okapi

RRF_K = 60
METHODS = ("bm25", "dense", "hybrid")
_WORD = re.compile(r"\w+")


def bm25_tokens(text: str) -> list[str]:
    """BM25's tokens: lowercase runs of word characters."""
    return _WORD.findall(text.lower())


def rrf_fuse(rankings: Sequence[Sequence[str]], k: int = RRF_K) -> list[str]:
    """Reciprocal rank fusion: ids ordered by Σ 1/(k + rank), rank counted from 1.

    Ties keep the order in which ids first appear across the rankings.
    """
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, doc in enumerate(ranking, start=1):
            scores[doc] = scores.get(doc, 0.0) + 1.0 / (k + rank)
    return sorted(scores, key=lambda doc: -scores[doc])


def fill_budget(ranking: Sequence[str], tokens: dict[str, int], budget: int) -> list[str]:
    """The ids taken in rank order whose token counts fit in ``budget`` together.

    A document that does not fit is skipped and the next ones are still tried, so the
    budget is used as fully as the ranking allows.
    """
    chosen, used = [], 0
    for doc in ranking:
        cost = tokens[doc]
        if used + cost <= budget:
            chosen.append(doc)
            used += cost
            if used == budget:
                break
    return chosen


class TurnIndex:
    """BM25 and dense indexes over one conversation's turns (id → indexed text)."""

    def __init__(self, ids: Sequence[str], texts: Sequence[str], vectors: np.ndarray):
        if len(ids) != len(texts) or len(ids) != len(vectors):
            raise ValueError("ids, texts and vectors must line up")
        self.ids = list(ids)
        self.vectors = np.asarray(vectors, dtype=np.float32)
        self._bm25 = BM25Okapi([bm25_tokens(text) for text in texts])

    def _order(self, scores: np.ndarray) -> list[str]:
        return [self.ids[i] for i in np.argsort(-scores, kind="stable")]

    def rank(self, method: str, question: str, question_vector: np.ndarray) -> list[str]:
        """Every turn id, best first, for ``method`` in ``METHODS``."""
        if method == "bm25":
            return self._order(self._bm25.get_scores(bm25_tokens(question)))
        if method == "dense":
            return self._order(self.vectors @ np.asarray(question_vector, dtype=np.float32))
        if method == "hybrid":
            return rrf_fuse([self.rank("bm25", question, question_vector), self.rank("dense", question, question_vector)])
        raise ValueError(f"unknown baseline {method!r}; choose from {', '.join(METHODS)}")
