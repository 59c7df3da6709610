"""The gate runs the model once per message: each sentence is read from the states of its
own tokens in that run, the message before joins the same run, and a floor sentence inside
a long ordinary message is still found."""

import numpy as np

from memory import embeddings, refusal
from memory.embeddings import encoder
from memory.refusal.embedding import chunks, read_for_judging, spans

TEXT = "We went to the market. Then we had lunch by the lake. It was sunny all day."


def test_spans_are_the_whole_text_then_each_sentence():
    assert chunks(TEXT) == [TEXT, "We went to the market.", "Then we had lunch by the lake.", "It was sunny all day."]
    padded = "  one sentence only  "
    assert [padded[a:b] for a, b in spans(padded)] == ["one sentence only"]
    assert chunks("Hi. ok") == ["Hi. ok"]  # a one-word piece is not a sentence of its own


def test_one_run_reads_the_whole_message_its_sentences_and_the_message_before(monkeypatch):
    runs = []
    real = encoder._run
    monkeypatch.setattr(encoder, "_run", lambda texts, **kw: runs.append(list(texts)) or real(texts, **kw))
    (judged,) = read_for_judging([TEXT], ["How was your weekend?"])
    assert len(runs) == 1 and set(runs[0]) == {TEXT, "How was your weekend?"}
    assert judged.texts == chunks(TEXT) and judged.vectors.shape == (4, 384)
    assert np.allclose(judged.vectors[0], embeddings.embed(TEXT), atol=1e-5)
    assert len(runs) == 1  # the whole message's vector is now among the texts embedded lately
    assert np.allclose(np.linalg.norm(judged.vectors, axis=1), 1.0, atol=1e-5)
    # a sentence read in its message is near, not equal to, the sentence read alone
    alone = embeddings.embed("Then we had lunch by the lake.")
    assert 0.8 < float(judged.vectors[2] @ alone) < 0.9999
    assert judged.context is not None and judged.context_text.endswith(TEXT)


def test_a_crisis_sentence_inside_a_long_ordinary_message_is_still_found(db):
    ordinary = "We spent the weekend at the lake with the kids, grilled fish and played cards until late. " * 4
    verdict = refusal.evaluate(ordinary + "I don't want to be alive anymore.")
    assert verdict.category == "crisis" or verdict.check_in  # answered with crisis resources either way


def test_a_turn_runs_the_model_once_for_the_gate_and_its_own_vector(alice, settings, monkeypatch):
    from memory import cycle

    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "LLM_BACKEND": "none"}
    text = "We finally booked the cabin for August. The kids are thrilled about the lake."
    runs = []
    real = encoder._run
    monkeypatch.setattr(encoder, "_run", lambda texts, **kw: runs.append(list(texts)) or real(texts, **kw))
    cycle.handle(cycle.Attention(user=alice, channel="cli", text=text))
    assert sum(text in texts for texts in runs) == 1
