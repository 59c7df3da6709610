"""How often the refusal gate flags ordinary conversation.

    .venv/bin/python bench/refusal_false_alarms.py [--data FILE]

Runs ``memory.refusal.evaluate`` (no writes) over every turn of a LoCoMo-format file —
everyday chat between friends with no floor content — and prints how many turns each
category flagged, with a few examples.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, locomo_data

DEFAULT_DATA = benchdb.REPO_ROOT.parent / "shared" / "bench" / "locomo_dev.json"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args(argv)
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    django.setup()
    from memory import refusal

    flagged, examples, total = Counter(), defaultdict(list), 0
    for conversation in locomo_data.load(args.data, None):
        for turn in conversation.turns:
            total += 1
            category = refusal.evaluate(turn.text).category
            if category:
                flagged[category] += 1
                examples[category] = examples[category][:2] + [turn.text[:100]]
    count = sum(flagged.values())
    print(f"{count} of {total} turns flagged ({100 * count / total:.1f} %): {dict(flagged)}")
    for category, texts in examples.items():
        print(f"  {category}: " + " | ".join(texts))


if __name__ == "__main__":
    main()
