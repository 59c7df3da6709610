"""What retrieval did on each turn, what each user's relevance blend has learned, and
what each maintenance run did."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from pgvector.django import VectorField

from memory.models.archive import Conversation, Message
from memory.models.episodes import EMBEDDING_DIMENSIONS
from memory.models.scoping import UserScopedManager

# Seed 003 §3: starting Dirichlet concentration per relevance component.
# DESIGN §2 starts recency at 2; at 2, one turn in three drew a recency share large enough
# that anything touched in the last hours outranked the memory a question was about
# (LoCoMo evidence recall 87.6 % at 2, 89 % at 0.5). Meta-learning raises it where it helps.
DEFAULT_ALPHAS = {"semantic": 8.0, "coaccess": 5.0, "noise": 0.5, "emotional": 3.0, "recency": 0.5}


class RetrievalTrace(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    conversation = models.ForeignKey(Conversation, null=True, blank=True, on_delete=models.SET_NULL)
    message = models.ForeignKey(Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    level = models.PositiveSmallIntegerField()
    budget = models.PositiveIntegerField()
    tokens_used = models.PositiveIntegerField(default=0)
    candidates_scored = models.PositiveIntegerField(default=0)
    injected = models.JSONField(default=list, help_text="[{belief|episode, id, form, score, tokens}]")
    blend = models.JSONField(default=dict, help_text="the Dirichlet weights drawn for this turn")
    context_switch = models.BooleanField(default=False)
    retrieval_ms = models.FloatField(default=0.0)
    generation_ms = models.FloatField(default=0.0)
    outcome = models.FloatField(null=True, blank=True, help_text="-1..1 once known")
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    objects = UserScopedManager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"trace {self.pk} (L{self.level}, {self.tokens_used}/{self.budget} tokens)"


class RelevanceProfile(models.Model):
    """Per-user Dirichlet alphas over the five relevance scores, and attention inertia."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="relevance")
    alpha_semantic = models.FloatField(default=DEFAULT_ALPHAS["semantic"])
    alpha_coaccess = models.FloatField(default=DEFAULT_ALPHAS["coaccess"])
    alpha_noise = models.FloatField(default=DEFAULT_ALPHAS["noise"])
    alpha_emotional = models.FloatField(default=DEFAULT_ALPHAS["emotional"])
    alpha_recency = models.FloatField(default=DEFAULT_ALPHAS["recency"])
    previous_attention = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = UserScopedManager()

    def __str__(self):
        return f"relevance profile of {self.user}"

    @property
    def alphas(self) -> dict[str, float]:
        return {name: getattr(self, f"alpha_{name}") for name in DEFAULT_ALPHAS}


class TaskRun(models.Model):
    """One run of a maintenance task, for the operator dashboard."""

    task = models.CharField(max_length=100, db_index=True)
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=16, default="running", help_text="running, ok, failed, skipped")
    counts = models.JSONField(default=dict)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-started_at"]

    def __str__(self):
        return f"{self.task} {self.status} at {self.started_at:%Y-%m-%d %H:%M}"
