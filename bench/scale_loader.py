"""The scale bench's store (``bench/scale.py``): one synthetic person's beliefs and their
provenance episodes COPYed in with the secondary indexes rebuilt after, and the MiniLM
vectors of its texts, computed once and cached under bench/cache/."""

from __future__ import annotations

import hashlib
import time
from datetime import datetime, timedelta, timezone

import numpy as np

from bench import benchdb

CACHE = benchdb.REPO_ROOT / "bench" / "cache"
BELIEFS_PER_EPISODE = 10
START = datetime(2022, 1, 1, tzinfo=timezone.utc)
# When the bench's questions are asked: no belief was accessed later.
ASKED_AT = datetime(2025, 6, 1, tzinfo=timezone.utc)


def cached_embeddings(texts: list[str], tag: str) -> np.ndarray:
    """MiniLM vectors of ``texts``, from bench/cache/<tag>-<hash>.npy when computed before."""
    from memory.embeddings.encoder import embed_many

    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    path = CACHE / f"{tag}-{digest}.npy"
    if path.exists():
        return np.load(path)
    CACHE.mkdir(parents=True, exist_ok=True)
    from tqdm import tqdm

    unique = list(dict.fromkeys(texts))
    chunks = [unique[i:i + 2048] for i in range(0, len(unique), 2048)]
    computed = np.vstack([embed_many(chunk) for chunk in tqdm(chunks, desc=f"embed {tag}", unit="chunk")])
    row = {text: position for position, text in enumerate(unique)}
    vectors = computed[[row[text] for text in texts]]
    np.save(path, vectors)
    return vectors


class BulkLoader:
    """COPY beliefs and their provenance episodes for one person, indexes rebuilt after."""

    TABLES = ("memory_belief", "memory_episode")

    def __init__(self, user):
        self.user = user
        self.loaded = 0

    @staticmethod
    def _copy(model, rows: list[dict]) -> None:
        from django.db import connection

        # A row without an id leaves it to the table's identity column.
        fields = [f for f in model._meta.concrete_fields
                  if (not f.primary_key or f.attname in rows[0]) and not f.generated]
        columns = ", ".join(f'"{f.column}"' for f in fields)
        with connection.cursor() as cursor, cursor.cursor.copy(f"COPY {model._meta.db_table} ({columns}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row([
                    f.get_db_prep_value(row[f.attname] if f.attname in row else f.get_default(), connection)
                    for f in fields
                ])

    @staticmethod
    def _reserve(table: str, count: int) -> list[int]:
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute(f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, %s)", [count])
            return [row[0] for row in cursor.fetchall()]

    def _secondary_indexes(self) -> list[tuple[str, str]]:
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname "
                "JOIN pg_index x ON x.indexrelid = c.oid WHERE i.tablename = ANY(%s) AND NOT x.indisunique",
                [list(self.TABLES)],
            )
            return cursor.fetchall()

    def grow_to(self, size: int, corpus: list, vectors: np.ndarray) -> float:
        """Load beliefs [loaded, size) with one episode per 10; returns the seconds taken.

        Dropping and rebuilding the indexes around the load is the owner's work
        (hippocampus.roles); the turns measured afterwards run as the application role."""
        from hippocampus import roles

        with roles.as_owner():
            return self._grow_to(size, corpus, vectors)

    def _grow_to(self, size: int, corpus: list, vectors: np.ndarray) -> float:
        from django.db import connection, transaction

        from memory.retrieval import candidates
        from memory.models import Belief, Episode, neighbours

        started = time.perf_counter()
        indexes = self._secondary_indexes()
        with connection.cursor() as cursor:
            for name, _ in indexes:
                cursor.execute(f'DROP INDEX "{name}"')
        chosen = range(self.loaded, size)
        groups = [list(chosen[i:i + BELIEFS_PER_EPISODE]) for i in range(0, len(chosen), BELIEFS_PER_EPISODE)]
        with transaction.atomic():
            episode_ids = self._reserve("memory_episode", len(groups))
            belief_ids = self._reserve("memory_belief", len(chosen))
            self._copy(Episode, [self._episode(pk, group, corpus, vectors) for pk, group in zip(episode_ids, groups)])
            self._copy(Belief, [self._belief(pk, i, corpus[i], vectors[i]) for pk, i in zip(belief_ids, chosen)])
            through = Belief.derived_from.through
            links = [{"belief_id": belief_ids[i - self.loaded], "episode_id": episode}
                     for episode, group in zip(episode_ids, groups) for i in group]
            self._copy(through, links)
        # As the lifecycle maintenance would (memory.models.neighbours.join), while the index
        # is down: a person of this size alone in the store is put in the beliefs' index.
        # From then on the database puts each new belief of theirs in as it is copied.
        for _ in neighbours.join(self.user, candidates.DENSE_BELIEFS):
            pass
        with connection.cursor() as cursor:
            cursor.execute("SET maintenance_work_mem = '1GB'")
            for _, definition in indexes:
                cursor.execute(definition)
            cursor.execute("VACUUM ANALYZE memory_belief")  # the rows join put in were rewritten
            cursor.execute("ANALYZE memory_episode; ANALYZE memory_belief_derived_from")
        candidates.statistics_changed()
        self.loaded = size
        return time.perf_counter() - started

    def _episode(self, pk: int, group: list[int], corpus, vectors) -> dict:
        when = START + timedelta(hours=6 * (group[0] // BELIEFS_PER_EPISODE))
        centre = vectors[group].mean(axis=0)
        return {
            "id": pk, "user_id": self.user.pk, "summary": " ".join(corpus[i].full for i in group),
            "occurred_at": when, "ended_at": when + timedelta(minutes=20), "created_at": when,
            "source_key": hashlib.sha256(f"scale:{group[0]}".encode()).hexdigest(),
            "significance": 0.3, "valence": 0.0, "embedding": centre / np.linalg.norm(centre),
        }

    def _belief(self, pk: int, index: int, belief, vector) -> dict:
        rng = np.random.default_rng(index)
        when = START + timedelta(hours=6 * (index // BELIEFS_PER_EPISODE))
        accessed = when + timedelta(days=float(rng.uniform(0, 400)))
        depth = float(rng.uniform(0.2, 0.9))
        return {
            "id": pk, "user_id": self.user.pk, "full": belief.full, "compressed": belief.compressed,
            "kind": belief.kind, "depth_center": depth, "depth_at_last_access": depth,
            "reinforcement_count": int(rng.integers(0, 12)), "significance": float(rng.uniform(0.1, 0.9)),
            "valence": float(rng.uniform(-0.6, 0.8)), "people": list(belief.people), "topics": list(belief.topics),
            "created_at": when, "valid_from": when, "last_accessed": min(accessed, ASKED_AT),
            "access_count": int(rng.integers(0, 20)), "embedding": vector,
        }
