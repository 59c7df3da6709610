"""A learned reading of whether a message tells of something bad, for what the word lists do
not name. The lists (``cycle.grounding.bad_news``: a valence lexicon, words of loss and
illness, ``mishaps``, ``ailments``) reach the words a walk-through taught them: "The van got
a puncture on the motorway this morning." was cheered "That's brilliant, well done! How are
you going to celebrate?" in a lead's walk, and of twenty mishaps written for a held-apart
set (``bench/data/valence_held.txt``) the lists read 4.

- A multinomial logistic head over the MiniLM vector of the message (negative, neutral,
  positive), learned from GoEmotions' Reddit comments grouped by sentiment
  (``data/README.md``). Deterministic (lbfgs), fitted on first use and cached under
  ``<state>/models/`` (``embeddings.fitted``).
- GoEmotions reads the feeling a comment shows, not what befell its writer, so its
  probabilities for a plain report of a mishap are low (0.3-0.8 where a comment that swears
  reads 0.9); a message ``sounds_bad`` at ``THRESHOLD`` or more when negative is also its
  likelier side. Reassurance reads as bad too ("The vet says Biscuit is completely fine."
  0.53): it vetoes cheer, so only use it where a wrong "bad" costs a cheer, never where it
  would bring sympathy. ``bench/valence_head.py`` measures it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

from memory import embeddings
from memory.embeddings.fitted import Logistic, split_rows

ROWS = Path(__file__).parent / "data" / "goemotions_valence.jsonl"
# Bump when the features or the fitting change, so cached heads are not reused.
VERSION = 1
# Inverse regularisation; 1 and 3 read the dev rows alike (0.674-0.676 accuracy).
C = 3.0
# The least P(negative) that is read as bad, chosen on the dev sentences
# (``bench/data/valence_dev.txt``): 0.3 reads 12 of 15 mishaps and losses, 1 of 14 pieces of
# good news, 1 of 16 plain statements (0.4: 11, 1, 0; 0.25: 12, 2, 1).
THRESHOLD = 0.3
KINDS = ("negative", "neutral", "positive")


def rows(split: str = "train") -> tuple[list[str], list[int]]:
    """(texts, indices in ``KINDS``) of the rows of ``split`` ("train" or "dev")."""
    return split_rows(ROWS, split, lambda row: KINDS.index(row["valence"]))


@lru_cache(maxsize=1)
def head() -> Logistic:
    """The head (fitted in under a minute on 2 cores when no process has yet)."""
    texts, labels = rows()
    return Logistic.cached("valence-head", [VERSION, C, texts, labels], lambda: fit(texts, labels))


def fit(texts: list[str], labels: list[int], c: float = C) -> Logistic:
    """Fit a head on ``texts``, each side weighed as much as the others (deterministic)."""
    return Logistic.fit(texts, labels, c, max_iter=3000, class_weight="balanced")


def sounds_bad(text: str, learned: Logistic | None = None) -> bool:
    """Whether the head reads ``text`` as telling of something bad (module docstring);
    ``learned`` is a head other than ``head()``."""
    negative, _, positive = (learned or head()).chances(np.asarray(embeddings.embed(text), dtype=np.float64).reshape(1, -1))[0]
    return bool(negative >= THRESHOLD and negative > positive)
