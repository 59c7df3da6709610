"""Recall of the belief HNSW index's build settings, before any is changed (issue 19).

    .venv/bin/python bench/hnsw_recall.py [--beliefs 100000] [--m 16,8] [--ef-construction 64] [--probes 1000]

One person's store as bench/scale.py grows it (bench.scale_corpus's beliefs, their MiniLM
vectors cached under bench/cache/), in a table of vectors alone, indexed in turn with
each ``m``; for each index, the two ways the product reads it: retrieval's top 200 at
``hnsw.ef_search`` 200 (the scale bench's questions) and formation's three nearest at the
default 40 (``--probes`` of the beliefs, each moved a little, as a new statement near an
earlier one is), both with the iterative scan. Recall is the share of the rows returned
that are at least as close as the exact k-th nearest (the corpus repeats texts, so a set
of ids would count ties as misses). Formation's cost per ``m`` is not measured here:
bench/scale.py --only-formation gives it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, scale_corpus

QUESTIONS = 200
READS = (("retrieval: top 200 at ef_search 200", 200, 200), ("formation: top 3 at ef_search 40", 3, 40))


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--beliefs", type=int, default=100_000)
    parser.add_argument("--m", default="16,8", help="the index's m, each built in turn")
    parser.add_argument("--ef-construction", type=int, default=64)
    parser.add_argument("--probes", type=int, default=1000, help="statements near earlier beliefs, for formation's read")
    parser.add_argument("--seed", type=int, default=7)
    return parser.parse_args(argv)


def _literal(vector) -> str:
    return "[" + ",".join("%.7f" % value for value in vector) + "]"


def recall(cursor, table: str, queries: np.ndarray, unit: np.ndarray, k: int, ef_search: int) -> tuple[float, float]:
    """(mean, worst) share of each query's k rows returned through the index that are at
    least as close as its exact k-th nearest row."""
    shares = []
    for query in queries:
        kth = np.sort(unit @ query)[-k]
        cursor.execute("BEGIN")
        cursor.execute(f"SET LOCAL hnsw.iterative_scan = relaxed_order; SET LOCAL hnsw.ef_search = {int(ef_search)}")
        cursor.execute(f"SELECT id FROM {table} ORDER BY embedding <=> %s::vector LIMIT {int(k)}", [_literal(query)])
        found = [row[0] for row in cursor.fetchall()]
        cursor.execute("COMMIT")
        shares.append(float(((unit[found] @ query) >= kth - 1e-5).sum()) / k)
    return float(np.mean(shares)), float(min(shares))


def main(argv=None) -> None:
    args = parse_args(argv)
    benchdb.setup("hippocampus_hnsw_recall", seed=args.seed)
    import psycopg

    from bench.scale_loader import cached_embeddings
    from hippocampus import services

    corpus = scale_corpus.beliefs(args.beliefs, args.seed)
    vectors = cached_embeddings([b.full for b in corpus], f"scale-beliefs-{args.beliefs}-seed{args.seed}")
    questions = cached_embeddings(scale_corpus.questions(QUESTIONS, args.seed), f"scale-questions-seed{args.seed}")
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    rng = np.random.default_rng(args.seed)
    probes = unit[rng.choice(len(unit), args.probes, replace=False)] + rng.normal(0, 0.02, (args.probes, unit.shape[1]))
    probes = (probes / np.linalg.norm(probes, axis=1, keepdims=True)).astype(np.float32)
    print(f"{args.beliefs:,} beliefs ({len(np.unique(vectors.round(5), axis=0)):,} distinct vectors), "
          f"{QUESTIONS} questions, {args.probes} probes; ef_construction {args.ef_construction}")
    url = benchdb.with_database(services.database_owner_url(), "hippocampus_hnsw_recall")
    with psycopg.connect(url, autocommit=True) as connection, connection.cursor() as cursor:
        cursor.execute("CREATE TABLE recall_vectors (id int PRIMARY KEY, embedding vector(384))")
        with cursor.copy("COPY recall_vectors (id, embedding) FROM STDIN") as copy:
            for position, vector in enumerate(vectors):
                copy.write_row((position, _literal(vector)))
        cursor.execute("SET maintenance_work_mem = '1GB'")
        for m in (int(value) for value in args.m.split(",")):
            started = time.perf_counter()
            cursor.execute(f"CREATE INDEX recall_hnsw ON recall_vectors USING hnsw (embedding vector_cosine_ops) "
                           f"WITH (m = {m}, ef_construction = {int(args.ef_construction)})")
            built = time.perf_counter() - started
            figures = [(name, *recall(cursor, "recall_vectors", questions if k == 200 else probes, unit, k, ef))
                       for name, k, ef in READS]
            print(f"m {m}: built in {built:.1f} s; " + "; ".join(
                f"{name}: recall {mean:.4f} (worst read {worst:.3f})" for name, mean, worst in figures), flush=True)
            cursor.execute("DROP INDEX recall_hnsw")


if __name__ == "__main__":
    main()
