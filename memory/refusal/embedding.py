"""The refusal gate's embedding layer: the vectors a message is judged by (DESIGN §6).

- A message is judged whole and sentence by sentence (``chunks``), so a floor sentence
  inside a long email is not diluted by the rest. Floor categories are then scored by the
  learned head of memory.refusal.classifier, which also says which messages need their
  sentences read at all (``embed_for_judging``'s ``closer``).
- Operator rules fire when a text's cosine similarity to one of their exemplars reaches
  their ``similarity_threshold``: simple to reason about, and only ever an addition.
  Exemplar vectors are cached per process by text, so only new or edited exemplars are
  embedded again when the rules change.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable

import numpy as np

from memory import embeddings

MAX_CHUNKS = 24
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")

_vectors: dict[str, np.ndarray] = {}
_vectors_lock = threading.Lock()


def exemplar_vectors(texts) -> np.ndarray:
    """Unit vectors for ``texts``, embedding only those this process has not seen yet."""
    texts = list(texts)
    with _vectors_lock:
        missing = [text for text in dict.fromkeys(texts) if text not in _vectors]
    if missing:
        fresh = embeddings.embed_many(missing)
        with _vectors_lock:
            _vectors.update(zip(missing, fresh))
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    with _vectors_lock:
        return np.stack([_vectors[text] for text in texts])


def chunks(text: str) -> list[str]:
    """The whole text, then each sentence when there are several.

    A floor sentence inside a long email is judged on its own, not diluted by the rest.
    """
    text = text.strip()
    sentences = [part.strip() for part in _SENTENCE_END.split(text) if len(part.split()) >= 2]
    return [text] + sentences[:MAX_CHUNKS] if len(sentences) > 1 else [text]


def embed_chunks(text: str, embedding=None) -> np.ndarray:
    """Vectors for ``chunks(text)``; a caller's embedding of the whole text is reused."""
    return embed_for_judging([text], [embedding])[0][0]


def embed_chunks_many(texts: list[str]) -> list[np.ndarray]:
    """``embed_chunks`` for each of ``texts``, with one embedding batch for all of them."""
    return embed_for_judging(texts)[0]


def embed_for_judging(
    texts: list[str], given=None, extra: list[str] = (), closer: Callable[[np.ndarray], np.ndarray] | None = None
) -> tuple[list[np.ndarray], np.ndarray]:
    """``embed_chunks`` for each of ``texts`` (``given[i]``, when not None, is the caller's
    vector of ``texts[i]``) and the vectors of ``extra``.

    With ``closer`` (whole-message vectors -> one bool each), a text's sentences are
    embedded only where it says so: the model runs once per sentence, which is most of the
    gate's time, and most messages show nothing worth a closer look as a whole. Without
    it, every text's sentences are embedded, in the same batch as the whole texts."""
    given = list(given) if given is not None else [None] * len(texts)
    pieces = [chunks(text) for text in texts]
    if closer is None:
        wanted = [piece for group, known in zip(pieces, given) for piece in (group if known is None else group[1:])]
        vectors = embeddings.embed_many(wanted + list(extra))
        return _grouped(pieces, given, vectors[: len(wanted)]), vectors[len(wanted) :]
    missing = [group[0] for group, known in zip(pieces, given) if known is None]
    vectors = embeddings.embed_many(missing + list(extra))
    fresh = iter(vectors[: len(missing)])
    whole = [np.asarray(known, dtype=np.float32) if known is not None else next(fresh) for known in given]
    looked = closer(np.vstack(whole)) if whole else []
    sentences = [group[1:] if look else [] for group, look in zip(pieces, looked)]
    sentence_vectors = embeddings.embed_many([s for group in sentences for s in group]) if any(sentences) else []
    return _grouped([[None, *group] for group in sentences], whole, sentence_vectors), vectors[len(missing) :]


def _grouped(pieces: list[list], given: list, vectors) -> list[np.ndarray]:
    """Each text's vectors, whole first: ``given[i]`` where known, else the next of
    ``vectors``, followed by one of ``vectors`` for each of its further pieces."""
    rows = iter(vectors)
    found = []
    for group, known in zip(pieces, given):
        fresh = [next(rows) for _ in range(len(group) - (known is not None))]
        whole = [np.asarray(known, dtype=np.float32)] if known is not None else []
        found.append(np.vstack(whole + fresh) if whole or fresh else np.zeros((0, 384), dtype=np.float32))
    return found


class ExemplarMatcher:
    """Highest cosine similarity between a text's chunks and one rule's exemplars."""

    def __init__(self, exemplars: list[str]):
        self._matrix = exemplar_vectors(exemplars)

    def similarity(self, vectors: np.ndarray) -> float:
        if not len(self._matrix):
            return 0.0
        return float((vectors @ self._matrix.T).max())
