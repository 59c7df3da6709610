"""The valence head (``memory.text.valence_head``, issue 14) measured: GoEmotions' dev rows
(three-way accuracy) for C, the sentences written for the threshold
(``bench/data/valence_dev.txt``) at each threshold, the held-apart sentences once
(``--held``), each set read by the word lists (``grounding.bad_news``), the head and both;
then the person's lines of the walk-throughs that the head newly reads as bad.

    .venv/bin/python bench/valence_head.py            # dev rows, dev sentences, walks
    .venv/bin/python bench/valence_head.py --sweep    # dev rows for each C (a few minutes)
    .venv/bin/python bench/valence_head.py --held     # and the held-apart sentences
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DEV = ROOT / "bench" / "data" / "valence_dev.txt"
HELD = ROOT / "bench" / "data" / "valence_held.txt"
CS = (0.3, 1.0, 3.0, 10.0)
THRESHOLDS = (0.25, 0.3, 0.35, 0.4, 0.5)
SIDES = ("bad", "good", "neutral")


def sentences(path: Path) -> tuple[list[str], list[str]]:
    """(texts, sides) of a file of ``side<TAB>text`` lines."""
    rows = [line.split("\t", 1) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [text for _, text in rows], [side for side, _ in rows]


def counted(read, sides) -> str:
    """How many of each side were read as bad."""
    return ", ".join(f"{side} {sum(1 for r, s in zip(read, sides) if r and s == side)}/{sides.count(side)}" for side in SIDES)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep", action="store_true", help=f"dev rows for each C of {CS}, not only the head's")
    parser.add_argument("--held", action="store_true", help="also the held-apart sentences (read once)")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    import django

    django.setup()
    from bench.ritual_head import WALKS, walk_lines
    from memory import embeddings
    from memory.cycle import grounding
    from memory.text import valence_head

    texts, labels = valence_head.rows("dev")
    table = np.asarray(embeddings.embed_many(texts), dtype=np.float64)
    for c in CS if args.sweep else (valence_head.C,):
        learned = valence_head.fit(*valence_head.rows(), c=c) if args.sweep else valence_head.head()
        print(f"GoEmotions dev C={c}: accuracy {np.mean(learned.chances(table).argmax(axis=1) == np.array(labels)):.3f}")
    learned = valence_head.head()
    for name, path in (("dev sentences", DEV), *((("held-apart sentences", HELD),) if args.held else ())):
        said, sides = sentences(path)
        chances = learned.chances(np.asarray(embeddings.embed_many(said), dtype=np.float64))
        for threshold in THRESHOLDS:
            read = (chances[:, 0] >= threshold) & (chances[:, 0] > chances[:, 2])
            print(f"{name}, head at {threshold}: {counted(read, sides)}")
        lists = [grounding.bad_news(text) for text in said]
        both = [grounding.sounds_bad(text) for text in said]
        print(f"{name}, word lists: {counted(lists, sides)}; lists or head at {valence_head.THRESHOLD}: {counted(both, sides)}")
    lines = walk_lines(WALKS)
    newly = [(line, replies) for _, line, replies in lines if not grounding.bad_news(line) and valence_head.sounds_bad(line)]
    print(f"walk-through lines newly read as bad: {len(newly)} of {len(lines)}")
    for line, replies in newly:
        print(f"  {line!r}" + "".join(f"\n      {reply}" for reply in replies))


if __name__ == "__main__":
    main()
