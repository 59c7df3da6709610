"""How the floor head is fitted, chosen by cross-validation over the train and dev rows.

    .venv/bin/python bench/refusal_head_cv.py [--c C ...] [--crisis-weight W ...] [--folds K] [--seed S] [--thresholds]

For each setting given (the head's own when none is), every train and dev row of
``memory/refusal/data/training.jsonl`` is read by a head fitted without its fold, on the
other folds and the floor rules' exemplars (``memory.refusal.crossval``); the test split is
never read. Prints, per label, how many rows the gate's tiers would refuse as their own
category, refuse as any, check in or let through on the head's whole-message reading (no
floor keyword, pattern, sentence or context: the head alone). Each setting fits ``--folds``
heads (about 70 s each on one core). ``--thresholds`` also prints, for the head's own
fitting, what each pair of check-in thresholds around the gate's own makes of the same
out-of-fold readings (``crossval.check_in_thresholds``): crisis and distress rows answered
against benign rows alarmed, so thresholds are chosen on rows no head learned from.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb


def floor_exemplars() -> dict[str, list[str]]:
    """The floor rules' exemplars by category (those with any), as every fold's head learns
    them (Django set up)."""
    from memory.models import RefusalRule, RuleLayer

    exemplars: dict[str, list[str]] = {}
    for rule in RefusalRule.objects.filter(layer=RuleLayer.FLOOR).order_by("id"):
        exemplars.setdefault(rule.category, []).extend(rule.exemplars)
    return {category: texts for category, texts in exemplars.items() if texts}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--c", type=float, action="append", default=[], help="inverse regularisation (repeatable)")
    parser.add_argument("--crisis-weight", type=float, action="append", default=[], help="crisis rows' weight (repeatable)")
    parser.add_argument("--folds", type=int, default=None)
    parser.add_argument("--seed", default=None, help="another seed for the folds")
    parser.add_argument("--thresholds", action="store_true", help="weigh the check-in thresholds on the readings")
    args = parser.parse_args(argv)
    benchdb.setup("hippocampus_bench_refusal_cv")
    from memory.refusal import crossval
    from memory.refusal import head as floor_head

    exemplars = floor_exemplars()
    rows = crossval.development_rows(floor_head.training_rows())
    labels = [row["label"] for row in rows]
    settings = [{"c": c} for c in args.c] + [{"crisis_weight": w} for w in args.crisis_weight] or [{}]
    folds = args.folds or crossval.FOLDS
    for fitting in settings:
        started = time.perf_counter()
        classes, table = crossval.out_of_fold(
            rows, exemplars, folds, seed=args.seed or crossval.SEED, **fitting
        )
        counts = crossval.summary(labels, crossval.outcomes(classes, table))
        named = ", ".join(f"{key} {value}" for key, value in fitting.items()) or "the head's own"
        print(f"\n### {named}: {len(rows)} train and dev rows, {folds} folds, {time.perf_counter() - started:.0f} s\n")
        print("| label | rows | refused as its own | refused | checked in | let through |\n|---|---|---|---|---|---|")
        for label, found in counts.items():
            print(
                f"| {label} | {found['rows']} | {found.get('own', 0)} | {found.get('refused', 0)} | "
                f"{found.get('checked_in', 0)} | {found.get('let_through', 0)} |"
            )
        if args.thresholds:
            print("\n| check-in from crisis | from crisis and distress | benign alarmed | crisis answered | distress answered | benign refused |")
            print("|---|---|---|---|---|---|")
            for found in sorted(crossval.check_in_thresholds(labels, classes, table), key=lambda found: found["alarms"]):
                print(
                    f"| {found['check_in_crisis']} | {found['check_in']} | {found['alarms']} | {found['crisis_answered']} | "
                    f"{found['distress_answered']} | {found['benign_refused']} |"
                )


if __name__ == "__main__":
    main()
