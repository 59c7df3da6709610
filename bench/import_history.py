"""Importing a long history end to end (issue 19): a synthetic WhatsApp chat of
``--messages`` lines (scale_corpus's chat between Sam and a friend, 40 messages a day a
minute apart, so a session per day) through ``memory.people.imports`` — parsed, stored
through the archive, screened by the refusal gate, formed into episodes and beliefs —
into a fresh database, timed by phase, with the load average beside it.

    .venv/bin/python bench/import_history.py [--messages 10000] [--record]

``--record`` writes the result into bench/RESULTS.md ("Importing a history").
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, results_md, scale_corpus  # noqa: E402

PER_DAY = 40
TITLE = "Importing a history"


def whatsapp_chat(messages: int, seed: int) -> bytes:
    """An Android-style WhatsApp export of ``messages`` lines, a session per day."""
    start = datetime(2022, 1, 3, 19, 0)
    lines = []
    for position, (speaker, text) in enumerate(scale_corpus.chat(messages, seed)):
        when = start + timedelta(days=position // PER_DAY, minutes=position % PER_DAY)
        lines.append(f"{when:%d/%m/%Y, %H:%M} - {speaker}: {text}")
    return ("\n".join(lines) + "\n").encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--record", action="store_true", help="write the result into bench/RESULTS.md")
    args = parser.parse_args()
    benchdb.setup("hippocampus_bench_import", seed=args.seed)
    from django.conf import settings
    from django.contrib.auth import get_user_model

    from memory import embeddings
    from memory.models import Belief, Episode, Message
    from memory.people import imports

    settings.HIPPOCAMPUS["IMPORT_DIR"] = Path(tempfile.mkdtemp(prefix="hippocampus-import-"))
    embeddings.embed("warm up")  # the model loads once per process, not part of an import
    data = whatsapp_chat(args.messages, args.seed)
    user = get_user_model().objects.create_user("sam")
    revision = results_md.revision(Path(__file__).resolve().parent.parent)  # the code that runs
    load_before = os.getloadavg()
    marks = {"start": time.perf_counter()}

    def progress(job):
        if job.status == "forming" and "stored" not in marks:
            marks["stored"] = time.perf_counter()

    job = imports.do_start_import(user=user, data=data, name="WhatsApp Chat with a friend.txt", own=["Sam"])
    marks["planned"] = time.perf_counter()
    job = imports.run(job, progress=progress)
    marks["end"] = time.perf_counter()
    again = imports.run(imports.do_start_import(user=user, data=data, name="again.txt", own=["Sam"]))
    marks["again"] = time.perf_counter()
    load_after = os.getloadavg()
    total = marks["end"] - marks["start"]
    phases = {
        "check and plan (upload)": marks["planned"] - marks["start"],
        "store + gate": marks["stored"] - marks["planned"],
        "formation": marks["end"] - marks["stored"],
    }
    counts = {
        "messages": Message.objects.for_user(user).count(),
        "episodes": Episode.objects.for_user(user).count(),
        "beliefs": Belief.objects.for_user(user).count(),
    }
    load = f"{load_before[0]:.1f} → {load_after[0]:.1f}"
    lines = [
        f"{args.messages:,} messages ({len(data) / 1e6:.1f} MB WhatsApp export) imported in **{total:.0f} s** "
        f"({args.messages / total:.0f} messages/s), load average (1 min) {load}; "
        f"the same file again: {marks['again'] - marks['end']:.1f} s, {again.added} added.",
        "",
        "| phase | seconds | share |",
        "|---|---|---|",
        *[f"| {name} | {seconds:.1f} | {seconds / total:.0%} |" for name, seconds in phases.items()],
        "",
        f"Stored {counts['messages']:,} messages, {job.withheld} withheld; formed {counts['episodes']:,} episodes "
        f"and {counts['beliefs']:,} beliefs.",
    ]
    print("\n".join(lines))
    if args.record:
        results_md.update_section(
            Path(__file__).resolve().parent / "RESULTS.md",
            TITLE,
            intro=(
                "`.venv/bin/python bench/import_history.py --messages 10000 --record`: a synthetic WhatsApp chat "
                "(scale_corpus's chat, a session of 40 messages a day) imported end to end by "
                "`memory.people.imports` (the path of `manage.py import_history` and the import page's task), "
                "one process, `HIPPOCAMPUS_LLM_BACKEND=none` (the embedded model writes no summaries either), "
                "then imported again (nothing added)."
            ),
            history_header=["date", "commit", "machine", "messages", "seconds", "messages/s", "load (1 min)"],
            row=[
                results_md.today(), revision,
                results_md.machine(), f"{args.messages:,}", f"{total:.0f}", f"{args.messages / total:.0f}", load,
            ],
            latest="\n".join(lines),
        )


if __name__ == "__main__":
    main()
