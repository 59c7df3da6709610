"""The ONNX export embeds as sentence-transformers does, and is exported once per state folder."""

import logging

import numpy as np
import pytest

from memory.embeddings import model
from memory import embeddings
from memory.embeddings import encoder
from memory.refusal.head import training_rows

# Ordinary conversation and emotional talk from the refusal gate's public training rows.
SENTENCES = [row["text"] for row in training_rows() if row["source"] == "alexa/Topical-Chat" and len(row["text"].split()) <= 20][:280]

# Short and long, punctuated and not, non-ASCII, empty, and one past the model's 256 tokens;
# each once, so that no two neighbours tie.
TEXTS = list(dict.fromkeys([
    *SENTENCES,
    *(" ".join(SENTENCES[i : i + 7]) for i in range(0, len(SENTENCES), 7)),
    "Ünïcödé café in São Paulo, 東京 next spring 🙂",
    "",
    "ok",
    " ".join(SENTENCES[:60]),
]))


@pytest.fixture(scope="module")
def reference():
    """The vectors sentence-transformers computes with torch from the same packaged weights."""
    from sentence_transformers import SentenceTransformer

    transformer = SentenceTransformer(model.model_path(), device="cpu")
    return transformer.encode(TEXTS, batch_size=64, normalize_embeddings=True, show_progress_bar=False)


def test_vectors_equal_sentence_transformers_ones(reference):
    vectors = embeddings.embed_many(TEXTS)
    cosines = (vectors * reference).sum(axis=1)
    assert len(TEXTS) >= 300 and cosines.min() >= 0.9999
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_nearest_neighbours_are_the_same_as_sentence_transformers_ones(reference):
    vectors = embeddings.embed_many(TEXTS)
    questions = embeddings.embed_many(SENTENCES[::6])
    assert np.array_equal(
        np.argsort(-(questions @ vectors.T), axis=1)[:, :5], np.argsort(-(questions @ reference.T), axis=1)[:, :5]
    )


def test_a_fresh_state_folder_exports_the_model_once(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("HIPPOCAMPUS_STATE_DIR", str(tmp_path))
    with caplog.at_level(logging.INFO, logger="memory.embeddings.model"):
        session = model.session(1)
    assert model.onnx_path().is_relative_to(tmp_path) and model.onnx_path().exists()
    assert "exporting the embedding model to ONNX" in caplog.text

    def export_again(target):
        raise AssertionError("exported twice")

    monkeypatch.setattr(model, "export", export_again)
    model.session(1)
    text = "My sister Maya lives in Lisbon."
    inputs = encoder._tokenizer().encode(text)
    vector = session.run(None, {"input_ids": np.array([inputs.ids]), "attention_mask": np.array([inputs.attention_mask])})
    assert np.allclose(vector[0][0], embeddings.embed(text), atol=1e-5)
