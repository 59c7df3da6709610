"""Nearest neighbours of one person's rows among everyone's (issue 19).

One HNSW index holds every person's beliefs (and one every person's episodes). Filtered
to one person, pgvector's iterative scan walks the graph until it has found enough of
that person's rows: about ``limit / share`` rows visited, where ``share`` is the person's
part of the table. For a person of 1,000 beliefs among a million it gave up at
``hnsw.max_scan_tuples`` (20,000) with 21 of 200 (640 ms); for 10,000 it found them
in 370 ms (load average 9 on 2 cores). Reading the person's own rows and sorting them
by distance (an exact scan, through the covering index ``belief_person_vectors``)
visits ``n`` rows instead: 1,000 in under 1 ms, 10,000 in about 26 ms at that load.

So the index is used only when it visits fewer rows than the person has:
``limit / share × HNSW_VISIT_COST < n``, i.e. ``n² > limit × table rows × HNSW_VISIT_COST``.
A person alone in the store (the single-person bench, 100k beliefs) keeps the index; a
person among many is scanned exactly, which also returns the true nearest rows.

So the beliefs index holds only the people it serves (``Belief.in_graph``, the index
partial on it; a departure from DESIGN §3's one index of every belief): an entry in the
graph was the costliest part of writing a belief (two formation workers on 2 cores spent
about 0.6 s of Postgres CPU per 1,000 turns on them, a quarter of what formation does
besides embedding), and every update of a belief that is not HOT pays it again. A
person's ``Profile.belief_index`` goes from outside to joining once the rule above would
take the index for retrieval's limit (``join``, run by the lifecycle maintenance): from
then on the database puts each new belief of theirs in (a trigger, migration 0027),
``join`` puts the older ones in, and once none is left outside they are in, and only then
does ``exact`` let the index find their rows. A person never leaves: as the store grows
the rule may send them back to the exact scan, which needs no index. The episodes' index
holds everyone's (an episode is written per conversation, not per statement).
"""

from __future__ import annotations

import time
from functools import lru_cache

from django.db import connection, transaction

from memory.models import bulk
from memory.models.episodes import EMBEDDING_DIMENSIONS
from memory.models.people import BeliefIndex, Profile

# A row the HNSW scan visits costs more than a row of an exact scan (the graph's
# neighbour lists are read and compared too): at 1M rows, 20,000 visited took 370–640 ms
# where 10,000 read exactly took 40 ms (both under the same load), 5–8x; 4 errs towards
# the index, which a person alone in the store should keep.
HNSW_VISIT_COST = 4
# An HNSW scan visits at least hnsw.ef_search rows (40 unless set) whatever the limit.
HNSW_MIN_VISITED = 40
SIZES_SECONDS = 600
BELIEFS = "memory_belief"
# The beliefs ``join`` puts in the index in one transaction.
JOIN_CHUNK = 2000


def exact(table: str, user, limit: int) -> bool:
    """Whether ``user``'s ``limit`` nearest rows of ``table`` are to be found by an exact
    scan of their own rows: always for beliefs while the person is not in the index, else
    when that is cheaper than the HNSW index (which visits at least HNSW_MIN_VISITED).
    Sizes are read once per SIZES_SECONDS per process (a person's store grows by a few
    rows a day; a process that has not yet seen a person go in scans them exactly)."""
    rows, table_rows, index = _sizes(table, user.pk, int(time.monotonic() // SIZES_SECONDS))
    if table == BELIEFS and index != BeliefIndex.IN:
        return True
    return not _index_pays(rows, table_rows, limit)


def _index_pays(rows: int, table_rows: int, limit: int) -> bool:
    return rows * rows > max(limit, HNSW_MIN_VISITED) * max(table_rows, rows) * HNSW_VISIT_COST


def join(user, limit: int):
    """Put ``user``'s beliefs in the HNSW index once it would find their ``limit`` nearest
    cheaper than an exact scan (sizes read now), in transactions of JOIN_CHUNK rows; yields
    the count of each. Safe to run again at any point: a person already in has any belief
    left outside put in (one written by a transaction that read their profile before it
    said joining). Never takes a person out."""
    with transaction.atomic():
        profile = Profile.objects.for_user(user).select_for_update().get_or_create(user=user)[0]
        if profile.belief_index == BeliefIndex.OUTSIDE:
            rows, table_rows, _ = _read_sizes(BELIEFS, user.pk)
            if not _index_pays(rows, table_rows, limit):
                return
            Profile.objects.filter(pk=profile.pk).update(belief_index=BeliefIndex.JOINING)
    while put := _put_in(user.pk):
        yield {"beliefs_put_in_index": put}
    Profile.objects.filter(user=user, belief_index=BeliefIndex.JOINING).update(belief_index=BeliefIndex.IN)


def _put_in(user_id: int) -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {BELIEFS} SET in_graph = true WHERE id IN "
            f"(SELECT id FROM {BELIEFS} WHERE user_id = %s AND NOT in_graph LIMIT {JOIN_CHUNK})",
            [user_id],
        )
        return cursor.rowcount


def sizes_changed() -> None:
    """Forget the sizes read so far (after a bulk load, say)."""
    _sizes.cache_clear()


@lru_cache(maxsize=4096)
def _sizes(table: str, user_id: int, period: int) -> tuple[int, int, str]:
    """``_read_sizes``, kept for the SIZES_SECONDS ``period``."""
    return _read_sizes(table, user_id)


def _read_sizes(table: str, user_id: int) -> tuple[int, int, str]:
    """The person's rows of ``table``, the table's (estimated), where their beliefs stand."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT (SELECT count(*) FROM {table} WHERE user_id = %(user)s),
                       (SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = %(table)s::regclass),
                       coalesce((SELECT belief_index FROM memory_profile WHERE user_id = %(user)s), %(outside)s)""",
            {"user": user_id, "table": table, "outside": BeliefIndex.OUTSIDE},
        )
        return cursor.fetchone()


def nearest_ids(table: str, limit: int, extra_filter: str = "", *, exact_scan: bool, select: str = "id",
                vector: str = "%(vector)s::vector") -> str:
    """SQL for ``select`` (the ids) of the ``limit`` rows of %(user)s nearest to ``vector``
    (an SQL expression: the parameter %(vector)s, or a column of an enclosing query).
    With ``exact_scan`` the person's rows are read first (``OFFSET 0`` keeps Postgres from
    flattening the subquery and ordering through the HNSW index) and sorted by distance;
    without, the HNSW index orders them (iterative, so the filter cannot starve it: the
    caller sets ``hnsw.iterative_scan``; for beliefs the statement names ``in_graph``, the
    index's condition, so the planner may take it)."""
    own = f"FROM {table} WHERE user_id = %(user)s {extra_filter}"
    if exact_scan:
        own = f"FROM (SELECT id, embedding {own} OFFSET 0) AS own"
    elif table == BELIEFS:
        own += " AND in_graph"
    return f"SELECT {select} {own} ORDER BY embedding <=> {vector} LIMIT {int(limit)}"


def nearest_ids_each(table: str, limit: int, extra_filter: str = "", *, exact_scan: bool, select: str = "id",
                     vector: str) -> tuple[str, str]:
    """``nearest_ids`` for each of many vectors in one statement (``vector``: a column of
    the enclosing query, which runs it once per vector): (a WITH clause to open the
    statement with, the subquery). With ``exact_scan`` the person's rows are read once,
    into the CTE ``own``, each vector fetched from its TOAST storage once (``subvector``
    keeps a copy in the CTE, where the stored value would stay a pointer): read from the
    table once per vector, every row's vector was fetched again for each (17 vectors
    against 432 rows: 11.5 ms of backend CPU, 3.6 ms from ``own``; the same rows and
    distances)."""
    if not exact_scan:
        return "", nearest_ids(table, limit, extra_filter, exact_scan=False, select=select, vector=vector)
    own = (f"WITH own AS MATERIALIZED (SELECT id, subvector(embedding, 1, {EMBEDDING_DIMENSIONS}) AS embedding "
           f"FROM {table} WHERE user_id = %(user)s {extra_filter}) ")
    return own, f"SELECT {select} FROM own ORDER BY embedding <=> {vector} LIMIT {int(limit)}"


def fetch(sql: str, params, *, ef_search: int | None = None) -> list[tuple]:
    """Run ``sql`` with the HNSW scan iterative (and looking at ``ef_search`` neighbours
    when given), the settings and the statement in one round trip: Django's client-side
    binding sends them as one query, which Postgres runs as one implicit transaction in
    autocommit (SET LOCAL ends with it) and which inside a caller's transaction lasts to
    that transaction's end. BEGIN, SET, SELECT and COMMIT apart cost more than the scan
    when the cores are busy."""
    width = f"SET LOCAL hnsw.ef_search = {int(ef_search)}; " if ef_search else ""
    with connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL hnsw.iterative_scan = relaxed_order; {width}{sql}", params)
        while cursor.description is None and cursor.nextset():
            pass
        return cursor.fetchall()


def fetch_bound(sql: str, params) -> list[tuple]:
    """Run ``sql``, a statement that needs no HNSW setting (an exact scan), bound
    server-side: numpy vectors among ``params`` travel in pgvector's binary form
    (``memory.models.bulk.binding_cursor``) where ``fetch`` prints each as 384 numbers."""
    cursor = bulk.binding_cursor(connection)
    cursor.execute(sql, params)
    return cursor.fetchall()
