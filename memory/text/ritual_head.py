"""A learned reading of a short message that only takes leave, thanks or greets, for when
``phatic.kinds`` reads none: its lists reach the words they name and no further. A lead's
walk-through had "Cheers, you always cheer me up." met "Well done! How's your day going?"
and "Anyway, I'm off to get my head down. Laters!" met "Just another day of life. How's it
going?" by the embedded 135M, each walk adding words to the lists.

- A multinomial logistic head over the MiniLM vector of the message (farewell, thanks,
  greeting or anything else), learned from CLINC150's train rows (``data/README.md``):
  its ``goodbye``, ``thank_you`` and ``greeting`` intents against every other intent and
  its out-of-scope rows. Deterministic (lbfgs), fitted on first use and cached under
  ``<state>/models/`` keyed by everything it learns from (``embeddings.fitted``).
- CLINC's rows are requests to an assistant, not chat: the head also reads "Feeling pretty
  good today actually." as a greeting (0.93) and "Thanks! It feels good to use my skills to
  make a difference." as thanks (1.00). So it only decides a message of at most
  ``MOST_WORDS`` words that names the ritual it reads (``phatic.named``: "cheers",
  "laters"), at ``THRESHOLD`` or more; ``bench/ritual_head.py`` measures both on LoCoMo's
  dev turns and the walk-throughs.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

from memory import embeddings
from memory.embeddings.fitted import Logistic, split_rows
from memory.text import phatic

ROWS = Path(__file__).parent / "data" / "clinc_rituals.jsonl"
# Bump when the features or the fitting change, so cached heads are not reused.
VERSION = 1
# Inverse regularisation, chosen on CLINC's val split (bench/ritual_head.py): 0.3-30 tried,
# 10 and 30 best (99.8 % of val rows right at 0.5).
C = 10.0
# The least probability of the ritual read. On CLINC's val split 0.8 takes 48 of the 60
# rituals and none of the 3,040 other rows; of LoCoMo's dev turns (not conv-43) it takes 14,
# each a thanks, farewell or greeting (two with a few words more: "Thanks, John. I
# definitely will!").
THRESHOLD = 0.8
# The longest message read: at 10 words "Thanks, Maria! It really is. Striving for progress is
# crucial." (a LoCoMo dev turn) was read as thanks.
MOST_WORDS = 9
KINDS = ("", phatic.FAREWELL, phatic.THANKS, phatic.GREETING)
_INTENTS = {"goodbye": phatic.FAREWELL, "thank_you": phatic.THANKS, "greeting": phatic.GREETING}


def rows(split: str = "train") -> tuple[list[str], list[int]]:
    """(texts, indices in ``KINDS``) of CLINC's ``split`` ("train", "val" or "test")."""
    return split_rows(ROWS, split, lambda row: KINDS.index(_INTENTS.get(row["intent"], "")))


@lru_cache(maxsize=1)
def head() -> Logistic:
    """The head (fitted in about a minute on 2 cores when no process has yet)."""
    texts, labels = rows()
    return Logistic.cached("ritual-head", [VERSION, C, texts, labels], lambda: fit(texts, labels))


def fit(texts: list[str], labels: list[int], c: float = C) -> Logistic:
    """Fit a head on ``texts`` (deterministic: the same rows give the same head)."""
    return Logistic.fit(texts, labels, c)


def kinds(text: str, vector=None, learned: Logistic | None = None) -> frozenset[str]:
    """The one ritual the head reads ``text`` as, when ``text`` names it (``phatic.named``)
    and is no longer than a ritual (``THRESHOLD``, ``MOST_WORDS``), else empty. Only that
    one: "Hey Gina, how's it going?" names a farewell too ("going", as in "I'm going").
    ``vector`` is its MiniLM vector when already computed, ``learned`` a head other than
    ``head()``."""
    named = phatic.named(text)
    if not named or len(text.split()) > MOST_WORDS:
        return frozenset()
    vector = embeddings.embed(text) if vector is None else vector
    chances = (learned or head()).chances(np.asarray(vector, dtype=np.float64).reshape(1, -1))[0]
    best = int(np.argmax(chances[1:])) + 1
    return frozenset({KINDS[best]}) if chances[best] >= THRESHOLD and KINDS[best] in named else frozenset()
