"""A batch of texts embeds (and is read token by token) as its texts are one by one,
repeats included."""

import numpy as np

from memory import embeddings

TEXTS = [
    "My sister Maya lives in Lisbon.",
    "I adopted a beagle called Rex. He is three.",
    "My sister Maya lives in Lisbon.",
    "Every Monday I call my mother.",
]


def test_each_row_is_the_embedding_of_its_text_in_order_with_repeats():
    vectors = embeddings.embed_many(TEXTS)
    assert vectors.shape == (4, 384) and vectors.dtype == np.float32
    for text, vector in zip(TEXTS, vectors):
        assert np.allclose(vector, embeddings.embed(text), atol=1e-5)
    assert np.array_equal(vectors[0], vectors[2])


def test_readings_of_a_batch_equal_readings_one_by_one():
    for text, reading in zip(TEXTS, embeddings.read_many(TEXTS)):
        (alone,) = embeddings.read_many([text])
        assert np.allclose(reading.vector, embeddings.embed(text), atol=1e-5)
        assert reading.states.shape == (len(reading.offsets), 384)
        assert np.allclose(reading.states, alone.states, atol=1e-4)
