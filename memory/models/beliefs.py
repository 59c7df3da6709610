"""Semantic memory (seed 004): mutable beliefs, always traceable to episodes.

A belief cannot exist without provenance: a deferred constraint trigger (migration 0002)
rejects a commit that leaves a belief with no ``derived_from`` link. Create beliefs with
``Belief.objects.create_derived(episodes=[...], ...)``, which writes the belief and its
links in one transaction. Every change of text goes through a BeliefRevision.
"""

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.utils import timezone
from pgvector.django import HnswIndex, VectorField

from memory.models.episodes import EMBEDDING_DIMENSIONS, Episode
from memory.models import bulk
from memory.models.person_words import PersonWords
from memory.models.scoping import UserScopedQuerySet, manager_of


class MissingProvenance(Exception):
    """Raised when a belief would be written without the episodes it came from."""


class BeliefKind(models.TextChoices):
    FACT = "fact", "Fact"
    PREFERENCE = "preference", "Preference"
    GOAL = "goal", "Goal"
    VALUE = "value", "Value"
    IDENTITY = "identity", "Identity"
    CORRECTION = "correction", "Correction"
    SAFETY = "safety", "Safety boundary"


class BeliefStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    DORMANT = "dormant", "Dormant"
    PRUNED = "pruned", "Pruned"
    SUPERSEDED = "superseded", "Superseded"


class BeliefQuerySet(UserScopedQuerySet):
    def retrievable(self):
        return self.filter(status=BeliefStatus.ACTIVE)

    def create(self, **kwargs):
        raise MissingProvenance("use Belief.objects.create_derived(episodes=[...], ...)")

    def create_derived(self, *, episodes, **fields):
        """Create a belief together with its provenance, atomically."""
        return self.create_derived_many(episodes=episodes, rows=[fields])[0]

    def create_derived_many(self, *, episodes, rows: list[dict], then: tuple = (), params: dict | None = None):
        """Create beliefs that all derive from ``episodes``, in one statement; ``then``:
        further statements run with it, with their ``params`` (``bulk.insert``)."""
        episodes = list(episodes)
        if not episodes:
            raise MissingProvenance("a belief needs at least one episode it was derived from")
        if any(episode.user_id != row["user"].pk for row in rows for episode in episodes):
            raise MissingProvenance("a belief can only derive from its own user's episodes")
        beliefs = [self.model(**row) for row in rows]
        links = self.model.derived_from.through._meta.db_table
        # One statement writes the beliefs and their links (``bulk.insert``).
        bulk.insert(
            beliefs,
            then=(f"INSERT INTO {links} (belief_id, episode_id) "
                  f"SELECT inserted.id, e.id FROM inserted CROSS JOIN unnest(%(episodes)s::bigint[]) AS e(id)", *then),
            params={"episodes": [episode.pk for episode in episodes], **(params or {})},
        )
        return beliefs


class Belief(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="beliefs")
    full = models.TextField()
    compressed = models.CharField(max_length=300)
    kind = models.CharField(max_length=16, choices=BeliefKind.choices, default=BeliefKind.FACT)
    # Stochastic weight (seed 003 §2): observed weight ~ N(depth_center, sigma(reinforcement)).
    depth_center = models.FloatField(default=0.5)
    depth_at_last_access = models.FloatField(default=0.5, help_text="decay anchor (DESIGN §5)")
    reinforcement_count = models.PositiveIntegerField(default=0)
    significance = models.FloatField(default=0.3)
    valence = models.FloatField(default=0.0)
    immutable = models.BooleanField(default=False, help_text="safety boundaries only; always injected")
    pinned = models.BooleanField(default=False, help_text="never decays")
    emotional = models.BooleanField(default=False, help_text="resists decay")
    people = ArrayField(models.CharField(max_length=120), default=list, blank=True)
    topics = ArrayField(models.CharField(max_length=120), default=list, blank=True)
    triggers = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    status = models.CharField(max_length=16, choices=BeliefStatus.choices, default=BeliefStatus.ACTIVE)
    created_at = models.DateTimeField(default=timezone.now)
    last_accessed = models.DateTimeField(default=timezone.now)
    access_count = models.PositiveIntegerField(default=0)
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS)
    # The parsed text, stored: ranking full-text matches reads it instead of re-parsing
    # every matching row on every turn.
    search = models.GeneratedField(
        expression=SearchVector("full", config="english"), output_field=SearchVectorField(), db_persist=True
    )
    derived_from = models.ManyToManyField(Episode, related_name="beliefs")
    # Temporal validity: a superseded belief stays readable with its history.
    valid_from = models.DateTimeField(default=timezone.now)
    superseded_at = models.DateTimeField(null=True, blank=True)
    superseded_by = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL)
    # Reconsolidation bookkeeping (seed 004): the context of the last retrieval and of the
    # last verified rewrite; a belief is re-summarised only when the two have drifted apart.
    last_verified_at = models.DateTimeField(null=True, blank=True)
    verified_context = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    retrieval_context = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    retrieval_context_text = models.TextField(blank=True)
    # In the HNSW index: set by the database as the belief is written, from its person's
    # ``Profile.belief_index`` (a trigger, migration 0027), and for older rows by the
    # lifecycle maintenance that puts the person in (memory.models.neighbours.join).
    in_graph = models.BooleanField(default=False, db_default=False, editable=False)

    # ``search`` is for Postgres's full-text index; Python never reads it.
    objects = manager_of(BeliefQuerySet, deferred=("search",))

    class Meta:
        indexes = [
            # Only the beliefs of people whose store is large enough for the index to pay
            # (``in_graph``, memory.models.neighbours): everyone else's are scanned exactly,
            # and an entry in the graph is the costliest part of writing a belief.
            HnswIndex(
                name="belief_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
                condition=models.Q(in_graph=True),
            ),
            models.Index(fields=["user", "status", "-last_accessed"]),
            # Each word under its person's id: a person's full-text match reads only their
            # own rows however many people share the store (memory.models.person_words).
            GinIndex(PersonWords("user", "search"), name="belief_person_words"),
            # Immutable safety beliefs are fetched on every turn; they are few, so a
            # partial index finds them without scanning a person's whole store.
            models.Index(fields=["user"], condition=models.Q(immutable=True), name="belief_immutable"),
            # A person's own vectors side by side, for the exact nearest-neighbour scan of
            # a person with few beliefs among many people's (memory.models.neighbours):
            # read from the index alone, 10,000 of them among a million took half the
            # time of reading them from the table, where they lie among everyone's.
            models.Index(fields=["user"], include=["id", "embedding"], condition=models.Q(status="active"),
                         name="belief_person_vectors"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(depth_center__gte=0, depth_center__lte=1), name="belief_depth_in_unit"
            ),
        ]

    def __str__(self):
        return self.compressed or self.full[:80]

    def save(self, *args, **kwargs):
        if self._state.adding:  # new beliefs are written with their provenance, in bulk
            raise MissingProvenance("use Belief.objects.create_derived(episodes=[...], ...)")
        super().save(*args, **kwargs)


class RevisionReason(models.TextChoices):
    RECONSOLIDATION = "reconsolidation", "Reconsolidation"
    MERGE = "merge", "Merge of a near-duplicate"
    CORRECTION = "correction", "Correction by the person"
    CONTRADICTION = "contradiction", "Contradiction (Socrates)"
    PROMOTION = "promotion", "Promotion"
    PIN = "pin", "Pinned or unpinned by the person"
    DISPUTE = "dispute", "Marked wrong by the person"
    # A status change (the text stays): pruning by an operator (memory.maintenance.pruning).
    PRUNING = "pruning", "Pruning"


class RevisionQuerySet(UserScopedQuerySet):
    user_field = "belief__user"

    def record(self, belief, *, reason, episodes, new_full=None, new_compressed=None, new_kind=None, **fields):
        """Write the revision of ``belief`` from its current text and kind to the new ones
        (unchanged where not given), linked to the ``episodes`` behind it."""
        revision = self.unsaved(belief, reason=reason, new_full=new_full, new_compressed=new_compressed,
                                new_kind=new_kind, **fields)
        self._for_write = True  # as ``create`` routes the write
        revision.save(force_insert=True, using=self.db)
        revision.episodes.add(*episodes)
        return revision

    def unsaved(self, belief, *, reason, new_full=None, new_compressed=None, new_kind=None, **fields):
        """``record``'s revision, not yet written, for a caller that writes it with more in
        one statement (``memory.models.bulk.insert``; ``socrates.supersede``)."""
        return self.model(
            belief=belief,
            reason=reason,
            old_full=belief.full,
            new_full=belief.full if new_full is None else new_full,
            old_compressed=belief.compressed,
            new_compressed=belief.compressed if new_compressed is None else new_compressed,
            old_kind=belief.kind,
            new_kind=belief.kind if new_kind is None else new_kind,
            **fields,
        )


class BeliefRevision(models.Model):
    """Every change of a belief's text, or a rejected attempt (``accepted=False``)."""

    belief = models.ForeignKey(Belief, on_delete=models.CASCADE, related_name="revisions")
    reason = models.CharField(max_length=20, choices=RevisionReason.choices)
    accepted = models.BooleanField(default=True)
    old_full = models.TextField()
    new_full = models.TextField()
    old_compressed = models.CharField(max_length=300, blank=True)
    new_compressed = models.CharField(max_length=300, blank=True)
    old_kind = models.CharField(max_length=16, blank=True)
    new_kind = models.CharField(max_length=16, blank=True)
    embedding_similarity = models.FloatField(null=True, blank=True)
    llm_verdict = models.CharField(max_length=200, blank=True)
    note = models.TextField(blank=True)
    episodes = models.ManyToManyField(Episode, related_name="revisions", blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    objects = models.Manager.from_queryset(RevisionQuerySet)()

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self):
        return f"{self.reason} of belief {self.belief_id}"


class CoAccess(models.Model):
    """Hebbian co-retrieval strength between two beliefs of one user (belief_a < belief_b)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    belief_a = models.ForeignKey(Belief, on_delete=models.CASCADE, related_name="+")
    belief_b = models.ForeignKey(Belief, on_delete=models.CASCADE, related_name="+")
    count = models.FloatField(default=0.0)
    last_co_accessed = models.DateTimeField(default=timezone.now)

    objects = models.Manager.from_queryset(UserScopedQuerySet)()

    class Meta:
        verbose_name_plural = "co-access pairs"
        constraints = [
            models.UniqueConstraint(fields=["belief_a", "belief_b"], name="coaccess_unique_pair"),
            models.CheckConstraint(condition=models.Q(belief_a__lt=models.F("belief_b")), name="coaccess_ordered"),
        ]
        indexes = [models.Index(fields=["user", "belief_b"])]

    def __str__(self):
        return f"{self.belief_a_id}~{self.belief_b_id} ({self.count:.2f})"
