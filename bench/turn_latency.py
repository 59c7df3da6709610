"""A turn's latency split on this machine: retrieval vs generation, through memory.cycle.

    .venv/bin/python bench/turn_latency.py [--turns 5] [--database hippocampus_latency]

One person tells a fact, it is formed into memory, then each question goes through the
whole pipeline with the configured LLM backend (the embedded SmolLM2 by default); the
RetrievalTrace of each turn holds the two timings. The model is loaded before timing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb

QUESTIONS = [
    "Where does my sister live?",
    "What does Maya do for work?",
    "Any ideas for a weekend in Portugal?",
    "Tell me something about my family.",
    "What city should I visit next?",
]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=len(QUESTIONS))
    parser.add_argument("--database", default="hippocampus_latency")
    args = parser.parse_args(argv)
    benchdb.setup(args.database, seed=7, llm_backend=os.environ.get("HIPPOCAMPUS_LLM_BACKEND", "local"))
    from django.contrib.auth import get_user_model

    from memory import cycle, formation
    from memory.llm import get_llm

    person = get_user_model().objects.create_user("latency")
    told = cycle.handle(cycle.Attention(user=person, channel="cli", text="My sister Maya lives in Lisbon and works as an architect."))
    formation.form_conversation(told.inbound.conversation, force=True)
    get_llm().complete([{"role": "user", "content": "hi"}], max_tokens=4)
    rows = []
    for question in (QUESTIONS * args.turns)[: args.turns]:
        started = time.perf_counter()
        result = cycle.handle(cycle.Attention(user=person, channel="cli", text=question))
        total = (time.perf_counter() - started) * 1000
        rows.append((result.trace.retrieval_ms, result.trace.generation_ms, total))
        print(f"{question!r}: retrieval {rows[-1][0]:.0f} ms, generation {rows[-1][1]:.0f} ms, turn {total:.0f} ms")
    medians = [statistics.median(column) for column in zip(*rows)]
    print(f"{get_llm().name}: median retrieval {medians[0]:.0f} ms, generation {medians[1]:.0f} ms, turn {medians[2]:.0f} ms")


if __name__ == "__main__":
    main()
