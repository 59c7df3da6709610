"""LoCoMo retrieval benchmark: our memory against turn retrieval, at the same token budget.

    .venv/bin/python bench/locomo.py [--data FILE] [--conversations conv-26,...]
        [--budget 1000] [--curve 250,500,1000,2000] [--seed 7] [--out bench/out] [--record] [--reuse]

Each conversation is replayed as one user's history through the real engine (ingest →
formation per session → maintenance between sessions) in a database of its own
(recreated every run unless ``--reuse`` keeps an earlier run's replay, for work on
retrieval alone), then every scored question (categories 1-4, with an answer and
resolvable evidence) runs ``memory.retrieval.retrieve`` at each budget. BM25, MiniLM and
RRF turn retrieval run on the same questions, scored the same way. Writes locomo.json,
locomo.md, locomo_questions.jsonl (what was injected per question at --budget) and the
chart to --out; ``--record`` also updates the "LoCoMo retrieval" section of
bench/RESULTS.md and bench/locomo_recall_vs_tokens.png.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, locomo_data, locomo_report, results_md
from bench.locomo_scoring import evidence_recall, summarize

DEFAULT_DATA = benchdb.REPO_ROOT.parent / "shared" / "bench" / "locomo_dev.json"
RESULTS = benchdb.REPO_ROOT / "bench" / "RESULTS.md"
CHART = benchdb.REPO_ROOT / "bench" / "locomo_recall_vs_tokens.png"
SECTION = "LoCoMo retrieval"


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a file in LoCoMo's format")
    parser.add_argument("--conversations", default="", help="comma-separated sample_ids (default: all)")
    parser.add_argument("--budget", type=int, default=1000, help="token budget of the headline figures")
    parser.add_argument("--curve", default="250,500,1000,2000", help="budgets of the recall-vs-tokens curve")
    parser.add_argument("--seed", type=int, default=7, help="HIPPOCAMPUS_SEED for every stochastic step")
    parser.add_argument("--out", type=Path, default=benchdb.REPO_ROOT / "bench" / "out")
    parser.add_argument("--database", default="hippocampus_bench", help="dropped and recreated every run")
    parser.add_argument("--record", action="store_true", help="update bench/RESULTS.md and the chart beside it")
    parser.add_argument("--reuse", action="store_true",
                        help="keep the database and the conversations an earlier run replayed (retrieval work only)")
    return parser.parse_args(argv)


def _coverage(records: list[dict]) -> dict[str, float]:
    by_category = defaultdict(list)
    for record in records:
        value = evidence_recall(record["claimable_evidence"], record["evidence"])
        by_category[locomo_data.CATEGORY_NAMES[record["category"]]].append(value)
        by_category["overall"].append(value)
    order = [locomo_data.CATEGORY_NAMES[c] for c in locomo_data.SCORED_CATEGORIES] + ["overall"]
    return {name: 100 * sum(by_category[name]) / len(by_category[name]) for name in order if by_category[name]}


def run(args: argparse.Namespace) -> dict:
    """Replay, retrieve, score; returns the JSON report (and writes the files)."""
    from tqdm import tqdm

    benchdb.setup(args.database, seed=args.seed, keep=args.reuse)
    from django.conf import settings

    from bench.locomo_eval import OURS, OurRetrieval, ceilings, score_baselines
    from bench.locomo_replay import replay, replayed_before

    only = [name.strip() for name in args.conversations.split(",") if name.strip()]
    conversations = locomo_data.load(args.data, only or None)
    budgets = sorted({args.budget, *(int(b) for b in args.curve.split(",") if b.strip())})
    questions = sum(len(c.questions) for c in conversations)

    replays = []
    with tqdm(total=sum(len(c.turns) for c in conversations), desc="replay", unit="turn") as bar:
        for conversation in conversations:
            earlier = replayed_before(conversation) if args.reuse else None
            replays.append(earlier or replay(conversation, progress=bar))
            if earlier:
                bar.update(len(conversation.turns))

    scores = defaultdict(lambda: defaultdict(list))
    recall = defaultdict(lambda: defaultdict(list))
    records = []
    with tqdm(total=questions, desc="questions", unit="q") as bar:
        for conversation, replayed in zip(conversations, replays):
            ceiling = ceilings(conversation)
            ours = OurRetrieval(conversation, replayed, ceiling)
            for question in conversation.questions:
                for budget in budgets:
                    score, record = ours.score(question, budget)
                    scores[OURS][budget].append(score)
                    if budget == args.budget:
                        records.append(record)
                bar.update(1)
            for captions in (False, True):
                by_method, at_k = score_baselines(conversation, budgets, ceiling, captions=captions)
                suffix = "+captions" if captions else ""
                for method in by_method:
                    for budget, values in by_method[method].items():
                        scores[method + suffix][budget].extend(values)
                    for k, values in at_k[method].items():
                        recall[method + suffix][k].extend(values)

    command = " ".join(shlex.quote(part) for part in [".venv/bin/python", "bench/locomo.py", *sys.argv[1:]])
    report = {
        "meta": {
            "date": results_md.today(),
            "commit": results_md.revision(benchdb.REPO_ROOT),
            "machine": results_md.machine(),
            "command": command,
            "data": str(args.data),
            "data_sha256": hashlib.sha256(args.data.read_bytes()).hexdigest(),
            "conversations": [c.sample_id for c in conversations],
            "questions": questions,
            "budget": args.budget,
            "budgets": budgets,
            "seed": args.seed,
            "llm_backend": settings.HIPPOCAMPUS["LLM_BACKEND"],
            # Latencies are wall times on a shared machine: the load says how shared.
            "load_average_1m": os.getloadavg()[0],
        },
        "replay": {r.sample_id: {"counts": r.counts, "seconds": r.seconds} for r in replays},
        "methods": {
            method: {str(budget): summarize(values) for budget, values in by_budget.items()}
            for method, by_budget in scores.items()
        },
        "recall_at_k": {
            method: {str(k): 100 * sum(v) / len(v) for k, v in at_k.items()} for method, at_k in recall.items()
        },
        "claimable": _coverage(records),
    }
    _write(args, report, records)
    return report


def _write(args: argparse.Namespace, report: dict, records: list[dict]) -> None:
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "locomo.json").write_text(json.dumps(report, indent=2))
    with (args.out / "locomo_questions.jsonl").open("w") as handle:
        for record in records:
            handle.write(json.dumps(record) + "\n")
    text = locomo_report.markdown(report)
    (args.out / "locomo.md").write_text(f"# LoCoMo retrieval\n\n{text}\n")
    locomo_report.chart(report, args.out / "locomo_recall_vs_tokens.png")
    if args.record:
        locomo_report.chart(report, CHART)
        _record(report, text)


def _record(report: dict, latest: str) -> None:
    meta, budget = report["meta"], str(report["meta"]["budget"])
    ours = report["methods"]["hippocampus"][budget]["overall"]
    hybrid = report["methods"]["hybrid"][budget]["overall"]
    results_md.update_section(
        RESULTS,
        SECTION,
        intro=(
            "Evidence recall through provenance (an injected item claims at most the 3 source turns closest "
            "to its text), answer recall (all normalised gold-answer tokens in the injected text) beside its "
            "ceiling (gold evidence turns as the context), tokens counted with memory.tokens. Produced by "
            "`bench/locomo.py --record`; chart: `bench/locomo_recall_vs_tokens.png`."
        ),
        history_header=["date", "commit", "machine", "conversations", "questions", "budget",
                        "ours: evidence % / answer % (of ceiling %)", "ours tokens", "ours p50/p95 ms",
                        "hybrid evidence % / answer %", "BM25 / dense evidence %", "command"],
        row=[
            meta["date"], meta["commit"], meta["machine"], ",".join(meta["conversations"]), str(meta["questions"]),
            budget,
            f"{ours['evidence_recall']:.1f} / {ours['answer_recall']:.1f} ({ours['answer_vs_ceiling']:.1f})",
            f"{ours['tokens_mean']:.0f}", f"{ours['latency_p50_ms']:.0f} / {ours['latency_p95_ms']:.0f}",
            f"{hybrid['evidence_recall']:.1f} / {hybrid['answer_recall']:.1f}",
            f"{report['methods']['bm25'][budget]['overall']['evidence_recall']:.1f} / "
            f"{report['methods']['dense'][budget]['overall']['evidence_recall']:.1f}",
            f"`{meta['command']}`",
        ],
        latest=latest,
    )


if __name__ == "__main__":
    run(parse_args())
