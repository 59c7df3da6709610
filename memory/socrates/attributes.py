"""What a statement of a person is about: the attribute of their life (home, work,
partner, diet, ...) whose prototype sentences (``data/attributes.json``, ours) are nearest
its MiniLM vector (issue 14).

Cue words say *that* something changed; they cannot say *what* a statement is about, and
two statements about one attribute often share no word ("I live on a houseboat" / "We're
renting an apartment in Utrecht now"). The sentence vectors we already compute do: a
statement is placed by its mean similarity to the few nearest prototypes of each
attribute, and only when it is clearly nearer one attribute than any other. An attribute
is "exclusive" when it holds one value at a time (home, work, partner, diet): a later
statement about it that says something changed replaces the earlier value; in the others
(pets, hobbies, skills) values add up, and only an end or a reversal changes one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from memory import embeddings
from memory.embeddings import fitted, model

PROTOTYPES = Path(__file__).parent / "data" / "attributes.json"
NEAREST = 2
# A statement is about an attribute scoring at least this, ahead of the next by MARGIN.
PLACED = 0.4
MARGIN = 0.03
# Where the person lives and works: a statement of their day says which without naming it
# ("My patients on the ward keep me on my toes every shift" after "I'm an accountant at a
# big firm", 0.17 apart, not among the five nearest; "The snow here in Toronto is already
# knee-deep" after "I live in Sydney"). A claim clearly about one of them is also compared
# with this many of the person's statements nearest to its prototypes (``centre``).
SETTINGS = ("home", "work")
NEAREST_STATED = 5


@dataclass(frozen=True)
class Attribute:
    name: str
    exclusive: bool


@lru_cache(maxsize=1)
def prototypes() -> tuple[list[Attribute], np.ndarray, np.ndarray]:
    """(attributes, their prototypes' vectors, each attribute's row of prototype indexes:
    its own, then -1 up to the longest row). The vectors are embedded once for the model
    version and cached under ``<state>/models/`` (``embeddings.fitted``): reading 205
    sentences was ~0.25 s of CPU in every process that placed a statement (issue 19)."""
    found = json.loads(PROTOTYPES.read_text(encoding="utf-8"))["attributes"]
    attributes = [Attribute(name, bool(entry["exclusive"])) for name, entry in found.items()]
    sentences = [(i, text) for i, entry in enumerate(found.values()) for text in entry["examples"]]
    texts = [text for _, text in sentences]
    vectors = fitted.cached(
        "socrates-attributes", [model.onnx_path().name, texts], lambda: embeddings.embed_many(texts),
        stored=lambda saved: saved["vectors"], arrays=lambda vectors: {"vectors": vectors},
    )
    owner = np.array([i for i, _ in sentences])
    rows = [np.flatnonzero(owner == i) for i in range(len(attributes))]
    table = np.full((len(rows), max(len(row) for row in rows)), -1)
    for i, row in enumerate(rows):
        table[i, : len(row)] = row
    return attributes, vectors, table


def _scores(vector) -> np.ndarray:
    """Each attribute's score for a statement: the mean similarity of its NEAREST closest
    prototypes (of all attributes at once: a sort per attribute was most of Socrates'
    placing, ~0.2 s per 1,000 turns of formation)."""
    _, vectors, table = prototypes()
    similar = vectors @ np.asarray(vector, dtype=vectors.dtype)
    # A row's padding (-1) reads below any cosine, so its NEAREST largest are its own.
    padded = np.where(table >= 0, similar[table], np.float32(-2.0))
    return np.sort(padded, axis=1)[:, -NEAREST:].mean(axis=1)


def of(vector) -> Attribute | None:
    """The attribute a statement (its unit ``vector``) is about, or None when it is near
    none or as near two."""
    attributes = prototypes()[0]
    scores = _scores(vector)
    best, second = np.argsort(-scores)[:2]
    if scores[best] < PLACED or scores[best] - scores[second] < MARGIN:
        return None
    return attributes[best]


def shared(new_vector, old_vector, nearest: int = 1, placed: float = PLACED) -> Attribute | None:
    """The attribute both statements are about, or None: the earlier one (a statement of
    how things stand, near the prototypes) is placed, and the later one (a change, said
    in words further from them, so with no margin asked) has it among its ``nearest``
    attributes, at ``placed`` or more."""
    old = of(old_vector)
    if old is None:
        return None
    scores = _scores(new_vector)
    position = prototypes()[0].index(old)
    return old if scores[position] >= placed and position in np.argsort(-scores)[:nearest] else None


def setting(vector) -> Attribute | None:
    """Where the person lives or works (``SETTINGS``) when a statement (its unit
    ``vector``) is clearly about that (``of``), or None."""
    found = of(vector)
    return found if found is not None and found.name in SETTINGS else None


def same_setting(new_vector, old_vector) -> Attribute | None:
    """The setting both statements are clearly about (``setting``), or None: the earlier
    statement of it is what the later one may give another value, however far apart the
    two sound."""
    found = setting(new_vector)
    return found if found is not None and of(old_vector) == found else None


def apart(new_vector, old_vector, attribute: Attribute) -> float:
    """How alike two statements about ``attribute`` are once what makes them both about
    it is taken out (the direction of its ``centre``): the cosine of what is left, the
    value each gives ("My patients on the ward keep me on my toes" / "I'm an accountant at
    a big firm", -0.18; "Busy season at the firm, I've done 60 hours this week" / the same,
    0.07)."""
    axis = centre(attribute.name)
    left = [v - (v @ axis) * axis for v in (np.asarray(new_vector, dtype=axis.dtype), np.asarray(old_vector, dtype=axis.dtype))]
    return float(left[0] @ left[1] / (np.linalg.norm(left[0]) * np.linalg.norm(left[1])))


@lru_cache(maxsize=32)
def centre(name: str) -> np.ndarray:
    """The unit mean of the attribute ``name``'s prototype vectors."""
    attributes, vectors, table = prototypes()
    row = table[[a.name for a in attributes].index(name)]
    mean = vectors[row[row >= 0]].mean(axis=0)
    return mean / np.linalg.norm(mean)
