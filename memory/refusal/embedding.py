"""The refusal gate's embedding layer: the vectors a message is judged by (DESIGN §6).

- A message is judged whole and sentence by sentence (``chunks``), so a floor sentence
  inside a long email is not diluted by the rest. The model runs once per message
  (``read_for_judging``): each sentence's vector is the mean of its own tokens' states in
  that run, not an embedding of its own (a run costs 5-25 ms on 2 cores, a span a few
  microseconds). Floor categories are then scored by the learned head of
  memory.refusal.classifier.
- A message comes back as the message before the next one (the person's answer to it),
  and its reading then is the one taken before: the gate keeps the readings of the texts it
  read lately, and the turn pipeline reads its reply ahead (``read_ahead``) on the
  embedding thread once the reply is stored, so the next turn's gate runs the model over
  its own message only.
- Operator rules fire when a text's cosine similarity to one of their exemplars reaches
  their ``similarity_threshold``: simple to reason about, and only ever an addition.
  Exemplar vectors are cached per process by text, so only new or edited exemplars are
  embedded again when the rules change.
"""

from __future__ import annotations

import re
import threading
from concurrent.futures import Future
from dataclasses import dataclass, replace

import numpy as np

from memory import embeddings

MAX_CHUNKS = 24
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
# The message before is read up to this many characters from its end: what a reply
# answers is the end of it (a long reply before a short answer would cost a long run).
PREVIOUS_CHARS = 300
BLOCK = 64
# Readings kept by text: a turn needs the one before it, formation a reply read ahead; a
# reading holds its tokens' states (about 1.5 KB a token).
READINGS_KEPT = 32

_readings = embeddings.Kept(READINGS_KEPT)  # the futures of readings, by text

_vectors: dict[str, np.ndarray] = {}
_vectors_lock = threading.Lock()


def exemplar_vectors(texts) -> np.ndarray:
    """Unit vectors for ``texts``, embedding only those this process has not seen yet."""
    texts = list(texts)
    with _vectors_lock:
        missing = [text for text in dict.fromkeys(texts) if text not in _vectors]
    if missing:
        fresh = embeddings.embed_many(missing)
        with _vectors_lock:
            _vectors.update(zip(missing, fresh))
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    with _vectors_lock:
        return np.stack([_vectors[text] for text in texts])


def spans(text: str) -> list[tuple[int, int]]:
    """Character spans of ``chunks(text)``: the whole text, then each sentence of two words
    or more when there are several (at most MAX_CHUNKS)."""
    whole = (len(text) - len(text.lstrip()), len(text.rstrip()))
    found, start = [], 0
    for separator in [*_SENTENCE_END.finditer(text), None]:
        end = separator.start() if separator else len(text)
        part = text[start:end]
        if len(part.split()) >= 2:
            found.append((start + len(part) - len(part.lstrip()), start + len(part.rstrip())))
        start = separator.end() if separator else start
    return [whole] + found[:MAX_CHUNKS] if len(found) > 1 else [whole]


def chunks(text: str) -> list[str]:
    """The whole text, then each sentence when there are several."""
    return [text[a:b] for a, b in spans(text)]


@dataclass(frozen=True)
class Judged:
    """What the head reads of one message: ``texts`` (its chunks, the whole first) with
    their unit ``vectors``, and with the message before, ``context`` (the vector of both
    messages' tokens together, each read on its own), ``context_text`` and the message
    before itself (``before``)."""

    texts: list[str]
    vectors: np.ndarray
    context: np.ndarray | None = None
    context_text: str | None = None
    before: str | None = None


def read_for_judging(texts: list[str], previous: list[str | None]) -> list[Judged]:
    """Each of ``texts`` read for the gate, with ``previous[i]`` (None: judged alone) as its
    context, from one run of the model over them and their messages before (per BLOCK
    texts: a formation batch's token states would otherwise all be held at once), but for
    the readings kept of texts read lately or ahead (``read_ahead``)."""
    found = []
    for start in range(0, len(texts), BLOCK):
        found += _read(texts[start : start + BLOCK], previous[start : start + BLOCK])
    return found


def as_before(text: str) -> str:
    """What of ``text`` is read when it is the message before another."""
    return text.strip()[-PREVIOUS_CHARS:]


def read_ahead(text: str) -> Future | None:
    """Read ``text`` now on the process's embedding thread, as the message before the next
    one: the turn pipeline hands over its reply once it is stored, so the next message's
    gate finds the reading instead of running the model over it on that turn's path.
    Returns the reading's future (None for an empty text)."""
    before = as_before(text)
    if not before:
        return None
    future = embeddings.read_many_ahead([before])
    _readings.keep({before: future})
    return future


def _kept(texts: list[str]) -> dict:
    """The readings kept of ``texts``. One still being read ahead is read again here rather
    than waited for: it may sit behind a formation batch on the embedding thread."""
    found = {}
    for text, future in _readings.found(texts).items():
        if future.done() and future.exception() is None:
            found[text] = future.result()[0]
    return found


def _done(reading) -> Future:
    future = Future()
    future.set_result([reading])
    return future




def _read(texts: list[str], previous: list[str | None]) -> list[Judged]:
    befores = [as_before(before) if before else None for before in previous]
    # A one-sentence message judged alone needs only its vector, which may be among the
    # texts embedded lately (an import embeds each message as it stores it); the others
    # need their tokens' states: those read lately are kept, the rest come from one run.
    plain = {text for text, before in zip(texts, befores) if not before and len(spans(text)) == 1}
    needed = list(dict.fromkeys([*(text for text in texts if text not in plain), *(before for before in befores if before)]))
    readings = _kept(needed)
    wanted = [text for text in needed if text not in readings]
    fresh = dict(zip(wanted, embeddings.read_many(wanted)))
    _readings.keep({text: _done(reading) for text, reading in fresh.items()})
    readings.update(fresh)
    vectors_of = dict(zip(plain, embeddings.embed_many(list(plain))))
    judged = []
    for text, before in zip(texts, befores):
        if text in plain:
            judged.append(Judged([text], vectors_of[text][None, :]))
            continue
        reading = readings[text]
        parts = spans(text)
        vectors = [reading.vector] + [reading.span(a, b) for a, b in parts[1:]]
        kept = [k for k, vector in enumerate(vectors) if vector is not None]
        context = None
        if before:
            context = embeddings.pooled([readings[before], reading])
        judged.append(
            Judged([text[a:b] for k, (a, b) in enumerate(parts) if k in kept], np.vstack([vectors[k] for k in kept]),
                   context, f"{before}\n{text}" if before else None, before or None)
        )
    return judged


def sentences_alone(judged: list[Judged]) -> list[Judged]:
    """``judged`` with each sentence's vector from a run of the sentence on its own (one run
    for all of them): what the head learned from. A sentence pooled inside its message
    reads softer (cosine about 0.9 to itself alone), so a message near the line is read
    again this way; the few such messages pay for the run, not every message."""
    vectors = iter(embeddings.embed_many([text for one in judged for text in one.texts[1:]]))
    return [
        replace(one, vectors=np.vstack([one.vectors[:1], *([next(vectors)] for _ in one.texts[1:])]))
        for one in judged
    ]


class ExemplarMatcher:
    """Highest cosine similarity between a text's chunks and one rule's exemplars."""

    def __init__(self, exemplars: list[str]):
        self._texts = list(exemplars)
        self._matrix = exemplar_vectors(exemplars)

    def similarity(self, vectors: np.ndarray) -> float:
        if not len(self._matrix):
            return 0.0
        return float((vectors @ self._matrix.T).max())

    def nearest(self, vector: np.ndarray) -> tuple[float, str]:
        """The similarity of one unit ``vector`` to its nearest exemplar, and that exemplar
        ((0.0, "") when there are none)."""
        if not len(self._matrix):
            return 0.0, ""
        similarities = self._matrix @ vector
        best = int(np.argmax(similarities))
        return float(similarities[best]), self._texts[best]
