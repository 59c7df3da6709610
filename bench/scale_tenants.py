"""Many people on one server: a million beliefs across a thousand people (issue 19).

``load`` fills the store server-side: a pool of real MiniLM vectors and template texts
(bench.scale_corpus, cached under bench/cache/) is COPYed into an unlogged table, and one
INSERT … SELECT gives every person their beliefs from it, each vector a normalised mix of
two pool vectors so no two rows share one. Rows are written in the order people would
have accumulated them — everyone's k-th belief at the same share of their history — so a
person's rows are spread across the heap as in a store that grew over years, not packed
together as a per-person bulk load would leave them. The secondary indexes are dropped
for the load and rebuilt afterwards (HNSW in parallel with 2 GB of maintenance memory);
then each person is put in the beliefs' HNSW index where the lifecycle maintenance would
(``memory.models.neighbours.join``): at a million rows, nobody under ~28,000 beliefs.

``measure`` times one probe person's context assembly (``memory.retrieval.retrieve``,
the question's vector given) and summarises the plan Postgres ran for one question.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass

import numpy as np

from bench import scale_corpus
from bench.locomo_scoring import percentile

POOL = 8192  # distinct texts and vectors people's beliefs are drawn from
MIX = 0.35  # weight of the second pool vector in a belief's vector
BELIEF_COLUMNS = (
    "user_id", "full", "compressed", "kind", "depth_center", "depth_at_last_access", "reinforcement_count",
    "significance", "valence", "immutable", "pinned", "emotional", "people", "topics", "triggers", "status",
    "created_at", "last_accessed", "access_count", "embedding", "valid_from", "retrieval_context_text",
)


@dataclass
class Population:
    people: int
    per_person: int
    probes: list[int]  # sizes of the extra people whose assembly is measured

    @property
    def total(self) -> int:
        return self.people * self.per_person + sum(self.probes)

    def username(self, size: int) -> str:
        return f"probe-{size}"


def loaded(population: Population) -> bool:
    """Whether the current database already holds exactly this population."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM memory_belief")
        return cursor.fetchone()[0] == population.total


def load(population: Population, pool_vectors: np.ndarray, seed: int) -> dict:
    """Create the people and their beliefs; returns the seconds each step took."""
    from django.contrib.auth import get_user_model
    from django.db import connection

    from bench.scale_loader import BulkLoader
    from hippocampus import roles
    from memory.models import neighbours
    from memory.retrieval import candidates

    corpus = scale_corpus.beliefs(POOL, seed)
    timings = {}
    User = get_user_model()
    started = time.perf_counter()
    tenants = User.objects.bulk_create([User(username=f"tenant-{i:05d}") for i in range(population.people)])
    probes = User.objects.bulk_create([User(username=population.username(size)) for size in population.probes])
    owners = [(u.pk, population.per_person) for u in tenants] + [(u.pk, s) for u, s in zip(probes, population.probes)]
    with roles.as_owner(), connection.cursor() as cursor:
        cursor.execute(
            "DROP TABLE IF EXISTS scale_pool; CREATE UNLOGGED TABLE scale_pool (ord int PRIMARY KEY, "
            '"full" text, compressed text, kind text, people text[], topics text[], embedding vector(384))'
        )
        with cursor.cursor.copy("COPY scale_pool FROM STDIN") as copy:
            for position, (belief, vector) in enumerate(zip(corpus, pool_vectors)):
                copy.write_row([position, belief.full, belief.compressed, belief.kind, list(belief.people),
                                list(belief.topics), "[" + ",".join(f"{x:.6f}" for x in vector) + "]"])
        indexes = BulkLoader(None)._secondary_indexes()
        for name, _ in indexes:
            cursor.execute(f'DROP INDEX "{name}"')
        timings["pool_seconds"] = time.perf_counter() - started
        started = time.perf_counter()
        _insert(cursor, owners, seed)
        cursor.execute("DROP TABLE scale_pool")
        timings["insert_seconds"] = time.perf_counter() - started
        started = time.perf_counter()
        cursor.execute("SET maintenance_work_mem = '2GB'; SET max_parallel_maintenance_workers = 2")
        for name, definition in indexes:
            began = time.perf_counter()
            cursor.execute(definition)
            timings[f"index_{name}_seconds"] = time.perf_counter() - began
        cursor.execute("VACUUM ANALYZE memory_belief")
        timings["index_seconds"] = time.perf_counter() - started
    # As the lifecycle maintenance would: a person goes in the beliefs' index only where it
    # would find their nearest cheaper than an exact scan (at a million rows, from ~28,000).
    started = time.perf_counter()
    joined = sum(1 for user in [*tenants, *probes]
                 if any(True for _ in neighbours.join(user, candidates.DENSE_BELIEFS)))
    timings["index_join_seconds"], timings["people_in_index"] = time.perf_counter() - started, joined
    candidates.statistics_changed()
    return timings


def _insert(cursor, owners: list[tuple[int, int]], seed: int) -> None:
    """Every person's beliefs from the pool, and one episode per person as their provenance
    (the store requires one; assembly reads beliefs only), in one transaction."""
    from django.db import transaction

    cursor.execute("SELECT setseed(%s)", [(seed % 1000) / 1000])
    with transaction.atomic():
        cursor.execute("SET work_mem = '512MB'")
        columns = ", ".join(f'"{c}"' for c in BELIEF_COLUMNS)
        cursor.execute(
            f"""INSERT INTO memory_belief ({columns})
                SELECT o.user_id, a."full", a.compressed, a.kind, d.depth, d.depth, (random() * 12)::int,
                       random() * 0.8 + 0.1, random() * 1.4 - 0.6, false, false, false, a.people, a.topics,
                       '{{}}', 'active', t.made, least(t.made + random() * interval '400 days', '2025-06-01'),
                       (random() * 20)::int,
                       l2_normalize(a.embedding + b.embedding * array_fill(%(mix)s::real, ARRAY[384])::vector),
                       t.made, ''
                FROM unnest(%(users)s::bigint[], %(sizes)s::int[]) AS o(user_id, size)
                CROSS JOIN LATERAL generate_series(0, o.size - 1) AS k
                JOIN scale_pool a ON a.ord = (o.user_id * 7919 + k * 104729) %% {POOL}
                JOIN scale_pool b ON b.ord = (o.user_id * 15485863 + k * 31) %% {POOL}
                CROSS JOIN LATERAL (SELECT random() * 0.7 + 0.2 AS depth) AS d
                CROSS JOIN LATERAL (SELECT timestamptz '2022-01-01' + (k::float8 / o.size) * interval '1200 days'
                                    AS made) AS t
                ORDER BY k::float8 / o.size, o.user_id""",
            {"users": [u for u, _ in owners], "sizes": [s for _, s in owners], "mix": MIX},
        )
        cursor.execute(
            """INSERT INTO memory_episode (user_id, summary, occurred_at, ended_at, source_key, significance,
                                           valence, embedding, created_at)
               SELECT o.user_id, 'Synthetic history', '2022-01-01', '2025-05-01', md5(o.user_id::text), 0.3, 0,
                      (SELECT embedding FROM scale_pool WHERE ord = 0), '2025-05-01'
               FROM unnest(%s::bigint[]) AS o(user_id)""",
            [[u for u, _ in owners]],
        )
        cursor.execute(
            """INSERT INTO memory_belief_derived_from (belief_id, episode_id)
               SELECT b.id, e.id FROM memory_belief b JOIN memory_episode e USING (user_id)"""
        )


def _plan_summary(plan: dict) -> dict:
    """The plan's execution time, buffers, and the node that found the dense candidates."""
    nodes = []

    def walk(node, depth=0):
        nodes.append((depth, node))
        for child in node.get("Plans", []):
            walk(child, depth + 1)

    walk(plan["Plan"])
    top = plan["Plan"]
    dense = [n for _, n in nodes if "belief_embedding" in n.get("Index Name", "")]
    exact = [n for _, n in nodes if n.get("Node Type") in ("Sort", "Incremental Sort")
             and any("<=>" in key for key in n.get("Sort Key", []))]
    if dense:
        node = dense[0]
        how = f"HNSW index scan, {node.get('Actual Rows', 0):.0f} rows"
    elif exact:
        child = exact[0]["Plans"][0]
        while "Index Name" not in child and "Relation Name" not in child and child.get("Plans"):
            child = child["Plans"][0]
        how = (f"exact: {child.get('Node Type')} on {child.get('Index Name', child.get('Relation Name'))} "
               f"({child.get('Actual Rows', 0):.0f} of the person's rows), top-N sort")
    else:
        how = "no dense step found"
    return {
        "execution_ms": plan.get("Execution Time"), "planning_ms": plan.get("Planning Time"),
        "shared_hit": top.get("Shared Hit Blocks"), "shared_read": top.get("Shared Read Blocks"),
        "dense": how, "rows": top.get("Actual Rows"),
    }


def measure(population: Population, questions: list[str], vectors: np.ndarray, warmup: int) -> dict:
    """p50/p95/mean ms of assembly for each probe person, with the plan of one question."""
    from django.contrib.auth import get_user_model

    from memory import retrieval
    from memory.retrieval import candidates
    from bench.scale import BUDGET
    from bench.scale_loader import ASKED_AT

    figures = {}
    for size in population.probes:
        user = get_user_model().objects.get(username=population.username(size))
        alphas = retrieval.alphas_for(user)
        timings, scored = [], []
        for position, (text, vector) in enumerate(zip(questions, vectors)):
            started = time.perf_counter()
            result = retrieval.retrieve(user, text, budget=BUDGET, now=ASKED_AT, vector=vector, seed=position,
                                        alphas=alphas)
            if position >= warmup:
                timings.append((time.perf_counter() - started) * 1000)
                scored.append(result.candidates_scored)
        plan = candidates.explain_beliefs(user, vectors[-1], questions[-1], ASKED_AT)
        figures[str(size)] = {
            "p50_ms": percentile(timings, 50), "p95_ms": percentile(timings, 95), "mean_ms": float(np.mean(timings)),
            "candidates_mean": float(np.mean(scored)), "load_average_1m": os.getloadavg()[0],
            "plan": _plan_summary(plan),
        }
        print(f"{size} beliefs: {json.dumps(figures[str(size)])}", flush=True)
    return figures


def markdown(population: Population, timings: dict, figures: dict) -> list[str]:
    """The multi-tenant table."""
    load = " · ".join(f"{k.removesuffix('_seconds')} {v:.0f} s" if k.endswith("_seconds") else f"{k.replace('_', ' ')} {v}"
                      for k, v in timings.items()) if timings else "loaded by an earlier run"
    rows = [
        f"| {int(size):,} | {f['p50_ms']:.1f} / {f['p95_ms']:.1f} | {f['candidates_mean']:.0f} | "
        f"{f['plan']['dense']} | {f['plan']['execution_ms']:.1f} | {f['plan']['shared_hit']} / "
        f"{f['plan']['shared_read']} | {f['load_average_1m']:.1f} |"
        for size, f in figures.items()
    ]
    return [
        f"{population.people:,} people × {population.per_person:,} beliefs + probe people of "
        f"{', '.join(f'{s:,}' for s in population.probes)} = {population.total:,} beliefs. Load: {load}.",
        "",
        "| probe person's beliefs | assembly p50 / p95 ms | candidates scored | dense candidates (plan) | "
        "plan execution ms | buffers hit / read | load avg (1 min) |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]
