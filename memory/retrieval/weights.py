"""Stochastic weights and the Dirichlet blend (seed 003 §2–§4).

A belief's weight is observed, not read: a draw from N(depth_center, σ) clamped to [0, 1],
with σ = max(0.08/√(reinforcement+1), 0.01) so well-reinforced beliefs are steadier. The
five relevance components are blended with weights drawn once per turn from a Dirichlet
over the user's alphas, which meta-learning nudges from turn outcomes.

Every random draw goes through ``rng_for``: with ``HIPPOCAMPUS_SEED`` set, the same inputs
give the same draws (tests, benchmarks); unset, draws are fresh.
"""

from __future__ import annotations

import hashlib

import numpy as np
from django.conf import settings

from memory.models import DEFAULT_ALPHAS

COMPONENTS = tuple(DEFAULT_ALPHAS)  # semantic, coaccess, noise, emotional, recency
ALPHA_BOUNDS = (0.1, 50.0)
LEARNING_RATE = 0.01


def rng_for(*parts) -> np.random.Generator:
    """A generator seeded from HIPPOCAMPUS_SEED and ``parts`` (e.g. user id, message id)."""
    seed = settings.HIPPOCAMPUS["SEED"]
    if seed is None:
        return np.random.default_rng()
    digest = hashlib.sha256(repr((seed, *parts)).encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def sigma(reinforcement_count) -> np.ndarray:
    """Observation noise: 0.08/√(reinforcement+1), never below 0.01."""
    return np.maximum(0.08 / np.sqrt(np.asarray(reinforcement_count, dtype=float) + 1.0), 0.01)


def observe(depth_center, reinforcement_count, rng: np.random.Generator) -> np.ndarray:
    """Observed weights: N(depth_center, σ(reinforcement)) clamped to [0, 1]."""
    centers = np.asarray(depth_center, dtype=float)
    return np.clip(rng.normal(centers, sigma(reinforcement_count)), 0.0, 1.0)


def draw_blend(alphas: dict[str, float], rng: np.random.Generator) -> dict[str, float]:
    """One Dirichlet draw of blend weights over the five components (they sum to 1)."""
    draw = rng.dirichlet([alphas[name] for name in COMPONENTS])
    return {name: float(value) for name, value in zip(COMPONENTS, draw)}


def outcome_steps(blend: dict[str, float], outcome: float) -> dict[str, float]:
    """Seed 003 §4 meta-learning: how far one turn's outcome moves each alpha. A good
    outcome (> 0.7 on a 0..1 scale) raises it by lr × the weight it had in the turn's
    blend; a bad one (< 0.3) lowers it by half that; anything between leaves it."""
    if outcome > 0.7:
        rate = LEARNING_RATE
    elif outcome < 0.3:
        rate = -LEARNING_RATE * 0.5
    else:
        rate = 0.0
    return {name: rate * weight for name, weight in blend.items()}


def nudged_alphas(
    alphas: dict[str, float], blend: dict[str, float], outcome: float, *, replacing: float | None = None
) -> dict[str, float]:
    """The alphas after one turn's outcome (``outcome_steps``), bounded to [0.1, 50].

    ``replacing`` is an outcome recorded earlier for the same turn: its step is taken
    back first, so a person who changes their mind moves the alphas once, not twice."""
    low, high = ALPHA_BOUNDS
    steps = outcome_steps(blend, outcome)
    undone = outcome_steps(blend, replacing) if replacing is not None else {}
    updated = dict(alphas)
    for name, step in steps.items():
        updated[name] = float(min(max(updated[name] + step - undone.get(name, 0.0), low), high))
    return updated
