"""Does a statement say that something changed? A linear reader of the words' MiniLM
token states (issue 14).

A cue list reaches the words it names and no further ("quit", "sold", "moved"): three
held-apart sets in a row missed changes said as "I cancelled my membership", "I went back
to work", "I've turned into a night owl". The transformer's last token states place a
word by what it does in its sentence, so a logistic reader over them, learned from the
words that say a change in ``data/change_cues.json`` (marked, ours) against every other
content word of those sentences, of events that change nothing, of the hand-written
look-alikes (``data/exemplars.json``) and of ordinary first-person chat
(``data/pairs.jsonl``), reaches change words it never saw ("I flogged my old car", "I
binned the diet", "I packed away the cello for good" score 0.82-1.0 as ends; "I took the
tram to town" 0.28). Two readers: one for ends ("quit", "no longer"), one for any change
(an end, a start or a switch: "moved", "now"). It says only *that* a statement reports a change; what the
change is about is ``attributes``' and the nearest earlier statement's business.

Fitted on first use (~10 s on 2 cores at load ~3) and cached under ``<state>/models/`` like the pair
judge (``heads.cached``).
"""

from __future__ import annotations

import json
import re
from concurrent.futures import Future
from functools import lru_cache
from pathlib import Path

import numpy as np

from memory import embeddings
from memory.socrates import heads
from memory.text import lexical

DATA = Path(__file__).parent / "data"
CUES = DATA / "change_cues.json"
EXEMPLARS = DATA / "exemplars.json"
PAIRS = DATA / "pairs.jsonl"
VERSION = 2
C = 0.5
# A statement whose most change-like word scores at least this says a change, and at least
# SAYS_END an end. Only read between an earlier statement of how things stand with the
# person and a later one about the same attribute (``change.changed``): since only
# such statements count (issue 14, socrates6), 0.5 for ends (0.7 before) gained 2 dev
# changes for 1 false challenge in 2,080 LoCoMo dev turns ("I'm wrapping up the business
# plan"), and SAYS_CHANGE from 0.95 to 0.6-0.8 none.
SAYS_CHANGE = 0.95
SAYS_END = 0.5
# An earlier statement with a word scoring this or more on either reader tells of an
# event, not a state that a later statement could change.
STATE = 0.9
# Texts whose scores are kept (two floats a text; the token states, ~tokens × 384 floats,
# are not kept once scored).
KEPT = 4096
_scored = embeddings.Kept(KEPT)  # (end, change) by text; the embedding thread keeps what it reads ahead
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_MARKED = re.compile(r"\[([^\]]+)\]|\{([^}]+)\}")


def _marked(sentence: str) -> tuple[str, list[tuple[int, int]], list[tuple[int, int]]]:
    """The sentence without its marks, and the character spans marked as an end ([...])
    and as a start or a switch ({...})."""
    text, ends, starts, last = "", [], [], 0
    for found in _MARKED.finditer(sentence):
        text += sentence[last:found.start()]
        words = found.group(1) or found.group(2)
        (ends if found.group(1) else starts).append((len(text), len(text) + len(words)))
        text += words
        last = found.end()
    return text + sentence[last:], ends, starts


def training_rows() -> tuple[list[str], list[list[tuple[int, int]]], list[list[tuple[int, int]]]]:
    """(sentences, the spans of each that say an end, those that say a start or a switch):
    none for the events, the look-alike exemplars and the chat turns."""
    written = json.loads(CUES.read_text(encoding="utf-8"))
    marked = [_marked(sentence) for sentence in written["changes"]]
    consistent = json.loads(EXEMPLARS.read_text(encoding="utf-8"))["consistent"]
    chat = [json.loads(line)["new"] for line in PAIRS.read_text(encoding="utf-8").splitlines() if line.strip()]
    others = sorted(set(written["events"]) | {new for _, new in consistent} | set(chat))
    return (
        [text for text, _, _ in marked] + others,
        [ends for _, ends, _ in marked] + [[] for _ in others],
        [starts for _, _, starts in marked] + [[] for _ in others],
    )


def _words(text: str, reading) -> list[tuple[int, int, int]]:
    """(token, word start, word end) of the first token of each content word of ``text``:
    function words ("in", "now", "your") and word pieces carry no change of their own."""
    found = []
    for k, (start, end) in enumerate(reading.offsets):
        if end <= start or (start and text[start - 1].isalnum()):
            continue
        word = _WORD.match(text, start)
        if word and len(word.group()) >= 3 and word.group().lower() not in lexical.STOP_WORDS:
            found.append((k, word.start(), word.end()))
    return found


@lru_cache(maxsize=1)
def _read(texts: tuple[str, ...]) -> tuple[np.ndarray, list[tuple[int, int, int]]]:
    """The token state of each content word of ``texts`` (one reading for both readers'
    fits), and (text, word start, word end) of each."""
    states, words = [], []
    for i, (text, reading) in enumerate(zip(texts, embeddings.read_many(list(texts)))):
        for k, start, end in _words(text, reading):
            states.append(reading.states[k])
            words.append((i, start, end))
    return np.array(states, dtype=np.float64), words


def fit(texts: list[str], positives: list[list[tuple[int, int]]]) -> heads.Head:
    """A logistic head over token states: a word inside one of its text's ``positives``
    spans → 1, any other → 0 (the two classes weigh the same in all)."""
    from sklearn.linear_model import LogisticRegression

    states, words = _read(tuple(texts))
    labels = np.array([int(any(start >= a and end <= b for a, b in positives[i])) for i, start, end in words])
    weights = np.where(labels == 1, (labels == 0).sum() / max(1, labels.sum()), 1.0)
    model = LogisticRegression(C=C, max_iter=5000)
    model.fit(states, labels, sample_weight=weights)
    return heads.Head(model.coef_[0].astype(np.float64), float(model.intercept_[0]))


@lru_cache(maxsize=1)
def readers() -> tuple[heads.Head, heads.Head]:
    """(the end reader, the change reader: an end, a start or a switch)."""
    texts, ends, starts = training_rows()
    both = [e + s for e, s in zip(ends, starts)]
    found = (
        heads.cached("socrates-cues-end", [VERSION, C, texts, ends], lambda: fit(texts, ends)),
        heads.cached("socrates-cues-change", [VERSION, C, texts, both], lambda: fit(texts, both)),
    )
    _read.cache_clear()  # the training words' states (~60 MB) are not kept once both are fitted
    return found


def scores(text: str) -> tuple[float, float]:
    """How strongly ``text``'s most telling word says an end, and a change of any kind (0 to
    1). Kept for the KEPT texts read last (``read``): a new statement is read against each
    of its nearest earlier ones, and an earlier one against every new statement near it."""
    found = _scored.found([text])
    return found[text] if found else read([text])[text]


def read(texts: list[str]) -> dict[str, tuple[float, float]]:
    """The ``scores`` of each of ``texts``: those not scored lately from one run of the model
    with token states for them all (``embeddings.read_many``), kept; the others are only
    embedded (``embeddings.embed_many``, at no cost when embedded lately), so that every
    text's vector is at hand after a read ahead (``read_ahead``)."""
    texts = list(dict.fromkeys(texts))
    found = _scored.found(texts)
    missing = [text for text in texts if text not in found]
    embeddings.embed_many(list(found))
    fresh = {text: _scores_of(text, reading) for text, reading in zip(missing, embeddings.read_many(missing))}
    _scored.keep(fresh)
    return found | fresh


def read_ahead(texts: list[str]) -> Future:
    """``read(texts)`` started now on the process's embedding thread, as
    ``embeddings.embed_many_ahead`` does (done at once when every text was scored and
    embedded lately): formation reads Socrates' words of a conversation's statements while
    the one before is written, and of a stretch's new beliefs and their neighbours while the
    beliefs are inserted, so that the readers find them scored. Read one at a time, each was
    a run of the model of its own, waiting behind the work queued on the embedding thread
    (35 runs, 1.9 s of formation's 10.8 s per 1,000 turns of bench/scale.py, issue 19)."""
    if len(_scored.found(texts)) == len(set(texts)):
        return embeddings.embed_many_ahead(texts)
    return embeddings.on_the_embedding_thread(read, list(texts))


def _scores_of(text: str, reading) -> tuple[float, float]:
    tokens = reading.states[[k for k, _, _ in _words(text, reading)]].astype(np.float64)
    if not len(tokens):
        return 0.0, 0.0
    end, change = readers()
    return float(end.chances(tokens).max()), float(change.chances(tokens).max())


def said(text: str) -> tuple[bool, bool]:
    """Whether ``text`` says an end, and whether it says a change of any kind."""
    end, change = scores(text)
    return end >= SAYS_END, change >= SAYS_CHANGE
