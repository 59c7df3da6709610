"""Latency at scale and formation throughput.

    .venv/bin/python bench/scale.py [--sizes 1000,10000,100000] [--queries 200] [--warmup 20]
        [--formation-turns 2000] [--seed 7] [--out bench/out] [--record] [--only-formation] [--repeats 1]
    .venv/bin/python bench/scale.py --people 1000 --per-person 1000 [--probes 100,1000,10000] [--keep]

One synthetic person grows to each size of beliefs (template text from
bench.scale_corpus, real MiniLM embeddings computed once and cached under bench/cache/,
one episode per 10 beliefs as provenance), bulk-loaded with COPY into a database of its
own; the secondary indexes (HNSW, full text) are dropped for the load and rebuilt with
their own definitions, the person put in the beliefs' HNSW index first as the lifecycle
maintenance would (``memory.models.neighbours.join``). At each size, after a warm-up, ``memory.retrieval.retrieve`` runs
with a 1,000-token budget for every question: context assembly (pre-filter, scoring,
budget fill; the question's vector and the person's alphas given, as the turn pipeline
has them from its attention step) and, separately, the
same with the question embedded inside; then the reinforcement the turn pipeline writes
after the reply (access, co-access), rolled back so the store is the same for every
question. Then formation throughput (bench.scale_formation): synthetic chat turns through
``memory.formation`` with the LLM off (extractive summaries), in
HIPPOCAMPUS_WORKER_CONCURRENCY processes (default 1), beside the embedding-only ceiling of
the same texts (``--only-formation`` for that alone). With ``--people``, many people share one store instead
(bench.scale_tenants): a probe person's assembly is timed at each probe size among
everyone's beliefs, with the plan Postgres ran.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import time
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, results_md, scale_corpus, scale_formation
from bench.scale_loader import ASKED_AT, BulkLoader, cached_embeddings
from bench.locomo_scoring import percentile

RESULTS = benchdb.REPO_ROOT / "bench" / "RESULTS.md"
BUDGET = 1000


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="belief counts, ascending")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--formation-turns", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=benchdb.REPO_ROOT / "bench" / "out")
    parser.add_argument("--database", default="hippocampus_scale", help="dropped and recreated every run")
    parser.add_argument("--record", action="store_true",
                        help="update bench/RESULTS.md: Scale, or Many people (--people), or Formation (--only-formation)")
    parser.add_argument("--only-formation", action="store_true", help="measure formation only, no retrieval sizes")
    parser.add_argument("--repeats", type=int, default=1,
                        help="form this many sets of the formation turns, each with its ceiling right after it, "
                             "and report the median ratio")
    parser.add_argument("--unjudged", action="store_true",
                        help="ingest without the gate's verdict on arrival, so formation judges every message")
    parser.add_argument("--people", type=int, default=0, help="many people in one store (with --per-person)")
    parser.add_argument("--per-person", type=int, default=1000)
    parser.add_argument("--probes", default="100,1000,10000", help="sizes of the people measured among them")
    parser.add_argument("--keep", action="store_true", help="reuse the database of an earlier --people run")
    args = parser.parse_args(argv)
    return args


def measure_retrieval(user, questions: list[str], vectors: np.ndarray, warmup: int) -> dict:
    """p50/p95/mean ms of retrieve() per mode, and of the reinforcement the turn pipeline
    writes after the reply (rolled back, so the store is the same for every question);
    warm-up calls are not timed."""
    from django.db import transaction

    from memory import retrieval

    modes = {
        "assembly": {"include_episodes": False, "given_vector": True},
        "assembly_with_episodes": {"include_episodes": True, "given_vector": True},
        "with_query_embedding": {"include_episodes": False, "given_vector": False},
    }
    alphas = retrieval.alphas_for(user)  # the turn pipeline has them from its attention step
    figures = {}
    for mode, options in modes.items():
        timings, tokens, scored, writes = [], [], [], []
        for position, (text, vector) in enumerate(zip(questions, vectors)):
            started = time.perf_counter()
            result = retrieval.retrieve(
                user, text, budget=BUDGET, now=ASKED_AT, include_episodes=options["include_episodes"],
                vector=vector if options["given_vector"] else None, seed=position, alphas=alphas,
            )
            elapsed = (time.perf_counter() - started) * 1000
            if mode == "assembly":
                with transaction.atomic():
                    started = time.perf_counter()
                    retrieval.reinforce(user, result, context_kept=True, now=ASKED_AT)
                    writes.append((time.perf_counter() - started) * 1000)
                    transaction.set_rollback(True)
            if position >= warmup:
                timings.append(elapsed)
                tokens.append(result.tokens_used)
                scored.append(result.candidates_scored)
        figures[mode] = {
            "p50_ms": percentile(timings, 50), "p95_ms": percentile(timings, 95), "mean_ms": float(np.mean(timings)),
            "tokens_mean": float(np.mean(tokens)), "candidates_mean": float(np.mean(scored)), "timed": len(timings),
        }
        if writes:
            timed = writes[warmup:]
            figures["reinforcement"] = {"p50_ms": percentile(timed, 50), "p95_ms": percentile(timed, 95)}
    return figures


def run_tenants(args: argparse.Namespace) -> dict:
    """Many people in one store (loaded, or kept from an earlier run with ``--keep``), then
    each probe person's assembly; returns the JSON report (files written)."""
    from bench import scale_tenants

    population = scale_tenants.Population(args.people, args.per_person,
                                          sorted(int(s) for s in args.probes.split(",")))
    benchdb.setup(args.database, seed=args.seed, keep=args.keep)
    timings = {}
    if not (args.keep and scale_tenants.loaded(population)):
        pool = scale_corpus.beliefs(scale_tenants.POOL, args.seed)
        vectors = cached_embeddings([b.full for b in pool], f"scale-beliefs-{scale_tenants.POOL}-seed{args.seed}")
        timings = scale_tenants.load(population, vectors, args.seed)
        print(f"loaded: {json.dumps(timings)}", flush=True)
    questions = scale_corpus.questions(args.queries + args.warmup, args.seed)
    figures = scale_tenants.measure(population, questions, cached_embeddings(questions, f"scale-questions-seed{args.seed}"),
                                    args.warmup)
    command = " ".join(shlex.quote(p) for p in [".venv/bin/python", "bench/scale.py", *sys.argv[1:]])
    lines = [f"{results_md.today()} · commit {results_md.revision(benchdb.REPO_ROOT)} · {results_md.machine()} · "
             f"seed {args.seed} · {args.queries} questions after {args.warmup} warm-up · budget {BUDGET}", "",
             f"Command: `{command}`", "", *scale_tenants.markdown(population, timings, figures)]
    report = {"timings": timings, "probes": figures, "command": command}
    if args.record:
        results_md.update_section(
            RESULTS, "Many people on one server",
            intro=("One probe person's context assembly (as in Scale) among everyone's beliefs, by the probe's size; "
                   "the plan is EXPLAIN (ANALYZE, BUFFERS) of the candidate statement for one question. Target: "
                   "p95 ≤ 25 ms at every size on 2 cores. Produced by `bench/scale.py --people … --record`."),
            history_header=["date", "commit", "beliefs in the store", "assembly p50 / p95 ms by probe size",
                            "load avg (1 min)", "command"],
            row=[results_md.today(), results_md.revision(benchdb.REPO_ROOT), f"{population.total:,}",
                 " · ".join(f"{int(k):,}: {f['p50_ms']:.1f} / {f['p95_ms']:.1f}" for k, f in figures.items()),
                 " / ".join(f"{f['load_average_1m']:.1f}" for f in figures.values()), f"`{command}`"],
            latest="\n".join(lines),
        )
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "scale_tenants.json").write_text(json.dumps(report, indent=2))
    (args.out / "scale_tenants.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return report


def run(args: argparse.Namespace) -> dict:
    """Load, measure at each size, measure formation; returns the JSON report (files written)."""
    if args.people:
        return run_tenants(args)
    sizes = [] if args.only_formation else sorted(int(s) for s in args.sizes.split(","))
    workers = int(os.environ.get("HIPPOCAMPUS_WORKER_CONCURRENCY", "1"))
    benchdb.setup(args.database, seed=args.seed)
    from django.conf import settings

    report = {
        "meta": {
            "date": results_md.today(), "commit": results_md.revision(benchdb.REPO_ROOT),
            "machine": results_md.machine(), "seed": args.seed, "budget": BUDGET, "queries": args.queries,
            "warmup": args.warmup, "llm_backend": settings.HIPPOCAMPUS["LLM_BACKEND"],
            "command": " ".join(shlex.quote(p) for p in [
                *([f"HIPPOCAMPUS_WORKER_CONCURRENCY={workers}"] if workers != 1 else []),
                ".venv/bin/python", "bench/scale.py", *sys.argv[1:]]),
        },
        "retrieval": dict(_measure_sizes(sizes, args)),
        "formation": scale_formation.measure_formation(args.formation_turns, args.seed, workers, judged=not args.unjudged,
                                                       repeats=args.repeats),
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "scale.json").write_text(json.dumps(report, indent=2))
    text = markdown(report)
    (args.out / "scale.md").write_text(f"# Scale\n\n{text}\n")
    if args.record and sizes:
        _record(report, text)
    elif args.record:
        scale_formation.record(report, text)
    print(text)
    return report


def _measure_sizes(sizes: list[int], args: argparse.Namespace):
    """(size, retrieval figures) for each size, the store grown from one to the next."""
    if not sizes:
        return
    from django.contrib.auth import get_user_model

    corpus = scale_corpus.beliefs(sizes[-1], args.seed)
    vectors = cached_embeddings([b.full for b in corpus], f"scale-beliefs-{sizes[-1]}-seed{args.seed}")
    questions = scale_corpus.questions(args.queries + args.warmup, args.seed)
    question_vectors = cached_embeddings(questions, f"scale-questions-seed{args.seed}")
    loader = BulkLoader(get_user_model().objects.create_user("scale-person"))
    for size in sizes:
        load_seconds = loader.grow_to(size, corpus, vectors)
        figures = {"load_seconds": load_seconds, "load_average_1m": os.getloadavg()[0],
                   **measure_retrieval(loader.user, questions, question_vectors, args.warmup)}
        print(f"{size} beliefs: {json.dumps(figures)}", flush=True)
        yield str(size), figures


def markdown(report: dict) -> str:
    """The scale report as markdown tables."""
    meta, formation = report["meta"], report["formation"]
    rows = []
    for size, figures in report["retrieval"].items():
        a, e, q = figures["assembly"], figures["assembly_with_episodes"], figures["with_query_embedding"]
        r = figures["reinforcement"]
        rows.append(
            f"| {int(size):,} | {a['p50_ms']:.1f} / {a['p95_ms']:.1f} | {e['p50_ms']:.1f} / {e['p95_ms']:.1f} | "
            f"{q['p50_ms']:.1f} / {q['p95_ms']:.1f} | {r['p50_ms']:.1f} / {r['p95_ms']:.1f} | "
            f"{a['candidates_mean']:.0f} | {a['tokens_mean']:.0f} | "
            f"{figures['load_seconds']:.0f} | {figures['load_average_1m']:.1f} |"
        )
    return "\n".join([
        f"{meta['date']} · commit {meta['commit']} · {meta['machine']} · seed {meta['seed']} · "
        f"{meta['queries']} questions after {meta['warmup']} warm-up · budget {meta['budget']} · "
        f"LLM backend `{meta['llm_backend']}`",
        "",
        f"Command: `{meta['command']}`",
        "",
        *_retrieval_table(rows),
        *scale_formation.formation_lines(formation),
    ])


def _retrieval_table(rows: list[str]) -> list[str]:
    if not rows:
        return []
    return [
        "| beliefs | assembly p50 / p95 ms | + episodes p50 / p95 ms | + query embedding p50 / p95 ms | "
        "reinforcement after the reply p50 / p95 ms | candidates scored | tokens injected | load s | "
        "load avg (1 min) |",
        "|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]


def _record(report: dict, latest: str) -> None:
    meta, largest = report["meta"], list(report["retrieval"])[-1]
    figures = report["retrieval"][largest]
    results_md.update_section(
        RESULTS,
        "Scale",
        intro=(
            "Context assembly (memory.retrieval.retrieve at a 1,000-token budget: pre-filter, scoring, budget "
            "fill; no LLM) for one synthetic person, and formation throughput with the LLM off. Targets: "
            "p95 ≤ 25 ms at 100k beliefs on 2 cores; ≥ 300 turns/s. Produced by `bench/scale.py --record`."
        ),
        history_header=["date", "commit", "machine", "largest size", "assembly p50 / p95 ms",
                        "+ query embedding p50 / p95 ms", "formation turns/s", "command"],
        row=[
            meta["date"], meta["commit"], meta["machine"], f"{int(largest):,}",
            f"{figures['assembly']['p50_ms']:.1f} / {figures['assembly']['p95_ms']:.1f}",
            f"{figures['with_query_embedding']['p50_ms']:.1f} / {figures['with_query_embedding']['p95_ms']:.1f}",
            f"{report['formation']['formation_turns_per_s']:.0f}", f"`{meta['command']}`",
        ],
        latest=latest,
    )


if __name__ == "__main__":
    run(parse_args())
