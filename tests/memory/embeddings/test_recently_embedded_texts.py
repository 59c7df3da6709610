"""A text embedded lately is not embedded again (issue 19: formation embedded the same
sentences for the refusal gate, the statements and Socrates), and the memory of them
is bounded."""

import numpy as np
import pytest

from memory.embeddings import encoder


@pytest.fixture
def runs(monkeypatch):
    """The texts each run of the model was given."""
    encoder.forget_recent()
    given, real = [], encoder._run

    def counting(texts):
        given.append(list(texts))
        return real(texts)

    monkeypatch.setattr(encoder, "_run", counting)
    yield given
    encoder.forget_recent()


def test_a_text_embedded_lately_is_not_embedded_again(runs):
    first = encoder.embed_many(["My sister lives in Lisbon.", "I love ramen."])
    again = encoder.embed_many(["I love ramen.", "I moved to Porto.", "My sister lives in Lisbon."])
    assert runs == [["My sister lives in Lisbon.", "I love ramen."], ["I moved to Porto."]]
    np.testing.assert_array_equal(again[0], first[1])
    np.testing.assert_array_equal(again[2], first[0])


def test_forgetting_embeds_them_again(runs):
    encoder.embed_many(["I love ramen."])
    encoder.forget_recent()
    encoder.embed_many(["I love ramen."])
    assert runs == [["I love ramen."], ["I love ramen."]]


def test_only_the_most_recent_texts_are_kept(runs, monkeypatch):
    monkeypatch.setattr(encoder, "RECENT", 2)
    encoder.embed_many(["one thing", "another thing", "a third thing"])
    encoder.embed_many(["a third thing", "one thing"])
    assert runs[1] == ["one thing"]


def test_a_caller_changing_its_vectors_does_not_change_the_kept_ones(runs):
    vector = encoder.embed("I love ramen.")
    kept = vector.copy()
    vector[:] = 0
    np.testing.assert_array_equal(encoder.embed("I love ramen."), kept)


def test_remembering_keeps_more_while_it_lasts(runs, monkeypatch):
    monkeypatch.setattr(encoder, "RECENT", 2)
    with encoder.remembering(3):
        encoder.embed_many(["one thing", "another thing", "a third thing"])
        encoder.embed_many(["one thing"])
    assert runs[1:] == []
    assert len(encoder._recent) == 2  # back to RECENT once the block ends: the oldest goes
    encoder.embed_many(["another thing"])
    assert runs[1:] == [["another thing"]]
