"""The retrieval pre-filter (DESIGN §4): a bounded candidate set per turn, so the cost of
scoring does not grow with the store.

Beliefs: the top 200 by cosine (through the HNSW index, with pgvector's iterative scan so
the per-user filter cannot starve the result, or by an exact scan of the person's own
rows when they are few among many people's: ``memory.models.neighbours``), the top 50 by
full-text match (names, dates and rare words that embeddings blur, looked up among the
person's own words only: ``memory.models.person_words``; a word in more of the person's
memories than the match ranks is left to the dense search, see ``_lexical``), the 25 most recently
used, the 25 most strongly co-accessed with what is active in the conversation, and
every immutable safety belief. Episodes (L3, dig deeper): top 50 by cosine and 25 by
full-text match.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache

from django.db import connection

from memory.retrieval import coaccess
from memory import embeddings
from memory.models import neighbours, person_words
from memory.text import extraction, lexical

DENSE_BELIEFS, LEXICAL_BELIEFS, RECENT_BELIEFS, LINKED_BELIEFS = 200, 50, 25, 25
DENSE_EPISODES, LEXICAL_EPISODES = 50, 25
LEXICAL_SCAN = 500
COMMON_WORDS_SECONDS = 600


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
    hours_since_access: float  # an episode's: since it ended
    immutable: bool = False


# The full-text query of %(query)s without the words in %(common)s, each word behind the
# person's id as the ``person_words`` index keeps it.
_UNCOMMON_QUERY = f"""(SELECT coalesce(string_agg(
        quote_literal(%(user)s::text || '{person_words.SEPARATOR}' || lexeme), ' | '), '')::tsquery
    FROM unnest(tsvector_to_array(to_tsvector('english', %(query)s))) AS lexeme
    WHERE position(chr(92) IN lexeme) = 0 AND lexeme <> ALL(%(common)s::text[]))"""


def common_words(table: str, user) -> str:
    """The words Postgres's statistics (kept by ANALYZE) expect in more than LEXICAL_SCAN
    of this person's rows of ``table``: the word's share of the table's rows times the
    person's. None before the first ANALYZE, or for a person the statistics do not list
    among the largest. Read once per COMMON_WORDS_SECONDS per process: planning a query
    over pg_stats costs more than the turn's whole candidate statement. Returned as a
    Postgres array literal, made once: hundreds of words quoted on every turn cost a
    millisecond."""
    return _common_words(table, user.pk, LEXICAL_SCAN, int(time.monotonic() // COMMON_WORDS_SECONDS))


def statistics_changed() -> None:
    """Forget the common words and store sizes read so far (after an ANALYZE that follows
    a bulk load, say), so the next turn reads the new statistics rather than wait out the
    period."""
    _common_words.cache_clear()
    neighbours.sizes_changed()


@lru_cache(maxsize=4096)
def _common_words(table: str, user_id: int, scan: int, period: int) -> str:
    with connection.cursor() as cursor:
        cursor.execute(
            """SELECT coalesce(array_agg(common), '{}') FROM pg_stats,
                   unnest(most_common_elems::text::text[], most_common_elem_freqs) AS u(common, share)
               WHERE schemaname = current_schema() AND tablename = %(table)s AND attname = 'search'
                 AND common IS NOT NULL AND share * (
                     (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = %(table)s::regclass)
                     * (SELECT coalesce(max(share), 0) FROM pg_stats,
                            unnest(most_common_vals::text::bigint[], most_common_freqs) AS p(person, share)
                        WHERE schemaname = current_schema() AND tablename = %(table)s AND attname = 'user_id'
                              AND person = %(user)s)
                 ) > %(scan)s""",
            {"table": table, "user": user_id, "scan": scan},
        )
        words = cursor.fetchone()[0]
    return "{" + ",".join('"' + w.replace("\\", "\\\\").replace('"', '\\"') + '"' for w in words) + "}"


def _lexical(table: str, limit: int, extra_filter: str = "") -> str:
    """The ids of the ``limit`` best full-text matches of %(query)s among %(user)s's rows:
    rows that have one of its words, ranked by all of them, among at most LEXICAL_SCAN
    matching rows. The words are looked up under the person's id
    (``memory.models.person_words``), so the index reads only this person's rows.

    A word in thousands of a person's memories says little about which one is meant (the
    dense search covers it), yet the index must gather every row that has it before one
    is ranked, and the first LEXICAL_SCAN of them in storage order are an arbitrary
    sample: at 100k memories one such word in a question cost more than the rest of the
    turn. So such words (``common_words``) find no rows, though they still rank the rows a
    rarer word found."""
    return f"""SELECT id FROM (
                   SELECT id, search FROM {table} WHERE user_id = %(user)s {extra_filter}
                       AND person_words(user_id, search) @@ {_UNCOMMON_QUERY}
                   LIMIT {LEXICAL_SCAN}
               ) AS matched
               ORDER BY ts_rank_cd(search, to_tsquery('english', %(query)s)) DESC, id LIMIT {int(limit)}"""


def _rows(sql: str, width: int, user, vector, text: str, now: datetime, **params) -> list[tuple]:
    """Run one candidate statement (``neighbours.fetch``: one round trip). The HNSW scan
    looks at ``width`` neighbours and is iterative, so the per-user filter cannot starve
    it; a text with no content word matches nothing lexically."""
    return neighbours.fetch(
        sql,
        {"user": user.pk, "vector": embeddings.literal(vector), "query": lexical.tsquery(text), "now": now, **params},
        ef_search=width,
    )


_ACTIVE = "AND status = 'active'"


def _beliefs(exact_scan: bool) -> str:
    return f"""
    SELECT b.id, b."full", b.compressed, 1 - (b.embedding <=> %(vector)s::vector), b.depth_center,
           b.reinforcement_count, b.valence, extract(epoch FROM %(now)s - b.last_accessed)::float8 / 3600,
           b.immutable
    FROM memory_belief b
    WHERE b.user_id = %(user)s AND b.status = 'active' AND b.id IN (
        ({neighbours.nearest_ids("memory_belief", DENSE_BELIEFS, _ACTIVE, exact_scan=exact_scan)})
        UNION ({_lexical("memory_belief", LEXICAL_BELIEFS, _ACTIVE)})
        UNION (SELECT id FROM memory_belief WHERE user_id = %(user)s {_ACTIVE}
               ORDER BY last_accessed DESC LIMIT {RECENT_BELIEFS})
        UNION (SELECT id FROM memory_belief WHERE user_id = %(user)s {_ACTIVE} AND immutable)
        UNION (SELECT unnest(%(linked)s::bigint[]))
    )"""


def _episodes(exact_scan: bool) -> str:
    return f"""
    SELECT e.id, e.summary, 1 - (e.embedding <=> %(vector)s::vector), e.significance, e.valence,
           extract(epoch FROM %(now)s - e.ended_at)::float8 / 3600
    FROM memory_episode e
    WHERE e.user_id = %(user)s AND e.id IN (
        ({neighbours.nearest_ids("memory_episode", DENSE_EPISODES, exact_scan=exact_scan)})
        UNION ({_lexical("memory_episode", LEXICAL_EPISODES)})
    )"""


_BELIEFS = {exact_scan: _beliefs(exact_scan) for exact_scan in (False, True)}
_EPISODES = {exact_scan: _episodes(exact_scan) for exact_scan in (False, True)}


def beliefs(user, vector, text: str, active_ids: list[int], now: datetime) -> list[Candidate]:
    """Belief candidates for this attention, with their cosine to it (one statement)."""
    linked = coaccess.partners(user, active_ids, LINKED_BELIEFS)
    rows = _rows(_BELIEFS[neighbours.exact("memory_belief", user, DENSE_BELIEFS)], DENSE_BELIEFS, user, vector,
                 text, now, linked=linked, common=common_words("memory_belief", user))
    return [Candidate("belief", *row) for row in rows]


def explain_beliefs(user, vector, text: str, now: datetime) -> dict:
    """The plan Postgres runs for ``beliefs`` (EXPLAIN ANALYZE with buffers, as JSON):
    what an operator reads to see which path a person's candidates took."""
    sql = _BELIEFS[neighbours.exact("memory_belief", user, DENSE_BELIEFS)]
    rows = _rows(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}", DENSE_BELIEFS, user, vector, text, now,
                 linked=[], common=common_words("memory_belief", user))
    return rows[0][0][0]


def episodes(user, vector, text: str, now: datetime) -> list[Candidate]:
    """Episode candidates (used at L3 and for "dig deeper"). An episode's weight centre
    comes from its significance, since episodes are never reinforced; its compressed
    form is the part of its summary that matches this attention."""
    rows = _rows(_EPISODES[neighbours.exact("memory_episode", user, DENSE_EPISODES)], DENSE_EPISODES, user, vector,
                 text, now, common=common_words("memory_episode", user))
    return [
        Candidate("episode", pk, summary, extraction.excerpt(summary, text), cosine, 0.4 + 0.4 * significance, 0,
                  valence, hours)
        for pk, summary, cosine, significance, valence, hours in rows
    ]
