"""Refusal rules and their audit trail (DESIGN §6).

Floor rules are seeded by migration and protected by a trigger: they cannot be updated,
deleted or added to (no shadowing) through the admin, the API, the ORM or raw SQL.
Operators add rules of their own in the operator layer; those only add restrictions.
"""

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.utils import timezone

from memory.models.scoping import UserScopedManager


class FloorRuleProtected(Exception):
    """Raised when code tries to change a floor rule."""


class RuleLayer(models.TextChoices):
    FLOOR = "floor", "Floor (immutable)"
    OPERATOR = "operator", "Operator"


class RuleAction(models.TextChoices):
    REFUSE_ENCODING = "refuse_encoding", "Refuse encoding"
    REFUSE_AND_REDIRECT = "refuse_and_redirect", "Refuse and redirect"
    FLAG = "flag", "Flag only"


class RefusalRuleQuerySet(models.QuerySet):
    def update(self, **kwargs):
        if self.filter(layer=RuleLayer.FLOOR).exists() or kwargs.get("layer") == RuleLayer.FLOOR:
            raise FloorRuleProtected("floor rules are immutable")
        return super().update(**kwargs)

    def delete(self):
        if self.filter(layer=RuleLayer.FLOOR).exists():
            raise FloorRuleProtected("floor rules cannot be deleted")
        return super().delete()


class RefusalRule(models.Model):
    layer = models.CharField(max_length=10, choices=RuleLayer.choices, default=RuleLayer.OPERATOR)
    category = models.SlugField(max_length=32)
    name = models.CharField(max_length=120)
    keywords = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    patterns = ArrayField(models.TextField(), default=list, blank=True, help_text="regular expressions")
    exemplars = ArrayField(models.TextField(), default=list, blank=True, help_text="example messages")
    similarity_threshold = models.FloatField(default=0.6)
    action = models.CharField(max_length=24, choices=RuleAction.choices, default=RuleAction.REFUSE_ENCODING)
    enabled = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now)

    objects = models.Manager.from_queryset(RefusalRuleQuerySet)()

    class Meta:
        ordering = ["layer", "category", "name"]

    def __str__(self):
        return f"[{self.layer}] {self.category}: {self.name}"

    def save(self, *args, **kwargs):
        if self.layer == RuleLayer.FLOOR and not getattr(self, "_seeding_floor", False):
            raise FloorRuleProtected("floor rules are seeded by migration and cannot be written")
        if not self._state.adding and RefusalRule.objects.filter(pk=self.pk, layer=RuleLayer.FLOOR).exists():
            raise FloorRuleProtected("floor rules are immutable")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        if self.layer == RuleLayer.FLOOR:
            raise FloorRuleProtected("floor rules cannot be deleted")
        return super().delete(*args, **kwargs)


class RefusalEvent(models.Model):
    """An audit row: what was refused, where and by which rule. Never the text itself."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    channel = models.CharField(max_length=16)
    category = models.CharField(max_length=32)
    layer = models.CharField(max_length=10, choices=RuleLayer.choices)
    rule = models.ForeignKey(RefusalRule, null=True, blank=True, on_delete=models.SET_NULL)
    stage = models.CharField(max_length=16, default="input", help_text="input, archive or encoding")
    text_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    objects = UserScopedManager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"{self.category} refused on {self.channel}"
