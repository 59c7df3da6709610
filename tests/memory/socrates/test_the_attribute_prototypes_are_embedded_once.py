"""Socrates' attribute prototypes are embedded once for the model version and cached in
the state folder (``embeddings.fitted``): a fresh process reads the same vectors from
there without running the model (it was ~0.25 s of CPU in every formation worker)."""

import json

import numpy as np
import pytest

from memory import embeddings
from memory.embeddings import encoder, fitted
from memory.socrates import attributes


@pytest.fixture
def fresh_state(tmp_path, monkeypatch):
    embeddings.embed_many(["The model's session is loaded before the state folder moves."])
    monkeypatch.setattr("hippocampus.services.state_dir", lambda: tmp_path)
    attributes.prototypes.cache_clear()
    yield tmp_path
    attributes.prototypes.cache_clear()


def _forget_the_process():
    attributes.prototypes.cache_clear()
    fitted._kept.clear()


def test_a_fresh_process_reads_the_prototypes_without_the_model(fresh_state, monkeypatch):
    _, embedded, _ = attributes.prototypes()
    assert list((fresh_state / "models").glob("socrates-attributes-*.npz"))
    _forget_the_process()

    def no_model(texts, **options):
        raise AssertionError(f"the model ran on {len(texts)} texts")

    monkeypatch.setattr(encoder, "_run", no_model)
    _, read, _ = attributes.prototypes()
    assert read.dtype == embedded.dtype and np.array_equal(read, embedded)


def test_the_vectors_read_back_are_the_models_for_each_sentence_in_order(fresh_state):
    attributes.prototypes()
    _forget_the_process()
    _, read, table = attributes.prototypes()
    found = json.loads(attributes.PROTOTYPES.read_text(encoding="utf-8"))["attributes"]
    texts = [text for entry in found.values() for text in entry["examples"]]
    encoder.forget_recent()
    assert read.shape == (len(texts), encoder.DIMENSIONS) == (table.max() + 1, encoder.DIMENSIONS)
    assert np.allclose(read, embeddings.embed_many(texts), atol=1e-6)
