"""The ritual head (``memory.text.ritual_head``, issue 14) measured: CLINC150's val split for
each C and threshold (the three intents against the rest), its test split once (``--test``),
then the dev turns of LoCoMo (not conv-43) and the person's lines of the walk-throughs that
the head reads as a ritual where ``phatic.kinds`` reads none, each with its reply.

    .venv/bin/python bench/ritual_head.py              # val, LoCoMo dev, walks
    .venv/bin/python bench/ritual_head.py --sweep      # val for each C (a few minutes)
    .venv/bin/python bench/ritual_head.py --test       # and CLINC's test split
    .venv/bin/python bench/ritual_head.py --walk ../lead_walk2.txt   # and another walk-through
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
WALKS = sorted((ROOT / "bench" / "data").glob("walkthrough_*.txt"))
CS = (0.3, 1.0, 3.0, 10.0, 30.0)
THRESHOLDS = (0.5, 0.7, 0.8, 0.9)


def scored(learned, texts, labels, threshold) -> str:
    """Accuracy of the four-way reading at ``threshold``, the rituals' recall, other rows taken."""
    chances = learned.chances(np.asarray(embed(texts), dtype=np.float64))
    best = chances[:, 1:].argmax(axis=1) + 1
    read = np.where(chances[np.arange(len(best)), best] >= threshold, best, 0)
    labels = np.array(labels)
    rituals = labels > 0
    return (f"accuracy {np.mean(read == labels):.4f}, rituals {np.sum(read[rituals] == labels[rituals])}/{rituals.sum()},"
            f" others taken {np.sum((read > 0) & ~rituals)}/{np.sum(~rituals)}")


def embed(texts: list[str]) -> list:
    """The MiniLM vector of each of ``texts``."""
    from memory import embeddings

    return embeddings.embed_many(texts)


def walk_lines(paths) -> list[tuple[str, str, list[str]]]:
    """(file, person's line, the replies written under it) of each walk-through."""
    found = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("> "):
                found.append((path.name, line[2:].strip(), []))
            elif found and line.startswith("  ") and found[-1][0] == path.name:
                found[-1][2].append(line.strip())
    return found


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep", action="store_true", help=f"val for each C of {CS}, not only the head's")
    parser.add_argument("--test", action="store_true", help="also CLINC's test split (read once)")
    parser.add_argument("--walk", type=Path, action="append", default=[], help="another walk-through file")
    parser.add_argument("--locomo", type=Path, default=ROOT.parent / "shared" / "bench" / "locomo_dev.json")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    import django

    django.setup()
    from bench.locomo_data import load
    from memory.cycle import rituals
    from memory.text import phatic, ritual_head

    train, val = ritual_head.rows("train"), ritual_head.rows("val")
    for c in CS if args.sweep else (ritual_head.C,):
        learned = ritual_head.fit(*train, c=c) if args.sweep else ritual_head.head()
        for threshold in THRESHOLDS:
            print(f"val C={c} threshold {threshold}: {scored(learned, *val, threshold)}")
    learned = ritual_head.head()
    if args.test:
        print(f"test C={ritual_head.C} threshold {ritual_head.THRESHOLD}: {scored(learned, *ritual_head.rows('test'), ritual_head.THRESHOLD)}")
    turns = sorted({turn.text for conversation in load(args.locomo) if conversation.sample_id != "conv-43"
                    for session in conversation.sessions for turn in session})
    lines = walk_lines([*WALKS, *args.walk])
    for name, texts in (("LoCoMo dev turns", turns), ("walk-through lines", [line for _, line, _ in lines])):
        read = [(text, kinds) for text in texts if not phatic.kinds(text) and (kinds := ritual_head.kinds(text, learned=learned))]
        print(f"{name} newly read as rituals: {len(read)} of {len(texts)}")
        for text, kinds in read:
            replies = next((replies for _, line, replies in lines if line == text), [])
            print(f"  {text!r} {sorted(kinds)} -> {rituals.returned(kinds, text)!r}" + "".join(f"\n      was {r}" for r in replies))


if __name__ == "__main__":
    main()
