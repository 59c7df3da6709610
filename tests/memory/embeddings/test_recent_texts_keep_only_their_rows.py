"""The encoder's cache of recently embedded texts keeps each text's own vector, not a view
into the batch it was embedded with (a view keeps the whole batch's array alive for as
long as any one of its texts is remembered)."""

import numpy as np

from memory.embeddings import encoder


def test_a_remembered_vector_owns_its_row():
    encoder.forget_recent()
    texts = [f"A sentence about the lake, number {i}." for i in range(20)]
    vectors = encoder.embed_many(texts)
    for text, vector in zip(texts, vectors):
        remembered = encoder._recent[text]
        assert remembered.base is None and remembered.shape == (encoder.DIMENSIONS,)
        assert np.array_equal(remembered, vector)
