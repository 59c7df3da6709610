"""Retrieval (DESIGN §4, seed 003): hybrid relevance with stochastic weights, within a budget.

``injection_score = observed_weight × relevance^k`` for each pre-filtered candidate; the
budget is filled top-down, ``full`` text for scores at least 0.6 of the turn's best and
the ``compressed`` form below, skipping what no longer fits; immutable safety beliefs
always go first.

Departures from DESIGN §4, measured on LoCoMo (bench/RESULTS.md):
- relevance is raised to the power k (HIPPOCAMPUS_RELEVANCE_SHARPNESS, default 30)
  before it meets the weight. With the plain product a belief's depth, which decay
  shrinks by months, outweighed how well it answers the question: a year-old fact the
  person asks about lost to last week's small talk (evidence recall 62.4 % before this
  and the two points below, 88.6 % after, at k = 30). A cue that matches well now
  recalls a weak memory, as cued recall does in people; among memories that match about
  as well, depth still decides.
- an episode's semantic score counts EPISODE_SPECIFICITY of a belief's: a summary of a
  whole stretch resembles many questions a little, a belief states one thing.
- items are rendered under shared headings (who said it, which day) that are counted
  once per heading, so the budget pays for "Caroline, 8 May 2023" once, not per item.

Assembly (``retrieve``) only reads. ``reinforce`` then writes what the retrieval did to
memory (access time and count, the decay clock, the context for reconsolidation,
co-access): the turn pipeline calls it once the reply is stored, so the person never
waits for bookkeeping that rewrites indexed rows.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache

import numpy as np
from django.conf import settings
from django.db.models import F
from django.utils import timezone

from memory.retrieval import candidates, coaccess, reasons, relevance, weights
from memory import embeddings
from memory.text import extraction, lexical, tokens
from memory.models import DEFAULT_ALPHAS, Belief, RelevanceProfile

FULL_THRESHOLD = 0.6  # of the turn's best injection score
EPISODE_SPECIFICITY = 0.8
FILL_CHUNK = 64
# The same memories come back turn after turn: their heading split is kept per process.
_heading = lru_cache(maxsize=50_000)(extraction.heading)


@dataclass
class Injected:
    kind: str  # "belief" | "episode"
    id: int
    text: str  # what is said under the heading
    form: str  # "full" | "compressed"
    score: float
    tokens: int  # its line, plus its heading's when it opened the heading
    heading: str = ""  # who said it and when ("Caroline, 8 May 2023"), shared by items
    weight: float | None = None  # the belief's depth when it was retrieved (its weight over time)
    why: list[str] = field(default_factory=list)  # reasons in words (reasons.reasons)

    @property
    def labelled(self) -> str:
        """The item on its own: heading and text."""
        return f"{self.heading}: {self.text}" if self.heading else self.text


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

    def render(self) -> str:
        """The memory as the model sees it: items grouped under their headings (in the
        order each heading first appears), one "- " line each. Its token count is
        ``tokens_used``."""
        groups: dict[str, list[str]] = {}
        for item in self.items:
            groups.setdefault(item.heading, []).append(f"- {item.text}")
        lines = list(groups.pop("", []))
        for heading, items in groups.items():
            lines += [f"{heading}:", *items]
        return "\n".join(lines)

    def trace_items(self) -> list[dict]:
        # Four significant digits, not places: with a sharpened relevance most scores are
        # far below 1e-4, and the trace is where a person reads why an item came in. The
        # weight is kept so the memory browser can draw a belief's weight over time.
        return [
            {"kind": i.kind, "id": i.id, "form": i.form, "score": float(f"{i.score:.4g}"), "tokens": i.tokens,
             "why": i.why}
            | ({"weight": round(i.weight, 4)} if i.weight is not None else {})
            for i in self.items
        ]


def profile_for(user) -> RelevanceProfile:
    return RelevanceProfile.objects.get_or_create(user=user)[0]


def attend(user, vector, *, remember: bool = True) -> tuple[relevance.Attention, dict[str, float]]:
    """This turn's attention with inertia from the previous one, and the person's Dirichlet
    alphas read from the same profile row. The attention is remembered for the next turn
    when ``remember`` (the turn pipeline says no when the gate withheld or masked the
    text: no vector of it is stored)."""
    profile = profile_for(user)
    previous = profile.previous_attention
    state = relevance.attend(vector, None if previous is None else previous)
    if remember:
        profile.previous_attention = vector
        profile.save(update_fields=["previous_attention", "updated_at"])
    return state, profile.alphas


def alphas_for(user) -> dict[str, float]:
    """The person's Dirichlet alphas (the defaults before their first turn): one row,
    without the attention vector ``profile_for`` would load and parse."""
    names = list(DEFAULT_ALPHAS)
    row = RelevanceProfile.objects.filter(user=user).values_list(*(f"alpha_{n}" for n in names)).first()
    return dict(zip(names, row)) if row else dict(DEFAULT_ALPHAS)


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
    alphas: dict[str, float] | None = None,
) -> Retrieval:
    """The memory to inject for ``text`` within ``budget`` tokens (reads only; see
    ``reinforce`` for what retrieval writes).

    ``vector`` is the attention (with inertia) when the caller has one, else ``text`` is
    embedded. ``seed`` names this draw for reproducibility under HIPPOCAMPUS_SEED.
    ``alphas`` are the person's Dirichlet alphas when the caller has read them (the turn
    pipeline has, for attention inertia), else they are read here.
    """
    started = time.perf_counter()
    now = now or timezone.now()
    vector = embeddings.embed(text) if vector is None else np.asarray(vector, dtype=np.float32)
    active_ids = active_ids or []
    pool = candidates.beliefs(user, vector, text, active_ids, now)
    if include_episodes:
        pool += candidates.episodes(user, vector, text, now)
    result = Retrieval(budget=budget, candidates_scored=len(pool), query=text, vector=vector)
    if not pool:
        result.elapsed_ms = (time.perf_counter() - started) * 1000
        return result
    rng = weights.rng_for("retrieve", user.pk, text, seed)
    result.blend = relevance.informative(
        weights.draw_blend(alphas or alphas_for(user), rng),
        has_links=bool(active_ids),
        knows_valence=current_valence is not None,
    )
    scores, components = _injection_scores(user, pool, text, now, active_ids, current_valence, result.blend, rng)
    result.items = _fill(pool, scores, budget)
    position = {(c.kind, c.id): i for i, c in enumerate(pool)}
    for item in result.items:
        i = position[(item.kind, item.id)]
        item.why = reasons.reasons(
            pool[i], query=text, text=item.text, components={name: float(v[i]) for name, v in components.items()}
        )
    result.tokens_used = sum(item.tokens for item in result.items)
    result.elapsed_ms = (time.perf_counter() - started) * 1000
    return result


def _injection_scores(user, pool, text, now, active_ids, current_valence, blend, rng):
    """Each candidate's injection score, and the relevance components (by name) it came from."""
    linked = coaccess.strengths(user, [c.id for c in pool if c.kind == "belief"], active_ids)
    half_life = settings.HIPPOCAMPUS["RECENCY_HALF_LIFE_HOURS"]
    hours = np.array([c.hours_since_access for c in pool])
    specificity = np.array([EPISODE_SPECIFICITY if c.kind == "episode" else 1.0 for c in pool])
    components = {
        "semantic": specificity * relevance.semantic_scores(
            np.array([c.cosine for c in pool]), np.array(lexical.overlap_scores(text, [c.full for c in pool]))
        ),
        "coaccess": np.array([linked.get(c.id, 0.0) if c.kind == "belief" else 0.0 for c in pool]),
        "noise": rng.uniform(0.0, 1.0, len(pool)),
        "emotional": relevance.emotional_scores(np.array([c.valence for c in pool]), current_valence),
        "recency": relevance.recency_scores(hours, half_life),
    }
    components = {name: components[name] for name in blend}
    observed = weights.observe([c.depth for c in pool], [c.reinforcement for c in pool], rng)
    sharpness = settings.HIPPOCAMPUS["RELEVANCE_SHARPNESS"]
    return observed * relevance.sharpen(relevance.blend(components, blend), sharpness), components


def _fill(pool, scores, budget: int) -> list[Injected]:
    """Top-down fill: immutable first; full text at a score of at least FULL_THRESHOLD of
    the best, else compressed; items that no longer fit are skipped (a smaller one
    further down may still fit). An item's cost is its line, plus its heading's line
    when no earlier item opened that heading. Texts are split and counted a chunk at a
    time, so a full budget stops the work."""
    order = sorted(range(len(pool)), key=lambda i: (not pool[i].immutable, -scores[i]))
    best = max(float(scores.max()), 1e-300)
    chosen, used, headings, opened = [], 0, {}, set()
    for start in range(0, len(order), FILL_CHUNK):
        parts = []
        for i in order[start:start + FILL_CHUNK]:
            full = pool[i].immutable or scores[i] >= FULL_THRESHOLD * best
            text = pool[i].full if full else pool[i].compressed
            parts.append((i, "full" if full else "compressed", *_heading(text)))
        fresh = list(dict.fromkeys(h for *_, h, _ in parts if h and h not in headings))
        headings.update(zip(fresh, tokens.count_many([f"{h}:" for h in fresh])))
        lines = tokens.count_many([f"- {text}" for *_, text in parts])
        for (i, form, heading, text), n in zip(parts, lines):
            cost = n + (headings[heading] if heading and heading not in opened else 0)
            if used + cost > budget:
                continue
            c = pool[i]
            weight = float(c.depth) if c.kind == "belief" else None
            chosen.append(Injected(c.kind, c.id, text, form, float(scores[i]), cost, heading, weight))
            opened.add(heading)
            used += cost
            if budget - used < 4:
                return chosen
    return chosen


def reinforce(user, result: Retrieval, *, context_kept: bool, now: datetime | None = None) -> None:
    """What a retrieval does to memory: each injected belief's decay clock restarts, its
    access count grows, the beliefs injected together grow linked (co-access), and they
    are marked for reconsolidation in this retrieval's context (its query and vector) —
    only when ``context_kept``: the refusal gate let the turn's text be kept as it was
    said. A withheld or masked text never becomes a stored context (issue 13: it reached
    reconsolidation's revision notes)."""
    ids = result.belief_ids
    if not ids:
        return
    now = now or timezone.now()
    context = {"retrieval_context": result.vector, "retrieval_context_text": result.query[:2000]} if context_kept else {}
    Belief.objects.for_user(user).filter(pk__in=ids).update(
        last_accessed=now,
        access_count=F("access_count") + 1,
        depth_at_last_access=F("depth_center"),
        **context,
    )
    coaccess.record(user, ids, now)
