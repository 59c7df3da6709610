"""The refusal gate's development data as typed in a chat: each message in its texting form
(``texting``: lower case, no apostrophes, no closing full stop, question or exclamation mark),
to measure how much the gate's verdicts depend on those marks.

    .venv/bin/python bench/refusal_texting_view.py OUT_DIR
    .venv/bin/python manage.py bench_refusal --data OUT_DIR/dev_texting.jsonl
    .venv/bin/python bench/refusal_false_alarms.py --data OUT_DIR/locomo_dev_texting.json

Writes the dev split of the floor head's training rows (never the test split) and the five
LoCoMo development conversations (a turn's photo caption left out, so the message ends as
typed). Development data only, like the sets it is made from.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

LOCOMO_DEV = Path(__file__).resolve().parent.parent.parent / "shared" / "bench" / "locomo_dev.json"
_CLOSING = re.compile(r"[\s.!?]+$")


def texting(text: str) -> str:
    """``text`` as typed in a chat: lower case, no apostrophes, no closing full stop,
    question or exclamation mark."""
    return _CLOSING.sub("", text.strip().lower().replace("'", "").replace("\u2019", ""))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    import django

    django.setup()
    from memory.refusal.evaluation import split_rows

    args.out.mkdir(parents=True, exist_ok=True)
    rows = split_rows("dev")
    with open(args.out / "dev_texting.jsonl", "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps({"text": texting(row["text"]), "label": row["label"]}) + "\n")
    conversations = json.loads(LOCOMO_DEV.read_text(encoding="utf-8"))
    sessions = [session for c in conversations for session in c["conversation"].values() if isinstance(session, list)]
    turns = [turn for session in sessions for turn in session]
    for turn in turns:
        turn["text"] = texting(turn["text"]) or turn["text"]
        turn.pop("blip_caption", None)
    (args.out / "locomo_dev_texting.json").write_text(json.dumps(conversations), encoding="utf-8")
    print(f"{len(rows)} dev rows and {len(turns)} LoCoMo turns written to {args.out}")


if __name__ == "__main__":
    main()
