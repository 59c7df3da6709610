"""Makes ``goemotions_valence.jsonl`` from GoEmotions' sentiment groups (Demszky et al. 2020,
google-research/google-research ``goemotions/data``, Apache 2.0; the grouped copy of
monologg/GoEmotions-pytorch at commit b75f9d3, ``data/group/{train,dev}.tsv``): the rows with
one group only, positive, negative or neutral (ambiguous and mixed rows left out), 12,000 of
the train split drawn with a fixed seed (``valence_head`` fits on them in under a minute on
2 cores; all 36,172 read the dev rows no better, 0.687 against 0.674) and every dev row, as
``{"text", "valence", "split"}``.

    python memory/text/data/build_goemotions.py /path/to/data/group
"""

import json
import random
import sys
from pathlib import Path

GROUPS = ("ambiguous", "negative", "neutral", "positive")  # the order of data/group/labels.txt
TRAIN_ROWS = 12_000
SEED = 0


def single(path: Path) -> list[tuple[str, str]]:
    """(text, group) of the rows of ``path`` labelled with one group, not ambiguous."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        text, labels, _ = line.split("\t")
        groups = {GROUPS[int(label)] for label in labels.split(",")}
        if len(groups) == 1 and "ambiguous" not in groups:
            rows.append((text, groups.pop()))
    return rows


def main(source: str) -> None:
    train = single(Path(source) / "train.tsv")
    kept = sorted(random.Random(SEED).sample(range(len(train)), TRAIN_ROWS))
    with (Path(__file__).parent / "goemotions_valence.jsonl").open("w", encoding="utf-8") as out:
        for split, rows in (("train", [train[i] for i in kept]), ("dev", single(Path(source) / "dev.tsv"))):
            for text, valence in rows:
                out.write(json.dumps({"text": text, "valence": valence, "split": split}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
