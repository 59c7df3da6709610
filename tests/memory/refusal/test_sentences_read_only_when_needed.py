"""A message's sentences cost a model run each: the gate reads them one by one only when
the whole message shows something or is long, and a floor sentence inside a long message
is still found."""

import numpy as np

from memory import embeddings, refusal
from memory.refusal.classifier import LONG_WORDS
from memory.refusal.embedding import chunks, embed_chunks, embed_for_judging

TEXT = "We went to the market. Then we had lunch by the lake. It was sunny all day."


def test_without_a_closer_look_only_the_whole_message_is_embedded():
    (vectors,), _ = embed_for_judging([TEXT], closer=lambda whole: np.array([False]))
    assert vectors.shape == (1, 384)
    assert np.allclose(vectors[0], embeddings.embed(TEXT), atol=1e-5)


def test_a_closer_look_reads_every_sentence_as_before():
    given = embeddings.embed(TEXT)
    (vectors,), extra = embed_for_judging([TEXT], [given], ["me too"], closer=lambda whole: np.array([True]))
    assert len(vectors) == len(chunks(TEXT)) > 1 and np.array_equal(vectors[0], given)
    assert np.allclose(vectors, embed_chunks(TEXT), atol=1e-5)
    assert np.allclose(extra[0], embeddings.embed("me too"), atol=1e-5)


def test_the_head_asks_for_a_closer_look_at_risk_not_at_small_talk(db):
    classifier = refusal.rules().classifier
    texts = ["Thanks, see you at the match on Sunday!", "I don't want to be alive anymore"]
    assert list(classifier.look_closer(embeddings.embed_many(texts), texts)) == [False, True]


def test_a_crisis_sentence_inside_a_long_ordinary_message_is_still_found(db):
    ordinary = "We spent the weekend at the lake with the kids, grilled fish and played cards until late. " * 4
    text = ordinary + "I don't want to be alive anymore."
    assert len(text.split()) > LONG_WORDS
    assert refusal.evaluate(text).category == "crisis"
