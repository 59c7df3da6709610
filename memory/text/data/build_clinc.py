"""Makes ``clinc_rituals.jsonl`` from CLINC150's ``data_full.json`` (clinc/oos-eval, commit
828f809, CC BY 3.0): every row of its train, val and test splits and of their out-of-scope
rows, as ``{"text", "intent", "split"}`` (out-of-scope rows have intent "oos"). The ritual
head (``memory.text.ritual_head``) learns from the train rows; val and test are read only by
``bench/ritual_head.py``.

    python memory/text/data/build_clinc.py /path/to/data_full.json
"""

import json
import sys
from pathlib import Path

SPLITS = ("train", "oos_train", "val", "oos_val", "test", "oos_test")


def main(source: str) -> None:
    data = json.loads(Path(source).read_text(encoding="utf-8"))
    with (Path(__file__).parent / "clinc_rituals.jsonl").open("w", encoding="utf-8") as out:
        for split in SPLITS:
            for text, intent in data[split]:
                row = {"text": text, "intent": intent, "split": split.removeprefix("oos_")}
                out.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
