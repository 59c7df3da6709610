"""A turn's latency on this machine, through memory.cycle and through the web chat.

    .venv/bin/python bench/turn_latency.py [--turns 5] [--database hippocampus_latency]
    .venv/bin/python bench/turn_latency.py --websocket [--turns 20]

One person tells a fact, it is formed into memory, then each question goes through the
whole pipeline with the configured LLM backend (the embedded SmolLM2 by default).

- Without ``--websocket``, in this process: the RetrievalTrace of each turn holds the
  retrieval and generation timings; the first token is timed through ``on_token``. The
  model is loaded before timing.
- With ``--websocket``, as a browser sees it: a daphne process serves the app on a free
  port against the same database and the real Redis channel layer; a signed-in
  WebSocket client sends each question and times the first streamed token and the
  final rendered reply (p50 / p95). One untimed turn loads the models first.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
import uuid
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


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (p50, p95) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=len(QUESTIONS))
    parser.add_argument("--database", default="hippocampus_latency")
    parser.add_argument("--websocket", action="store_true", help="time the web chat over a real daphne")
    args = parser.parse_args(argv)
    database_url = benchdb.setup(
        args.database, seed=7, llm_backend=os.environ.get("HIPPOCAMPUS_LLM_BACKEND", "local")
    )
    from django.contrib.auth import get_user_model

    from memory import cycle, formation

    person = get_user_model().objects.create_user("latency")
    told = cycle.handle(cycle.Attention(user=person, channel="cli", text="My sister Maya lives in Lisbon and works as an architect."))
    formation.form_conversation(told.inbound.conversation, force=True)
    questions = (QUESTIONS * args.turns)[: args.turns]
    if args.websocket:
        over_websocket(person, questions, database_url)
    else:
        in_process(person, questions)


def in_process(person, questions: list[str]) -> None:
    from memory import cycle
    from memory.llm import get_llm

    get_llm().complete([{"role": "user", "content": "hi"}], max_tokens=4)
    rows = []
    for question in questions:
        firsts = []
        started = time.perf_counter()

        def on_token(piece, firsts=firsts, started=started):
            if not firsts:
                firsts.append((time.perf_counter() - started) * 1000)

        result = cycle.handle(cycle.Attention(user=person, channel="cli", text=question), on_token=on_token)
        total = (time.perf_counter() - started) * 1000
        first = firsts[0] if firsts else total
        rows.append((result.trace.retrieval_ms, first, result.trace.generation_ms, total))
        print(f"{question!r}: retrieval {rows[-1][0]:.0f} ms, first token {first:.0f} ms, "
              f"generation {rows[-1][2]:.0f} ms, turn {total:.0f} ms")
    medians = [statistics.median(column) for column in zip(*rows)]
    firsts = [row[1] for row in rows]
    print(f"{get_llm().name}: median retrieval {medians[0]:.0f} ms, first token {medians[1]:.0f} ms "
          f"(p50 {percentile(firsts, 0.5):.0f} / p95 {percentile(firsts, 0.95):.0f}), "
          f"generation {medians[2]:.0f} ms, turn {medians[3]:.0f} ms; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def over_websocket(person, questions: list[str], database_url: str) -> None:
    from django.conf import settings
    from django.test import Client
    from websockets.sync.client import connect

    browser = Client()
    browser.force_login(person)
    cookie = f"{settings.SESSION_COOKIE_NAME}={browser.cookies[settings.SESSION_COOKIE_NAME].value}"
    # It measures latency, not the per-person chat limit (20 turns a minute by default),
    # which a fast backend would otherwise reach before the last question.
    os.environ["HIPPOCAMPUS_CHAT_RATE"] = "100000/min"
    with benchdb.served(database_url) as port:
        origin = f"http://127.0.0.1:{port}"
        with connect(f"ws://127.0.0.1:{port}/ws/chat/", additional_headers={"Cookie": cookie, "Origin": origin},
                     open_timeout=60) as chat:
            one_turn(chat, "Hello!")  # loads the embedding model and the LLM in daphne
            firsts, wholes = [], []
            for question in questions:
                first, whole, pieces = one_turn(chat, question)
                firsts.append(first)
                wholes.append(whole)
                print(f"{question!r}: first token {first:.0f} ms, whole reply {whole:.0f} ms ({pieces} pieces)")
    print(f"web chat over WebSocket, {len(questions)} turns, {settings.HIPPOCAMPUS['LLM_BACKEND']} backend: "
          f"first token p50 {percentile(firsts, 0.5):.0f} ms / p95 {percentile(firsts, 0.95):.0f} ms; "
          f"whole reply p50 {percentile(wholes, 0.5):.0f} ms / p95 {percentile(wholes, 0.95):.0f} ms; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def one_turn(chat, text: str) -> tuple[float, float, int]:
    """(ms to the first streamed token, ms to the rendered reply, pieces streamed)."""
    key = str(uuid.uuid4())
    started = time.perf_counter()
    chat.send(json.dumps({"text": text, "client_id": key}))
    first, pieces = None, 0
    while True:
        frame = chat.recv(timeout=300)
        elapsed = (time.perf_counter() - started) * 1000
        if f'id="reply-{key}" hx-swap-oob="beforeend"' in frame:
            pieces += 1
            first = first if first is not None else elapsed
        elif f'id="turn-{key}"' in frame and "data-final" in frame:
            return (first if first is not None else elapsed), elapsed, pieces


if __name__ == "__main__":
    main()
