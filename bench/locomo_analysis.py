"""Why questions fail: a reading of bench/out/locomo_questions.jsonl.

    .venv/bin/python bench/locomo_analysis.py [--out bench/out] [--examples 5]

Splits missed evidence into "never claimable" (no belief or episode may claim the turn:
formation dropped it, or the claim rule gives it to no item) and "claimable but not
injected" (ranking or budget), shows what the injected context was made of (kinds, full
or compressed, tokens per item), whether it leans to recent sessions, how often the
evidence was injected but the answer's words were not (lost in compression), and prints
a few failing questions with their top injected items.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.locomo_data import CATEGORY_NAMES


def _session(dia_id: str) -> int:
    return int(dia_id[1:].split(":")[0])


def read(out: Path) -> tuple[list[dict], dict]:
    """The per-question records and the JSON report of a run."""
    records = [json.loads(line) for line in (out / "locomo_questions.jsonl").read_text().splitlines() if line]
    return records, json.loads((out / "locomo.json").read_text())


def misses(records: list[dict]) -> dict[str, int]:
    """Missed evidence turns, split into never claimable and claimable but not injected."""
    counts = Counter()
    for record in records:
        for dia_id in set(record["evidence"]) - set(record["claimed"]):
            counts["never claimable" if dia_id not in record["claimable_evidence"] else "not injected"] += 1
    return dict(counts)


def composition(records: list[dict]) -> dict[str, float]:
    """What injected contexts were made of, averaged per question."""
    items = [item for record in records for item in record["injected"]]
    forms = Counter((item["kind"], item["form"]) for item in items)
    return {
        "items per question": len(items) / len(records),
        **{f"{kind} {form} %": 100 * n / len(items) for (kind, form), n in sorted(forms.items())},
        "tokens per item": float(np.mean([item["tokens"] for item in items])),
    }


def recency_lean(records: list[dict], last_sessions: dict[str, int]) -> dict[str, float]:
    """How much the claimed turns come from late sessions compared with the evidence.

    Position of a session in its conversation, 0 (first) .. 1 (last), averaged.
    """
    def position(record, dia_id):
        return (_session(dia_id) - 1) / max(1, last_sessions[record["sample_id"]] - 1)

    injected = [position(r, d) for r in records for item in r["injected"] for d in item["claims"]]
    evidence = [position(r, d) for r in records for d in r["evidence"]]
    return {"claimed turns' mean session position": float(np.mean(injected)) if injected else 0.0,
            "evidence turns' mean session position": float(np.mean(evidence))}


def answer_losses(records: list[dict]) -> dict[str, int]:
    """Questions whose evidence was all claimed and whose answer is in the evidence turns,
    yet the injected text lacks the answer's words (the words were lost in the item text)."""
    lost = [r for r in records if r["evidence_recall"] >= 1 and r["ceiling_found"] and not r["answer_found"]]
    return {"all evidence claimed, answer in evidence, not in context": len(lost),
            "answer in evidence (ceiling)": sum(r["ceiling_found"] for r in records)}


def examples(records: list[dict], count: int, top: int = 6) -> str:
    """Markdown of ``count`` failing questions per category with their top injected items."""
    lines = []
    for code, name in CATEGORY_NAMES.items():
        failing = [r for r in records if r["category"] == code and r["evidence_recall"] < 1][:count]
        for r in failing:
            lines.append(f"- [{name}] {r['sample_id']} Q{r['question']}: {r['text']} — gold: {r['answer']} — "
                         f"evidence {r['evidence']}, claimable {r['claimable_evidence']}, claimed {r['claimed']}")
            for item in r["injected"][:top]:
                lines.append(f"    - {item['kind']}/{item['form']} {item['score']:.3f} {item['claims']}: "
                             f"{item['text'][:140]!r}")
    return "\n".join(lines)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "out")
    parser.add_argument("--examples", type=int, default=3, help="failing questions shown per category")
    args = parser.parse_args(argv)
    records, report = read(args.out)
    last_sessions = {}
    for r in records:
        for dia_id in r["evidence"] + [d for item in r["injected"] for d in item["claims"]]:
            last_sessions[r["sample_id"]] = max(last_sessions.get(r["sample_id"], 1), _session(dia_id))
    sections = {
        "Missed evidence turns": misses(records),
        "Injected context": composition(records),
        "Recency lean": recency_lean(records, last_sessions),
        "Answer words lost": answer_losses(records),
    }
    print(f"# LoCoMo failure analysis ({len(records)} questions, budget {report['meta']['budget']})\n")
    for title, figures in sections.items():
        print(f"## {title}\n")
        for key, value in figures.items():
            print(f"- {key}: {value:.2f}" if isinstance(value, float) else f"- {key}: {value}")
        print()
    print("## Failing questions\n")
    print(examples(records, args.examples))


if __name__ == "__main__":
    main()
