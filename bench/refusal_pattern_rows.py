"""Which labelled development rows a floor pattern matches: a pattern written for a miss is
read against every benign and distress row before it joins the floor (issue 15; the
migrations from 0037 say they were).

    .venv/bin/python bench/refusal_pattern_rows.py 'PATTERN' [--show N]

The rows: memory/refusal/data/*_dev*.jsonl and dev_set.jsonl, the train and dev splits of
training.jsonl (never its test split, ``head.split_of``) and the turns of the five LoCoMo
development conversations (benign). The pattern matches as the floor's patterns do
(``patterns.LexicalRule.hit``: case, apostrophes and the time budget alike). Prints each
label with how many rows it matched and the first ``--show`` of them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import locomo_data
from bench.refusal_verdicts import DATA, LOCOMO_DEV


def labelled() -> list[tuple[str, str, str]]:
    """(set, label, text) of every row read (module docstring)."""
    from memory.refusal.head import TRAINING, split_of, training_rows

    rows = [(path.name, row["label"], row["text"]) for path in sorted(DATA.glob("*.jsonl")) if path != TRAINING
            for row in training_rows(path)]
    rows += [(f"training.jsonl:{split}", row["label"], row["text"]) for row in training_rows()
             if (split := split_of(row["text"])) != "test"]
    rows += [(LOCOMO_DEV.name, "benign", turn.message_text) for conversation in locomo_data.load(LOCOMO_DEV, None)
             for turn in conversation.turns]
    return rows


def matched(pattern: str, rows: list[tuple[str, str, str]]) -> dict[str, list[tuple[str, str]]]:
    """label → the (set, text) rows ``pattern`` matches as a floor pattern."""
    from memory.refusal.patterns import LexicalRule

    rule, found = LexicalRule(keywords=(), patterns=(pattern,)), defaultdict(list)
    for name, label, text in rows:
        if rule.hit(text) is not None:
            found[label].append((name, text))
    return dict(found)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pattern")
    parser.add_argument("--show", type=int, default=10, help="rows shown of each label")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    import django

    django.setup()
    rows = labelled()
    found = matched(args.pattern, rows)
    print(f"{len(rows)} rows read")
    for label, hits in sorted(found.items()):
        print(f"{label}: {len(hits)}")
        for name, text in hits[: args.show]:
            print(f"    {name} | {' '.join(text.split())[:200]}")


if __name__ == "__main__":
    main()
