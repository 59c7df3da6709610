"""Episodic memory (seed 004): append-only and immutable after write.

Immutability is structural: a Postgres trigger (migration 0002) rejects UPDATE and DELETE
on the episode table and on its source-message links; the model refuses the same through
the ORM. Account erasure (``memory.people.erasure.do_erase_account``) is the one
sanctioned exception: ``erase_episodes`` calls the owner's SECURITY DEFINER function
(migration 0014), the only way the application role gets past the trigger.
"""

from django.conf import settings
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import connection, models
from django.utils import timezone
from pgvector.django import HnswIndex, VectorField

from memory.models.archive import Conversation, Message
from memory.models.person_words import PersonWords
from memory.models.scoping import UserScopedQuerySet, manager_of

EMBEDDING_DIMENSIONS = 384


class EpisodeImmutable(Exception):
    """Raised when code tries to change or delete an episode."""


class EpisodeQuerySet(UserScopedQuerySet):
    def update(self, **kwargs):
        raise EpisodeImmutable("episodes are append-only; they cannot be updated")

    def delete(self):
        raise EpisodeImmutable("episodes are append-only; they cannot be deleted")


class Episode(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="episodes")
    conversation = models.ForeignKey(
        Conversation, null=True, blank=True, on_delete=models.CASCADE, related_name="episodes"
    )
    summary = models.TextField()
    occurred_at = models.DateTimeField(help_text="when the first source message was said")
    ended_at = models.DateTimeField(help_text="when the last source message was said")
    source_messages = models.ManyToManyField(Message, related_name="episodes", blank=True)
    # Identifies the stretch of messages; formation twice over the same stretch is a no-op.
    source_key = models.CharField(max_length=64)
    significance = models.FloatField(default=0.3, help_text="Merzenich novelty weight, 0..1")
    valence = models.FloatField(default=0.0, help_text="-1 (negative) .. 1 (positive)")
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS)
    # The parsed text, stored: ranking full-text matches reads it instead of re-parsing
    # every matching row on every turn.
    search = models.GeneratedField(
        expression=SearchVector("summary", config="english"), output_field=SearchVectorField(), db_persist=True
    )
    created_at = models.DateTimeField(default=timezone.now)

    # ``search`` is for Postgres's full-text index; Python never reads it.
    objects = manager_of(EpisodeQuerySet, deferred=("search",))

    class Meta:
        ordering = ["occurred_at", "id"]
        constraints = [models.UniqueConstraint(fields=["user", "source_key"], name="episode_unique_stretch")]
        indexes = [
            HnswIndex(
                name="episode_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
            models.Index(fields=["user", "occurred_at"]),
            # Each word under its person's id: a person's full-text match reads only their
            # own rows however many people share the store (memory.models.person_words).
            GinIndex(PersonWords("user", "search"), name="episode_person_words"),
        ]

    def __str__(self):
        return f"episode {self.pk}: {self.summary[:60]}"

    def save(self, *args, **kwargs):
        if not self._state.adding:
            raise EpisodeImmutable("episodes are append-only; an existing episode cannot be saved")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise EpisodeImmutable("episodes are append-only; they cannot be deleted")


class EpisodeArchive(models.Model):
    """Archiving marks an episode without touching it (a row here, never an update)."""

    episode = models.OneToOneField(Episode, on_delete=models.CASCADE, related_name="archive")
    archived_at = models.DateTimeField(default=timezone.now)
    reason = models.CharField(max_length=200, blank=True)

    def __str__(self):
        return f"archive of episode {self.episode_id}"


def erase_episodes(*, user) -> int:
    """Remove every episode of ``user`` with the rows that point at them (provenance
    links, revision links, archive marks, source-message links); returns how many.

    Account erasure only (``memory.people.erasure.do_erase_account`` is its one caller):
    call it in the transaction that then deletes the account. The
    person's beliefs must go in that transaction too: a belief left without an episode
    fails the provenance check at commit.
    """
    with connection.cursor() as cursor:
        cursor.execute("SELECT hippocampus_erase_episodes(%s)", [user.pk])
        return cursor.fetchone()[0]
