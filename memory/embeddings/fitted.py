"""Heads learned over the model's readings (the refusal floor's head, Socrates' pair judge
and change-cue readers), and vectors of sentences that ship with the code (Socrates'
attribute prototypes): fitted once from rows that ship with the code and cached as
arrays under ``<state>/models/<name>-<digest>.npz``, keyed by a hash of everything a head
learns from, so a changed row or setting fits a new one. Fitting is deterministic: the
same rows give the same head."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, TypeVar

import numpy as np

from hippocampus import services
from memory.embeddings.encoder import embed_many

log = logging.getLogger(__name__)
Head = TypeVar("Head")

_kept: dict[Path, object] = {}
_lock = threading.Lock()


def path_of(name: str, key: list) -> Path:
    """Where the head called ``name`` learned from ``key`` is cached."""
    digest = hashlib.sha256(json.dumps(key).encode()).hexdigest()
    return services.state_dir() / "models" / f"{name}-{digest[:24]}.npz"


def cached(
    name: str, key: list, fitting: Callable[[], Head], *,
    stored: Callable[[np.lib.npyio.NpzFile], Head], arrays: Callable[[Head], dict[str, np.ndarray]],
) -> Head:
    """The head ``fitting()`` gives, from this process, from the state folder's cache
    (``stored`` makes it of the saved arrays), or fitted now and saved (as ``arrays``)."""
    path = path_of(name, key)
    with _lock:
        if path in _kept:
            return _kept[path]
        if path.exists():
            with np.load(path, allow_pickle=False) as saved:
                head = stored(saved)
        else:
            log.info("fitting %s", name)
            head = fitting()
            path.parent.mkdir(parents=True, exist_ok=True)
            # A file of this process's own, moved into place at once: a concurrent reader never
            # sees half a file, and two processes fitting at once (two formation workers on a
            # fresh state folder) no longer write into one file, the second losing it to the first.
            partial = path.with_name(f"{path.stem}.{os.getpid()}.partial.npz")
            np.savez(partial, **arrays(head))
            partial.replace(path)
        _kept[path] = head
        return head


@dataclass(frozen=True)
class Logistic:
    """A multinomial logistic regression over MiniLM vectors, as arrays."""

    coef: np.ndarray  # (kinds, features)
    intercept: np.ndarray  # (kinds,)

    def chances(self, table: np.ndarray) -> np.ndarray:
        """P(each kind) for each row of ``table`` (rows × features)."""
        scores = table @ self.coef.T + self.intercept
        scores = np.exp(scores - scores.max(axis=1, keepdims=True))
        return scores / scores.sum(axis=1, keepdims=True)

    @classmethod
    def fit(cls, texts: list[str], labels: list[int], c: float, **options) -> "Logistic":
        """Fitted on the MiniLM vectors of ``texts`` (lbfgs: the same rows give the same
        head); ``options`` go to scikit-learn's ``LogisticRegression``."""
        from sklearn.linear_model import LogisticRegression

        model = LogisticRegression(C=c, **{"max_iter": 5000, **options})
        model.fit(np.asarray(embed_many(texts), dtype=np.float64), np.array(labels))
        return cls(model.coef_.astype(np.float64), model.intercept_.astype(np.float64))

    @classmethod
    def cached(cls, name: str, key: list, fitting: Callable[[], "Logistic"]) -> "Logistic":
        """``cached`` for a logistic head."""
        return cached(
            name, key, fitting, stored=lambda saved: cls(saved["coef"], saved["intercept"]),
            arrays=lambda learned: {"coef": learned.coef, "intercept": learned.intercept},
        )


def split_rows(path: Path, split: str, label: Callable[[dict], int]) -> tuple[list[str], list[int]]:
    """(texts, labels) of the rows of a JSON-lines file of ``{"text", "split", …}`` whose split
    is ``split``; ``label`` gives a row's label."""
    texts, labels = [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["split"] == split:
            texts.append(row["text"])
            labels.append(label(row))
    return texts, labels
