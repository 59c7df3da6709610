"""Every verdict of the refusal gate on the development data, one line each, to diff a
change that must not change what the gate decides (a speed-up, a module split).

    .venv/bin/python bench/refusal_verdicts.py OUT.jsonl [--skip-train]

Judges, with ``memory.refusal.evaluate_many`` in blocks (the same blocks every run, so
the model's numbers are the same), every row of memory/refusal/data/*_dev*.jsonl and
dev_set.jsonl, the dev split of training.jsonl, every turn of the five LoCoMo
development conversations with the turn before it, then the train split of training.jsonl
(never its test split: those rows are skipped, ``head.split_of``). Each line holds the set, the row's
index and the verdict as ``repr`` gives it (category, rule, reply, every match with how it
fired and its score): ``diff`` two dumps.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, locomo_data

DATA = benchdb.REPO_ROOT / "memory" / "refusal" / "data"
LOCOMO_DEV = benchdb.REPO_ROOT.parent / "shared" / "bench" / "locomo_dev.json"
BLOCK = 64


def sets(skip_train: bool) -> dict[str, list[tuple[str, str | None]]]:
    """(text, message before) per set, in a fixed order."""
    from memory.refusal.head import TRAINING, split_of, training_rows

    found = {}
    for path in sorted(DATA.glob("*.jsonl")):
        if path != TRAINING:
            found[path.name] = [(row["text"], row.get("previous")) for row in training_rows(path)]
    found["training.jsonl:dev"] = [(row["text"], None) for row in training_rows() if split_of(row["text"]) == "dev"]
    turns = []
    for conversation in locomo_data.load(LOCOMO_DEV, None):
        previous = None
        for turn in conversation.turns:
            turns.append((turn.message_text, previous))
            previous = turn.message_text
    found[LOCOMO_DEV.name] = turns
    if not skip_train:  # last: the longest by far
        found["training.jsonl:train"] = [(row["text"], None) for row in training_rows() if split_of(row["text"]) == "train"]
    return found


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--skip-train", action="store_true", help="leave out training.jsonl's train split")
    args = parser.parse_args(argv)
    benchdb.setup("hippocampus_bench_refusal_verdicts")
    from tqdm import tqdm

    from memory.refusal import evaluate_many, rules

    rules()
    with args.out.open("w", encoding="utf-8") as out:
        for name, rows in sets(args.skip_train).items():
            for start in tqdm(range(0, len(rows), BLOCK), desc=name, unit="block"):
                block = rows[start : start + BLOCK]
                verdicts = evaluate_many([text for text, _ in block], previous=[before for _, before in block])
                for offset, verdict in enumerate(verdicts):
                    out.write(json.dumps({"set": name, "row": start + offset, "verdict": repr(verdict)}) + "\n")


if __name__ == "__main__":
    main()
