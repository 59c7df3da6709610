"""Operator panel registrations (DESIGN §9).

Episodes and floor refusal rules are read-only here (the database enforces the same);
operator rules are editable; beliefs show their provenance and revision history.
"""

from django import forms
from django.contrib import admin
from django.contrib.postgres.forms import SimpleArrayField
from django.core.exceptions import PermissionDenied
from django.template.response import TemplateResponse
from django.urls import path

from memory import models, refusal
from memory.cycle import reflection
from memory.maintenance import health


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(models.Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "deprecation_rate", "timezone", "created")
    search_fields = ("user__username",)


@admin.register(models.ChannelIdentity)
class ChannelIdentityAdmin(admin.ModelAdmin):
    list_display = ("user", "kind", "address", "verified", "opted_out")
    list_filter = ("kind", "verified", "opted_out")
    search_fields = ("address", "user__username")
    readonly_fields = ("code_hash", "code_expires_at", "code_attempts")


@admin.register(models.Conversation)
class ConversationAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "channel", "started_at", "last_message_at", "level")
    list_filter = ("channel",)


@admin.register(models.Message)
class MessageAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "role", "channel", "created_at", "floor_category", "short_text")
    list_filter = ("role", "channel", "floor_category")
    search_fields = ("user__username",)

    @admin.display(description="text")
    def short_text(self, obj):
        return obj.text[:80] if obj.text else f"[{obj.floor_category or 'empty'}]"


class DeliveryPartInline(admin.TabularInline):
    model = models.DeliveryPart
    extra = 0
    can_delete = False
    readonly_fields = ("index", "provider_id", "status", "error_code", "updated_at")


class DeliveryAttemptInline(admin.TabularInline):
    model = models.DeliveryAttempt
    extra = 0
    can_delete = False
    readonly_fields = ("number", "started_at", "outcome", "error")


@admin.register(models.Delivery)
class DeliveryAdmin(ReadOnlyAdmin):
    """Replies on their way out: what was sent, what the provider said, every attempt."""

    list_display = ("id", "user", "channel", "status", "created_at", "attempt_count")
    list_filter = ("channel", "status")
    search_fields = ("user__username",)
    inlines = [DeliveryPartInline, DeliveryAttemptInline]

    @admin.display(description="attempts")
    def attempt_count(self, obj):
        return obj.attempts.count()


class EpisodeArchiveInline(admin.TabularInline):
    model = models.EpisodeArchive
    extra = 0
    can_delete = False


@admin.register(models.Episode)
class EpisodeAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "occurred_at", "significance", "valence", "short_summary")
    list_filter = ("user",)
    search_fields = ("summary",)
    exclude = ("embedding",)

    @admin.display(description="summary")
    def short_summary(self, obj):
        return obj.summary[:100]


class RevisionInline(admin.TabularInline):
    model = models.BeliefRevision
    extra = 0
    can_delete = False
    fields = ("created_at", "reason", "accepted", "old_full", "new_full", "embedding_similarity", "llm_verdict")
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(models.Belief)
class BeliefAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "compressed", "kind", "depth_center", "reinforcement_count", "status")
    list_filter = ("status", "kind", "pinned", "emotional", "immutable")
    search_fields = ("full", "compressed", "user__username")
    readonly_fields = ("derived_from", "created_at", "last_accessed", "access_count", "superseded_by")
    exclude = ("embedding", "verified_context", "retrieval_context")
    inlines = [RevisionInline]

    def has_add_permission(self, request):
        return False  # beliefs are derived from episodes, never typed in


@admin.register(models.BeliefRevision)
class BeliefRevisionAdmin(ReadOnlyAdmin):
    list_display = ("id", "belief", "reason", "accepted", "embedding_similarity", "created_at")
    list_filter = ("reason", "accepted")


@admin.register(models.CoAccess)
class CoAccessAdmin(ReadOnlyAdmin):
    list_display = ("user", "belief_a", "belief_b", "count", "last_co_accessed")


class LinesField(SimpleArrayField):
    """One item per line: regular expressions and example sentences contain commas."""

    def __init__(self, **kwargs):
        widget = forms.Textarea(attrs={"rows": 6})
        super().__init__(forms.CharField(), delimiter="\n", required=False, widget=widget, **kwargs)

    def prepare_value(self, value):
        return "\n".join(value) if isinstance(value, list) else value

    def to_python(self, value):
        lines = [line.strip() for line in (value or "").replace("\r", "").split("\n")]
        return super().to_python("\n".join(line for line in lines if line))


class RefusalRuleForm(forms.ModelForm):
    patterns = LinesField(help_text="regular expressions, one per line")
    exemplars = LinesField(help_text="example messages, one per line")

    class Meta:
        model = models.RefusalRule
        fields = "__all__"
    # The threshold range and the expressions' size, nesting and time budget are checked
    # by the model (RefusalRule.clean), which the form runs and every save repeats.


class TestMessageForm(forms.Form):
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 4, "cols": 80}), max_length=5000)


@admin.register(models.RefusalRule)
class RefusalRuleAdmin(admin.ModelAdmin):
    form = RefusalRuleForm
    change_list_template = "admin/memory/refusalrule/change_list.html"
    list_display = ("name", "layer", "category", "action", "enabled")
    list_filter = ("layer", "category", "action", "enabled")
    search_fields = ("name", "category")

    def get_urls(self):
        test = path("test/", self.admin_site.admin_view(self.test_message_view), name="memory_refusalrule_test")
        return [test, *super().get_urls()]

    def test_message_view(self, request):
        """"Test a message": which rules fire on a text, and what the gate decides.

        Nothing is recorded: no refusal event, and the text is not kept.
        """
        if not self.has_view_permission(request):
            raise PermissionDenied
        form = TestMessageForm(request.POST or None)
        verdict = None
        if request.method == "POST" and form.is_valid():
            verdict = refusal.evaluate(form.cleaned_data["text"])
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Test a message against the refusal rules",
            "form": form,
            "verdict": verdict,
        }
        return TemplateResponse(request, "admin/memory/refusalrule/test_message.html", context)

    def get_readonly_fields(self, request, obj=None):
        if obj is not None and obj.layer == models.RuleLayer.FLOOR:
            return [field.name for field in obj._meta.fields]
        return ("layer",)

    def has_change_permission(self, request, obj=None):
        if obj is not None and obj.layer == models.RuleLayer.FLOOR:
            return False
        return super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        if obj is not None and obj.layer == models.RuleLayer.FLOOR:
            return False
        return super().has_delete_permission(request, obj)

    def get_actions(self, request):
        # Bulk delete would reach floor rules through a queryset; operators delete one by one.
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions


@admin.register(models.RefusalEvent)
class RefusalEventAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "user", "channel", "category", "layer", "stage", "rule")
    list_filter = ("category", "layer", "channel", "stage")


@admin.register(models.RetrievalTrace)
class RetrievalTraceAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "user", "level", "tokens_used", "budget", "candidates_scored", "retrieval_ms")
    list_filter = ("level",)


@admin.register(models.RelevanceProfile)
class RelevanceProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "alpha_semantic", "alpha_coaccess", "alpha_noise", "alpha_emotional", "alpha_recency")
    exclude = ("previous_attention",)


@admin.register(models.ImportJob)
class ImportJobAdmin(ReadOnlyAdmin):
    """People's imports of other services' histories: how far each got, and any error."""

    list_display = ("id", "user", "format", "source_name", "status", "cursor", "total", "added", "withheld",
                    "episodes", "created_at", "finished_at")
    list_filter = ("format", "status")
    search_fields = ("user__username", "source_name")


@admin.register(models.TaskRun)
class TaskRunAdmin(ReadOnlyAdmin):
    """Task runs, under the dashboard of system health (``maintenance.health``)."""

    list_display = ("task", "status", "started_at", "finished_at", "counts")
    list_filter = ("task", "status")
    change_list_template = "admin/memory/dashboard_taskrun_change_list.html"

    def changelist_view(self, request, extra_context=None):
        dashboard = health.dashboard(others=(reflection.TASK.name,))
        return super().changelist_view(request, {**(extra_context or {}), "dashboard": dashboard})
