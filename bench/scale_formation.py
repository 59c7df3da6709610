"""Formation at the embedding bound (issue 19, item 2), run by ``bench/scale.py
--only-formation`` (and after the single-person sizes): synthetic chat turns ingested as a
turn ingests them, formed by ``HIPPOCAMPUS_WORKER_CONCURRENCY`` worker processes, beside the
embedding-only ceiling: the texts each worker embedded, embedded again alone by it."""

from __future__ import annotations

import os
import queue
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from bench import benchdb, results_md, scale_corpus

RESULTS = benchdb.REPO_ROOT / "bench" / "RESULTS.md"
# The synthetic chat's first day; its sessions are a day apart.
START = datetime(2022, 1, 1, tzinfo=timezone.utc)


class EmbeddingRecorder:
    """Records every batch the process hands the embedding model (``encoder._run``, which
    every ``embed_many`` and ``embed`` reaches) and the time spent in it, and in the refusal
    gate, while the block runs: what formation embedded, to replay alone afterwards."""

    def __init__(self):
        self.batches: list[list[str]] = []
        self.embedding_seconds = 0.0
        self.gate_seconds = 0.0

    def __enter__(self):
        from memory import refusal
        from memory.embeddings import encoder

        self._run, self._screen_many = encoder._run, refusal.screen_many

        def run(texts, **options):
            started = time.perf_counter()
            try:
                return self._run(texts, **options)
            finally:
                self.batches.append(list(texts))
                self.embedding_seconds += time.perf_counter() - started

        def screen_many(*args, **kwargs):
            started = time.perf_counter()
            try:
                return self._screen_many(*args, **kwargs)
            finally:
                self.gate_seconds += time.perf_counter() - started

        encoder._run, refusal.screen_many = run, screen_many
        return self

    def __exit__(self, *exc):
        from memory import refusal
        from memory.embeddings import encoder

        encoder._run, refusal.screen_many = self._run, self._screen_many

    @property
    def texts(self) -> int:
        return sum(len(batch) for batch in self.batches)

    def replay(self) -> tuple[float, float]:
        """Embed the recorded batches again through ``embed_many``, alone; (wall, CPU) seconds."""
        from memory.embeddings import encoder

        encoder.forget_recent()
        started, cpu_started = time.perf_counter(), time.process_time()
        for batch in self.batches:
            encoder.embed_many(batch)
        return time.perf_counter() - started, time.process_time() - cpu_started


def measure_formation(turns: int, seed: int, workers: int = 1, judged: bool = True, repeats: int = 1) -> dict:
    """Ingest ``turns`` synthetic chat turns (sessions of 40, a day apart) for ``workers``
    fresh people (sessions in turn), each judged by the refusal gate as it arrives as a
    turn judges it (``judged``; without, formation judges them all), then form every
    session in ``workers`` processes (as HIPPOCAMPUS_WORKER_CONCURRENCY Celery workers
    would, each with its one embedding thread); returns turns/s of formation and of
    ingestion, the CPU seconds formation took in the workers (steadier than the wall
    clock on shared cores; PostgreSQL's work is not in them), and the embedding-only ceiling: the texts each worker embedded, embedded again alone by the
    same workers at the same time, as turns/s.

    With ``repeats`` above one, as many sets of people are ingested (the chat of seed
    ``seed + r`` for the r-th, so no text is read or embedded from an earlier repeat's
    caches), and each set is formed and then its ceiling replayed before the next set
    starts: every ratio compares a formation with a ceiling measured right after it. A run
    on shared cores moves one ratio by several points (issue 19); the figures returned are
    the repeat whose ratio is the median, with every repeat's ratio in ``ratios``; the
    rows digest and counts are the first repeat's (seed ``seed``, as a single run's)."""
    import multiprocessing

    from django.db import connections

    from memory.models import Belief, Episode

    ingested = [_ingest(turns, seed + repeat, workers, judged, first=repeat * workers) for repeat in range(repeats)]
    connections.close_all()  # the workers open their own
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(workers), context.Queue()
    processes = [context.Process(target=_form_in, args=([conversations[i] for _, conversations, _ in ingested],
                                                        barrier, results))
                 for i in range(workers)]
    for process in processes:
        process.start()
    done = []
    while len(done) < workers:
        try:
            done.append(results.get(timeout=5))
        except queue.Empty:
            if any(process.exitcode for process in processes):  # the others would wait at the barrier for ever
                for process in processes:
                    process.terminate()
                sys.exit("a formation worker failed (its traceback is above)")
    for process in processes:
        process.join()
    figures = [_figures([d[repeat] for d in done], turns, ingest_seconds)
               for repeat, (_, _, ingest_seconds) in enumerate(ingested)]
    ratios = [f["ratio"] for f in figures]
    median = sorted(range(repeats), key=lambda r: ratios[r])[repeats // 2]
    people = ingested[0][0]
    return {
        "turns": turns, "sessions": sum(len(c) for c in ingested[0][1]), "workers": workers, "judged": judged,
        "load_average_1m": os.getloadavg()[0], "repeats": repeats, "ratios": ratios, "median_repeat": median,
        **figures[median],
        "episodes": Episode.objects.filter(user__in=people).count(),
        "beliefs": Belief.objects.filter(user__in=people).count(),
        "formed_digest": formed_digest(people),
    }


def _ingest(turns: int, seed: int, workers: int, judged: bool, first: int) -> tuple[list, list[list[int]], float]:
    """``turns`` chat turns of seed ``seed`` ingested for ``workers`` new people (named from
    ``first`` on), as ``measure_formation`` says; (the people, each one's conversation ids,
    seconds ingestion took)."""
    from django.contrib.auth import get_user_model

    from memory import archive, cycle, refusal

    # One person per worker, their sessions in turn: formation is one at a time per person.
    people = [get_user_model().objects.create_user(f"scale-chat-{first + i}") for i in range(workers)]
    conversations, ingest_seconds, previous = [[] for _ in people], 0.0, {}
    for position, (speaker, text) in enumerate(scale_corpus.chat(turns, seed)):
        session = position // 40
        when = START + timedelta(days=session, seconds=20 * (position % 40))
        started = time.perf_counter()
        person = people[session % workers]
        message = cycle.ingest(cycle.Attention(user=person, channel="cli", text=text, when=when,
                                               speaker=speaker, provider_id=f"scale:{first}:{position}"))
        if judged:
            # As the turn does (its step 3): the gate judges each message as it arrives, with
            # the message before, and the row keeps the verdict formation then reuses.
            before = previous.get(message.conversation_id)
            verdict = refusal.screen(text, user=person, channel="cli", previous=before)
            archive.apply_verdict(message, verdict)
            previous[message.conversation_id] = text
        ingest_seconds += time.perf_counter() - started
        if message.conversation_id not in conversations[session % workers]:
            conversations[session % workers].append(message.conversation_id)
    return people, conversations, ingest_seconds


def _figures(done: list[dict], turns: int, ingest_seconds: float) -> dict:
    """One repeat's figures from its workers' clock readings (``_form_in``)."""
    formation_seconds = max(d["formed"] for d in done) - min(d["started"] for d in done)
    ceiling_seconds = max(d["replayed"] for d in done) - min(d["formed_all"] for d in done)
    texts = sum(d["texts"] for d in done)
    return {
        "formation_seconds": formation_seconds, "formation_turns_per_s": turns / formation_seconds,
        "formation_cpu_seconds": sum(d["cpu"] for d in done),
        "postgres_cpu_seconds": None if any(d["postgres"] is None for d in done) else sum(d["postgres"] for d in done),
        "embedding_in_formation_seconds": sum(d["embedding"] for d in done),
        "gate_seconds": sum(d["gate"] for d in done),
        "texts_per_turn": texts / turns, "embedded_texts_per_s": texts / ceiling_seconds,
        "ceiling_turns_per_s": turns / ceiling_seconds, "ceiling_cpu_seconds": sum(d["ceiling_cpu"] for d in done),
        "ratio": ceiling_seconds / formation_seconds,
        "ingest_turns_per_s": turns / ingest_seconds,
    }


# What formation wrote for the bench's people, in an order of their own: a change that
# only makes formation cheaper must leave every row as it was. Floats derived from vectors
# rounded to 6 places (a text embedded in another batch differs in the seventh); the
# times a row was written (a supersession's, a revision's) left out.
_FORMED = (
    """SELECT e.source_key, e.summary, round(e.significance::numeric, 6), e.valence, e.occurred_at, e.ended_at,
              (SELECT array_agg(m.message_id ORDER BY m.message_id) FROM memory_episode_source_messages AS m
               WHERE m.episode_id = e.id)
       FROM memory_episode AS e WHERE e.user_id = ANY(%(people)s) ORDER BY e.user_id, e.source_key""",
    """SELECT b.user_id, b.full, b.compressed, b.kind, b.status, b.reinforcement_count,
              round(b.depth_center::numeric, 6), round(b.depth_at_last_access::numeric, 6),
              round(b.significance::numeric, 6), b.valence, b.emotional, b.people, b.topics, b.created_at,
              b.last_accessed, b.valid_from, s.full,
              (SELECT array_agg(e.source_key ORDER BY e.source_key) FROM memory_belief_derived_from AS d
               JOIN memory_episode AS e ON e.id = d.episode_id WHERE d.belief_id = b.id)
       FROM memory_belief AS b LEFT JOIN memory_belief AS s ON s.id = b.superseded_by_id
       WHERE b.user_id = ANY(%(people)s) ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11""",
    """SELECT b.full, r.reason, r.accepted, r.old_full, r.new_full, r.old_compressed, r.new_compressed, r.old_kind,
              r.new_kind, round(r.embedding_similarity::numeric, 6), r.llm_verdict, r.note,
              (SELECT array_agg(e.source_key ORDER BY e.source_key) FROM memory_beliefrevision_episodes AS x
               JOIN memory_episode AS e ON e.id = x.episode_id WHERE x.beliefrevision_id = r.id)
       FROM memory_beliefrevision AS r JOIN memory_belief AS b ON b.id = r.belief_id
       WHERE b.user_id = ANY(%(people)s) ORDER BY 1, 2, 5, 12""",
    "SELECT id, status FROM memory_message WHERE user_id = ANY(%(people)s) ORDER BY id",
)


def formed_digest(people) -> str:
    """A digest of every episode, belief, provenance link, revision and message status
    formation wrote for ``people`` (``_FORMED``): the same input formed the same way gives
    the same digest whatever the run's timing."""
    import hashlib

    from django.db import connection

    digest = hashlib.sha256()
    with connection.cursor() as cursor:
        for sql in _FORMED:
            cursor.execute(sql, {"people": [person.pk for person in people]})
            digest.update(repr(cursor.fetchall()).encode())
    return digest.hexdigest()[:12]


def _backend_clock():
    """A reader of the CPU seconds this process's PostgreSQL backend has used (its
    ``/proc/<pid>/schedstat``), which return None when the server is not on this machine or
    its processes cannot be read: formation's statements cost CPU there too, on the
    same cores when the server is the embedded one."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        path = Path(f"/proc/{cursor.fetchone()[0]}/schedstat")

    def read() -> float | None:
        try:
            return int(path.read_text().split()[0]) / 1e9
        except (OSError, ValueError, IndexError):
            return None

    return read


def _form_in(repeats: list[list[int]], barrier, results) -> None:
    """One formation worker: warm, then for each repeat's conversations wait for the
    others, form them, wait for the others again, replay what it embedded and wait for
    the others once more (so no replay overlaps the next formation); puts its clock
    readings, one dict a repeat, on ``results``. Warm as a Celery worker process is once
    started (``hippocampus.celery``): the model loaded, and what formation reads at first
    use (``socrates.prepare``)."""
    from memory import formation, socrates
    from memory.embeddings import encoder
    from memory.models import Conversation

    encoder._session.cache_clear()  # a session of its own, not the forked parent's
    encoder.embed_many(["warm up the model before the clock starts"])
    socrates.prepare()
    backend = _backend_clock()
    readings = []
    for conversation_ids in repeats:
        encoder.forget_recent()  # a worker never embedded what ingestion or a replay did
        conversations = list(Conversation.objects.filter(pk__in=conversation_ids).order_by("pk"))
        barrier.wait()
        with EmbeddingRecorder() as recorder:
            started, cpu_started, postgres_started = time.time(), time.process_time(), backend()
            list(formation.form_conversations(conversations, force=True))
            formed, cpu = time.time(), time.process_time() - cpu_started
            postgres = None if postgres_started is None else backend() - postgres_started
        barrier.wait()
        formed_all = time.time()
        ceiling_seconds, ceiling_cpu = recorder.replay()
        readings.append({"started": started, "formed": formed, "formed_all": formed_all,
                         "replayed": formed_all + ceiling_seconds, "cpu": cpu, "ceiling_cpu": ceiling_cpu,
                         "postgres": postgres, "embedding": recorder.embedding_seconds, "gate": recorder.gate_seconds,
                         "texts": recorder.texts})
        barrier.wait()
    results.put(readings)


def formation_lines(formation: dict) -> list[str]:
    """The formation figures of a report, as markdown lines."""
    return [
        f"Formation (LLM off, {formation['workers']} worker process(es), one embedding thread each): "
        f"{formation['turns']} turns in {formation['sessions']} sessions → "
        f"**{formation['formation_turns_per_s']:.0f} turns/s** ({formation['formation_seconds']:.1f} s, "
        f"{formation['formation_cpu_seconds']:.1f} s CPU in the workers; "
        f"{formation['episodes']} episodes, {formation['beliefs']} beliefs, rows digest "
        f"{formation.get('formed_digest', '—')}); ingestion "
        f"{formation['ingest_turns_per_s']:.0f} turns/s ("
        f"{'each message judged by the gate on arrival, as a turn does' if formation.get('judged') else 'not judged on arrival: formation judges every message'}"
        f"); load avg (1 min) {formation['load_average_1m']:.1f}.",
        f"Embedding-only ceiling, same run, same texts ({formation['texts_per_turn']:.2f} embedded texts a turn, "
        f"{formation['embedded_texts_per_s']:.0f} texts/s through embed_many, {formation['ceiling_cpu_seconds']:.1f} s "
        f"CPU): "
        f"**{formation['ceiling_turns_per_s']:.0f} turns/s**; formation reaches **{formation['ratio']:.0%}** of it"
        f"{_of_repeats(formation)} (embedding {formation['embedding_in_formation_seconds']:.1f} s of formation's "
        f"{formation['formation_seconds']:.1f} s; the refusal gate, its embedding included, "
        f"{formation['gate_seconds']:.1f} s).",
        *_not_embedding(formation),
    ]


def _of_repeats(formation: dict) -> str:
    """Which repeat the figures are, when there were several: ", the median of 5 repeats
    (82, 85, 86, 88, 90 %)"."""
    ratios = formation.get("ratios", [])
    if len(ratios) < 2:
        return ""
    return f", the median of {len(ratios)} repeats ({', '.join(f'{r:.0%}'[:-1] for r in sorted(ratios))} %)"


def _not_embedding(formation: dict) -> list[str]:
    """The CPU formation spends besides embedding, per 1,000 turns, when its PostgreSQL
    backends could be read: the workers' CPU less the ceiling's, plus the backends'. With as
    many workers as cores the ratio is about C / (C + N), C the ceiling's CPU."""
    postgres = formation.get("postgres_cpu_seconds")
    if postgres is None:
        return []
    per = 1000 / formation["turns"]
    workers, ceiling = formation["formation_cpu_seconds"] * per, formation["ceiling_cpu_seconds"] * per
    return [
        f"Not embedding, per 1,000 turns: **{workers - ceiling + postgres * per:.2f} s CPU** (the workers' "
        f"{workers:.2f} s less the ceiling's {ceiling:.2f} s, plus their PostgreSQL backends' {postgres * per:.2f} s).",
    ]


def record(report: dict, latest: str) -> None:
    meta, formation = report["meta"], report["formation"]
    results_md.update_section(
        RESULTS, "Formation at the embedding bound",
        intro=("Formation turns/s beside the embedding-only ceiling measured in the same run on the same texts (what "
               "the workers embedded, embedded again alone by them), one embedding thread per worker process. "
               "Target: ≥ 85 % of the ceiling. Produced by `bench/scale.py --only-formation --record`."),
        history_header=["date", "commit", "workers", "formation turns/s", "ceiling turns/s", "ratio",
                        "texts a turn", "load avg (1 min)", "command"],
        row=[meta["date"], meta["commit"], str(formation["workers"]), f"{formation['formation_turns_per_s']:.1f}",
             f"{formation['ceiling_turns_per_s']:.1f}", f"{formation['ratio']:.0%}",
             f"{formation['texts_per_turn']:.2f}", f"{formation['load_average_1m']:.1f}", f"`{meta['command']}`"],
        latest=latest,
    )
