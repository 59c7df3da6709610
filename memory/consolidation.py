"""Consolidation: an episode's statements become beliefs (seed 004, DESIGN §3).

Each statement either reinforces a near-duplicate belief of the same person (cosine ≥
0.9 and the same polarity: the belief gains the episode as provenance, depth and
reinforcement), or becomes a new belief derived from the episode. Socrates then checks
a new belief against its neighbours for contradictions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np
from django.db.models import F
from pgvector.django import CosineDistance

from memory import embeddings, extraction, lexical, socrates
from memory.models import Belief, BeliefStatus, Episode

DUPLICATE_COSINE = 0.9
NEIGHBOURS = 3
REINFORCE_STEP = 0.08  # share of the remaining distance to 1 gained per reinforcement
DEPTH_CAP = 0.95
_NEGATION = re.compile(r"\b(not|no|never|n't|don't|doesn't|didn't|isn't|aren't|wasn't|won't|can't|cannot|nobody|nothing)\b", re.I)
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]{2,})\b")


@dataclass
class Outcome:
    created: list[Belief] = field(default_factory=list)
    reinforced: list[Belief] = field(default_factory=list)
    withheld: int = 0


def polarity(text: str) -> bool:
    """True for an affirmative statement, False for a negated one."""
    return not _NEGATION.search(text)


def initial_depth(significance: float) -> float:
    return 0.3 + 0.4 * significance


def reinforced_depth(depth: float) -> float:
    return min(DEPTH_CAP, depth + REINFORCE_STEP * (1.0 - depth))


def _tags(statement: extraction.Statement, speaker: str) -> tuple[list[str], list[str]]:
    people = sorted({speaker, *_NAME.findall(statement.text)} - {""})[:8]
    topics = sorted(lexical.terms(statement.text), key=len, reverse=True)[:4]
    return people, topics


def consolidate(episode: Episode, items: list[tuple[extraction.Statement, str, float]]) -> Outcome:
    """Turn (statement, speaker, significance) items from ``episode`` into beliefs.

    Runs inside the caller's transaction; beliefs written earlier in the same batch are
    seen as neighbours, so a statement repeated within one stretch reinforces rather
    than duplicates.
    """
    outcome = Outcome()
    if not items:
        return outcome
    vectors = embeddings.embed_many([statement.full for statement, _, _ in items])
    for (statement, speaker, significance), vector in zip(items, vectors):
        if not socrates.may_encode(statement.text, vector):
            outcome.withheld += 1
            continue
        near = list(
            Belief.objects.for_user(episode.user)
            .filter(status=BeliefStatus.ACTIVE)
            .annotate(distance=CosineDistance("embedding", vector))
            .order_by("distance")[:NEIGHBOURS]
        )
        best = near[0] if near else None
        if best is not None and 1 - best.distance >= DUPLICATE_COSINE and polarity(best.full) == polarity(statement.text):
            _reinforce(best, episode, significance, statement.emotional)
            outcome.reinforced.append(best)
            continue
        people, topics = _tags(statement, speaker)
        belief = Belief.objects.create_derived(
            episodes=[episode],
            user=episode.user,
            full=statement.full,
            compressed=statement.compressed,
            kind=statement.kind,
            depth_center=initial_depth(significance),
            depth_at_last_access=initial_depth(significance),
            significance=significance,
            valence=statement.valence,
            emotional=statement.emotional,
            people=people,
            topics=topics,
            embedding=np.asarray(vector),
            created_at=episode.ended_at,
            last_accessed=episode.ended_at,
            valid_from=episode.occurred_at,
        )
        outcome.created.append(belief)
        socrates.after_new_belief(belief, near)
    return outcome


def _reinforce(belief: Belief, episode: Episode, significance: float, emotional: bool) -> None:
    depth = reinforced_depth(belief.depth_center)
    Belief.objects.filter(pk=belief.pk).update(
        reinforcement_count=F("reinforcement_count") + 1,
        depth_center=depth,
        depth_at_last_access=depth,
        significance=max(belief.significance, significance),
        emotional=belief.emotional or emotional,
    )
    belief.derived_from.add(episode)
