"""Keeping bench/RESULTS.md: each harness owns one "## " section and rewrites only it.

A section holds a history table (one row per recorded run, never removed, so progress
stays visible) and the detailed tables of the latest run, followed by any notes written
by hand, which are kept. Other sections of the file, written by other harnesses or by
hand, are left byte for byte as they were.
"""

from __future__ import annotations

import os
import platform
import re
import subprocess
from datetime import datetime, timezone
from pathlib import Path

HISTORY_HEADING = "### History"
LATEST_HEADING = "### Latest run"
# The harness's own block under the latest-run heading; what else is written there by hand
# (notes on the runs, subsections) stays when the next run is recorded.
LATEST_START = "<!-- latest run: written by the harness -->"
LATEST_END = "<!-- end of the latest run -->"


def machine() -> str:
    """The machine in words: cores, memory, operating system."""
    memory = ""
    meminfo = Path("/proc/meminfo")
    if meminfo.exists():
        kib = int(meminfo.read_text().split("MemTotal:")[1].split()[0])
        memory = f", {kib / 1024 / 1024:.0f} GiB"
    system = platform.system()
    release = Path("/etc/os-release")
    if release.exists():
        for line in release.read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                system = line.split("=", 1)[1].strip('"')
    return f"{os.cpu_count()} cores{memory}, {system}"


def revision(repo: Path, paths: tuple[str, ...] = ("memory", "bench")) -> str:
    """The short commit hash, marked ``-dirty`` when ``paths`` have uncommitted changes."""
    def git(*args):
        return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True).stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    return f"{commit}-dirty" if git("status", "--porcelain", "--", *paths) else commit


def today() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def _history_rows(section: str) -> list[str]:
    if HISTORY_HEADING not in section:
        return []
    rows, lines = [], section.split(HISTORY_HEADING, 1)[1].splitlines()
    table = [line for line in lines[1:] if line.strip()]
    for line in table:
        if not line.startswith("|"):
            break
        rows.append(line)
    return rows[2:]  # after the header and the separator


def _notes(section: str) -> str:
    """What follows the latest run's block in ``section``: the notes written by hand. A
    section recorded before the block was marked keeps all it had there, the run before
    among the notes."""
    if LATEST_HEADING not in section:
        return ""
    rest = section.split(LATEST_HEADING, 1)[1]
    if LATEST_START in rest and LATEST_END in rest:
        head, tail = rest.split(LATEST_START, 1)
        rest = head + tail.split(LATEST_END, 1)[1]
    return rest.strip()


def update_section(path: Path, title: str, *, intro: str, history_header: list[str], row: list[str], latest: str) -> None:
    """Rewrite section ``## title`` of ``path``: intro, history (old rows + ``row``), latest,
    and the notes written by hand after the latest run before.

    The file and the section are created when missing; other sections are not touched.
    """
    text = path.read_text() if path.exists() else "# Benchmark results\n"
    heading = f"## {title}"
    before, after, old = text, "", ""
    # The whole heading line: "## Refusal gate" is not "## Refusal gate on ordinary conversation".
    line = re.search(rf"^{re.escape(heading)}$", text, flags=re.MULTILINE)
    if line:
        before, rest = text[: line.start()], text[line.end() :]
        cut = rest.find("\n## ")
        old, after = (rest, "") if cut < 0 else (rest[:cut], rest[cut + 1:])
    rows = _history_rows(old) + ["| " + " | ".join(row) + " |"]
    notes = _notes(old)
    section = "\n".join(
        [
            heading,
            "",
            intro.strip(),
            "",
            HISTORY_HEADING,
            "",
            "| " + " | ".join(history_header) + " |",
            "|" + "---|" * len(history_header),
            *rows,
            "",
            f"{LATEST_HEADING}",
            "",
            LATEST_START,
            latest.strip(),
            LATEST_END,
            "",
            *([notes, ""] if notes else []),
        ]
    )
    before = before.rstrip("\n") + "\n\n"
    path.write_text(before + section + ("\n" + after if after else ""))
