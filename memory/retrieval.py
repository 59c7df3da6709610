"""Retrieval (DESIGN §4, seed 003): hybrid relevance with stochastic weights, within a budget.

``injection_score = observed_weight × relevance`` for each pre-filtered candidate; the
budget is filled top-down, ``full`` text for scores ≥ 0.6 and the ``compressed`` form
below, skipping what no longer fits; immutable safety beliefs always go first.

Assembly (``retrieve``) only reads. ``reinforce`` then writes what the retrieval did to
memory (access time and count, the decay clock, the context for reconsolidation,
co-access): the turn pipeline calls it once the reply is stored, so the person never
waits for bookkeeping that rewrites indexed rows.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np
from django.conf import settings
from django.db.models import F
from django.utils import timezone

from memory import candidates, coaccess, embeddings, lexical, relevance, tokens, weights
from memory.models import Belief, RelevanceProfile

FULL_THRESHOLD = 0.6


@dataclass
class Injected:
    kind: str  # "belief" | "episode"
    id: int
    text: str
    form: str  # "full" | "compressed"
    score: float
    tokens: int


@dataclass
class Retrieval:
    items: list[Injected] = field(default_factory=list)
    tokens_used: int = 0
    budget: int = 0
    candidates_scored: int = 0
    blend: dict[str, float] = field(default_factory=dict)
    elapsed_ms: float = 0.0
    query: str = ""
    vector: np.ndarray | None = None

    @property
    def belief_ids(self) -> list[int]:
        return [item.id for item in self.items if item.kind == "belief"]

    def trace_items(self) -> list[dict]:
        return [
            {"kind": i.kind, "id": i.id, "form": i.form, "score": round(i.score, 4), "tokens": i.tokens}
            for i in self.items
        ]


def profile_for(user) -> RelevanceProfile:
    return RelevanceProfile.objects.get_or_create(user=user)[0]


def retrieve(
    user,
    text: str,
    *,
    budget: int,
    now: datetime | None = None,
    vector=None,
    include_episodes: bool = False,
    active_ids: list[int] | None = None,
    current_valence: float | None = None,
    seed=None,
) -> Retrieval:
    """The memory to inject for ``text`` within ``budget`` tokens (reads only; see
    ``reinforce`` for what retrieval writes).

    ``vector`` is the attention (with inertia) when the caller has one, else ``text`` is
    embedded. ``seed`` names this draw for reproducibility under HIPPOCAMPUS_SEED.
    """
    started = time.perf_counter()
    now = now or timezone.now()
    vector = embeddings.embed(text) if vector is None else np.asarray(vector, dtype=np.float32)
    active_ids = active_ids or []
    pool = candidates.beliefs(user, vector, text, active_ids)
    if include_episodes:
        pool += candidates.episodes(user, vector, text)
    result = Retrieval(budget=budget, candidates_scored=len(pool), query=text, vector=vector)
    if not pool:
        result.elapsed_ms = (time.perf_counter() - started) * 1000
        return result
    rng = weights.rng_for("retrieve", user.pk, text, seed)
    result.blend = relevance.informative(
        weights.draw_blend(profile_for(user).alphas, rng),
        has_links=bool(active_ids),
        knows_valence=current_valence is not None,
    )
    scores = _injection_scores(user, pool, text, now, active_ids, current_valence, result.blend, rng)
    result.items = _fill(pool, scores, budget)
    result.tokens_used = sum(item.tokens for item in result.items)
    result.elapsed_ms = (time.perf_counter() - started) * 1000
    return result


def _injection_scores(user, pool, text, now, active_ids, current_valence, blend, rng) -> np.ndarray:
    linked = coaccess.strengths(user, [c.id for c in pool if c.kind == "belief"], active_ids)
    half_life = settings.HIPPOCAMPUS["RECENCY_HALF_LIFE_HOURS"]
    hours = np.array([(now - c.last_accessed).total_seconds() / 3600 for c in pool])
    components = {
        "semantic": relevance.semantic_scores(
            np.array([c.cosine for c in pool]), np.array(lexical.overlap_scores(text, [c.full for c in pool]))
        ),
        "coaccess": np.array([linked.get(c.id, 0.0) if c.kind == "belief" else 0.0 for c in pool]),
        "noise": rng.uniform(0.0, 1.0, len(pool)),
        "emotional": relevance.emotional_scores(np.array([c.valence for c in pool]), current_valence),
        "recency": relevance.recency_scores(hours, half_life),
    }
    components = {name: components[name] for name in blend}
    observed = weights.observe([c.depth for c in pool], [c.reinforcement for c in pool], rng)
    return observed * relevance.blend(components, blend)


def _fill(pool, scores, budget: int) -> list[Injected]:
    """Top-down fill: immutable first; full text at score ≥ 0.6 else compressed; items
    that no longer fit are skipped (a smaller one further down may still fit)."""
    order = sorted(range(len(pool)), key=lambda i: (not pool[i].immutable, -scores[i]))
    texts = []
    for i in order:
        c = pool[i]
        full = c.immutable or scores[i] >= FULL_THRESHOLD
        texts.append((i, c.full if full else c.compressed, "full" if full else "compressed"))
    counts = tokens.count_many([t for _, t, _ in texts])
    chosen, used = [], 0
    for (i, text, form), n in zip(texts, counts):
        if used + n > budget:
            continue
        c = pool[i]
        chosen.append(Injected(c.kind, c.id, text, form, float(scores[i]), n))
        used += n
        if budget - used < 4:
            break
    return chosen


def reinforce(user, result: Retrieval, *, now: datetime | None = None) -> None:
    """What a retrieval does to memory: each injected belief's decay clock restarts, its
    access count grows, it is marked for reconsolidation in this retrieval's context,
    and the beliefs injected together grow linked (co-access)."""
    ids = result.belief_ids
    if not ids:
        return
    now = now or timezone.now()
    Belief.objects.for_user(user).filter(pk__in=ids).update(
        last_accessed=now,
        access_count=F("access_count") + 1,
        depth_at_last_access=F("depth_center"),
        retrieval_context=result.vector,
        retrieval_context_text=result.query[:2000],
    )
    coaccess.record(user, ids, now)
