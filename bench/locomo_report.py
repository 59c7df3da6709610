"""The LoCoMo report: markdown tables and the recall-vs-tokens chart, from the JSON report."""

from __future__ import annotations

from pathlib import Path

from bench.locomo_data import CATEGORY_NAMES

CATEGORIES = [CATEGORY_NAMES[code] for code in (1, 2, 3, 4)] + ["overall"]


def _row(cells) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def _table(header: list[str], rows: list[list]) -> str:
    return "\n".join([_row(header), "|" + "---|" * len(header), *(_row(row) for row in rows)])


def _pct(value: float) -> str:
    return f"{value:.1f}"


def _main_table(report: dict, budget: str) -> str:
    rows = []
    for method, by_budget in report["methods"].items():
        s = by_budget[budget]["overall"]
        rows.append([
            method, _pct(s["evidence_recall"]), _pct(s["all_evidence"]), _pct(s["answer_recall"]),
            _pct(s["answer_ceiling"]), _pct(s["answer_vs_ceiling"]), f"{s['tokens_mean']:.0f}",
            f"{s['latency_p50_ms']:.1f} / {s['latency_p95_ms']:.1f}",
        ])
    return _table(
        ["method", "evidence recall %", "all evidence %", "answer recall %", "answer ceiling %",
         "answer / ceiling %", "tokens (mean)", "latency p50 / p95 ms"],
        rows,
    )


def _category_table(report: dict, budget: str, key: str) -> str:
    rows = []
    for method, by_budget in report["methods"].items():
        summary = by_budget[budget]
        rows.append([method] + [_pct(summary[c][key]) if c in summary else "–" for c in CATEGORIES])
    counts = report["methods"]["hippocampus"][budget]
    header = ["method"] + [f"{c} ({counts[c]['questions']})" if c in counts else c for c in CATEGORIES]
    return _table(header, rows)


def _curve_table(report: dict) -> str:
    budgets = list(next(iter(report["methods"].values())))
    rows = []
    for method, by_budget in report["methods"].items():
        rows.append([method] + [
            f"{_pct(by_budget[b]['overall']['evidence_recall'])} @ {by_budget[b]['overall']['tokens_mean']:.0f}"
            for b in budgets
        ])
    return _table(["method"] + [f"budget {b}" for b in budgets], rows)


def _recall_at_k_table(report: dict) -> str:
    ks = list(next(iter(report["recall_at_k"].values())))
    rows = [[method] + [_pct(values[k]) for k in ks] for method, values in report["recall_at_k"].items()]
    return _table(["method"] + [f"R@{k}" for k in ks], rows)


def _replay_table(report: dict) -> str:
    keys = ["messages", "messages_withheld", "episodes", "beliefs_total", "beliefs_active"]
    rows = []
    for sample_id, replayed in report["replay"].items():
        counts, seconds = replayed["counts"], replayed["seconds"]
        timing = "reused" if not seconds else (
            f"{seconds['ingest']:.1f} / {seconds['formation']:.1f} / {seconds['maintenance']:.1f}"
        )
        rows.append([sample_id] + [counts.get(k, 0) for k in keys] + [timing])
    return _table(["conversation"] + keys + ["seconds ingest / formation / maintenance"], rows)


def markdown(report: dict) -> str:
    """The full report as markdown (the "Latest run" part of RESULTS.md and locomo.md)."""
    meta = report["meta"]
    budget = str(meta["budget"])
    claimable = report["claimable"]
    return "\n\n".join([
        f"{meta['date']} · commit {meta['commit']} · {meta['machine']} · data `{meta['data']}` "
        f"({', '.join(meta['conversations'])}; {meta['questions']} questions) · seed {meta['seed']} · "
        f"LLM backend `{meta['llm_backend']}` · load average {meta['load_average_1m']:.1f} after the questions",
        f"Command: `{meta['command']}`",
        f"**At a budget of {budget} tokens** (baselines fill the same budget with whole turns in rank order; "
        "`+captions` baselines index the photo captions our messages carry):",
        _main_table(report, budget),
        "Evidence recall % by category (questions in brackets):",
        _category_table(report, budget, "evidence_recall"),
        "Answer recall % by category (ceiling: the gold evidence turns as the context):",
        _category_table(report, budget, "answer_recall"),
        "Answer ceiling % by category: " + ", ".join(
            f"{c} {_pct(report['methods']['hippocampus'][budget][c]['answer_ceiling'])}"
            for c in CATEGORIES if c in report["methods"]["hippocampus"][budget]
        ),
        "Memory coverage (share of evidence turns that some active belief or episode may claim at all, "
        "i.e. the best any retrieval from this memory could score): " + ", ".join(
            f"{c} {_pct(v)}" for c, v in claimable.items()
        ),
        "Evidence recall % @ mean tokens used, by budget:",
        _curve_table(report),
        "Turn-retrieval recall@k (README table: BM25 48.4/55.2/62.0/69.4, dense 43.6/53.3/63.5/75.4, "
        "hybrid 51.6/59.9/69.2/80.0 on 760 questions):",
        _recall_at_k_table(report),
        "Replay (what formation made of each conversation):",
        _replay_table(report),
    ])


def chart(report: dict, path: Path) -> None:
    """Save a PNG of overall evidence recall against mean tokens used, one line per method."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(7, 4.5))
    for method, by_budget in report["methods"].items():
        points = sorted((s["overall"]["tokens_mean"], s["overall"]["evidence_recall"]) for s in by_budget.values())
        style = {"linewidth": 2.5, "color": "black"} if method == "hippocampus" else {"linestyle": "--"}
        axes.plot([x for x, _ in points], [y for _, y in points], marker="o", label=method, **style)
    meta = report["meta"]
    axes.set_xlabel("context tokens used (mean per question)")
    axes.set_ylabel("evidence recall (%)")
    axes.set_title(f"LoCoMo evidence recall vs tokens ({meta['questions']} questions, {meta['date'][:10]})")
    axes.set_ylim(0, 100)
    axes.grid(alpha=0.3)
    axes.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)
