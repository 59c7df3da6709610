"""How long the memory browser and settings pages take for a person with a large memory.

    .venv/bin/python bench/pages.py [--beliefs 5000] [--runs 7]

A throw-away database (``hippocampus_bench_pages``) gets one person with ``--beliefs``
beliefs (random vectors, tags from a small vocabulary, each used in a few turns' traces)
and another person with as many, so scoping is exercised; Django's test client then asks
for each page ``--runs`` times in-process (no network, no browser) and the median and
the slowest time of each are printed with the number of SQL queries it made.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import benchdb  # noqa: E402

PEOPLE = ["Maya", "Tom", "Iris", "Sam", "Lena", "Omar", "Zoe", "Raj"]
TOPICS = ["running", "lisbon", "work", "baking", "family", "music", "travel", "health", "books", "garden"]


def fill(user, beliefs: int, rng: random.Random) -> int:
    import numpy as np

    from memory.models import Belief, Conversation, Episode, Message, RetrievalTrace

    conversation = Conversation.objects.create(user=user, channel="web")
    message = Message.objects.create(user=user, conversation=conversation, role="user", channel="web",
                                     text="I told you many things.")
    episode = Episode(user=user, conversation=conversation, summary="Many things were said.",
                      occurred_at=message.created_at, ended_at=message.created_at, source_key=f"bench-{user.pk}",
                      embedding=np.zeros(384, dtype=np.float32) + 0.05)
    episode.save()
    episode.source_messages.add(message)
    vectors = np.random.default_rng(rng.randrange(2**32)).standard_normal((beliefs, 384)).astype(np.float32)
    rows = []
    for n, vector in enumerate(vectors):
        text = f"{rng.choice(PEOPLE)} and {user.username} talked about {rng.choice(TOPICS)} (note {n})."
        rows.append({"user": user, "full": text, "compressed": text[:80], "embedding": vector / np.linalg.norm(vector),
                     "depth_center": rng.random(), "kind": rng.choice(["fact", "preference", "goal"]),
                     "people": rng.sample(PEOPLE, 2), "topics": rng.sample(TOPICS, 2)})
    made = []
    for start in range(0, len(rows), 1000):
        made += Belief.objects.create_derived_many(episodes=[episode], rows=rows[start:start + 1000])
    RetrievalTrace.objects.bulk_create([
        RetrievalTrace(user=user, conversation=conversation, level=2, budget=600, injected=[
            {"kind": "belief", "id": b.pk, "form": "full", "score": 0.01, "tokens": 9, "weight": b.depth_center}
            for b in rng.sample(made, 8)])
        for _ in range(beliefs // 4)
    ])
    return made[0].pk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--beliefs", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    benchdb.setup("hippocampus_bench_pages", seed=7)
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    rng = random.Random(7)
    person = get_user_model().objects.create_user("pat")
    other = get_user_model().objects.create_user("quinn")
    first = fill(person, args.beliefs, rng)
    fill(other, args.beliefs, rng)
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(person)
    pages = ["/memories/", "/memories/?q=lisbon", "/memories/?person=Maya&topic=work&order=kind",
             "/memories/?order=-recency&page=20", f"/memories/{first}/", "/settings/",
             "/settings/plot/?preset=custom&percent=2.5"]
    print(f"{args.beliefs} beliefs each for two people; median / slowest of {args.runs} runs, in-process")
    for url in pages:
        times = []
        for _ in range(args.runs):
            with CaptureQueriesContext(connection) as queries:
                started = time.perf_counter()
                response = client.get(url)
                times.append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200, (url, response.status_code)
        print(f"{url:55} {statistics.median(times):7.1f} / {max(times):7.1f} ms  {len(queries)} queries")


if __name__ == "__main__":
    main()
