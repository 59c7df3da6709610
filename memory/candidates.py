"""The retrieval pre-filter (DESIGN §4): a bounded candidate set per turn, so the cost of
scoring does not grow with the store.

Beliefs: the top 200 by cosine through the HNSW index (with pgvector's iterative scan so
the per-user filter cannot starve the result), the top 50 by full-text match (names,
dates and rare words that embeddings blur), the 25 most recently used, the 25 most
strongly co-accessed with what is active in the conversation, and every immutable
safety belief. Episodes (L3, dig deeper): top 50 by cosine and 25 by full-text match.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector
from django.db import connection, transaction
from pgvector.django import CosineDistance

from memory import coaccess, embeddings, extraction, lexical
from memory.models import Belief, BeliefStatus, Episode

DENSE_BELIEFS, LEXICAL_BELIEFS, RECENT_BELIEFS, LINKED_BELIEFS = 200, 50, 25, 25
DENSE_EPISODES, LEXICAL_EPISODES = 50, 25


@dataclass
class Candidate:
    kind: str  # "belief" | "episode"
    id: int
    full: str
    compressed: str
    cosine: float
    depth: float
    reinforcement: int
    valence: float
    last_accessed: datetime
    immutable: bool = False


def _dense_ids(model, user, vector, limit: int, extra_filter: str = "") -> list[int]:
    table = model._meta.db_table
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute("SET LOCAL hnsw.ef_search = %s", [max(limit, 40)])
        cursor.execute(
            f"SELECT id FROM {table} WHERE user_id = %s {extra_filter} ORDER BY embedding <=> %s::vector LIMIT %s",
            [user.pk, embeddings.literal(vector), limit],
        )
        return [row[0] for row in cursor.fetchall()]


def _lexical_ids(queryset, field: str, text: str, limit: int) -> list[int]:
    expression = lexical.tsquery(text)
    if not expression:
        return []
    query = SearchQuery(expression, search_type="raw", config="english")
    vector = SearchVector(field, config="english")
    return list(
        queryset.annotate(search=vector, rank=SearchRank(vector, query, cover_density=True))
        .filter(search=query)
        .order_by("-rank")
        .values_list("id", flat=True)[:limit]
    )


def beliefs(user, vector, text: str, active_ids: list[int]) -> list[Candidate]:
    """Belief candidates for this attention, with their cosine to it."""
    active = Belief.objects.for_user(user).filter(status=BeliefStatus.ACTIVE)
    ids = set(_dense_ids(Belief, user, vector, DENSE_BELIEFS, "AND status = 'active'"))
    ids.update(_lexical_ids(active, "full", text, LEXICAL_BELIEFS))
    ids.update(active.order_by("-last_accessed").values_list("id", flat=True)[:RECENT_BELIEFS])
    ids.update(coaccess.partners(user, active_ids, LINKED_BELIEFS))
    ids.update(active.filter(immutable=True).values_list("id", flat=True))
    rows = (
        active.filter(pk__in=ids)
        .annotate(distance=CosineDistance("embedding", vector))
        .values_list("id", "full", "compressed", "distance", "depth_center", "reinforcement_count", "valence",
                     "last_accessed", "immutable")
    )
    return [
        Candidate("belief", pk, full, compressed, 1.0 - distance, depth, reinforcement, valence, accessed, immutable)
        for pk, full, compressed, distance, depth, reinforcement, valence, accessed, immutable in rows
    ]


def episodes(user, vector, text: str) -> list[Candidate]:
    """Episode candidates (used at L3 and for "dig deeper"). An episode's weight centre
    comes from its significance, since episodes are never reinforced; its compressed
    form is the part of its summary that matches this attention."""
    ids = set(_dense_ids(Episode, user, vector, DENSE_EPISODES))
    ids.update(_lexical_ids(Episode.objects.for_user(user), "summary", text, LEXICAL_EPISODES))
    rows = (
        Episode.objects.for_user(user)
        .filter(pk__in=ids)
        .annotate(distance=CosineDistance("embedding", vector))
        .values_list("id", "summary", "distance", "significance", "valence", "ended_at")
    )
    return [
        Candidate("episode", pk, summary, extraction.excerpt(summary, text), 1.0 - distance,
                  0.4 + 0.4 * significance, 0, valence, ended)
        for pk, summary, distance, significance, valence, ended in rows
    ]
