"""Operator panel registrations (DESIGN §9): an operator sees everything and can bypass
none of the rules.

Episodes and floor refusal rules are read-only here (the database enforces the same);
operator rules are editable. Beliefs are read-only too, content and flags: the one change
offered is pruning, through the engine's own ``pruning.prune``, with a revision saying
who; a single belief is never deleted (pruning and account erasure are the ways out).
People are listed with their memory counts and last formation; deleting one is erasure
(``memory.people.do_erase_account``) behind a typed confirmation, never the plain delete.
Retrieval traces draw the blend of the turn beside the person's alphas, and list what was
injected. The dashboard of system health sits above the task runs.
"""

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.contrib.postgres.forms import SimpleArrayField
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect
from django.template.loader import render_to_string
from django.template.response import TemplateResponse
from django.urls import path, reverse

from memory import models, people, refusal
from memory.cycle import reflection
from memory.maintenance import health, pruning
from memory.retrieval import alphas_for


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(models.Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "deprecation_rate", "timezone", "belief_index", "created")
    list_filter = ("belief_index",)
    search_fields = ("user__username",)
    readonly_fields = ("belief_index",)  # the lifecycle maintenance's (memory.models.neighbours)


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
class BeliefAdmin(ReadOnlyAdmin):
    """Read-only: beliefs are derived from episodes, never typed in; their content is the
    person's; status changes go through the prune action; pruning and account erasure are
    the ways out."""

    list_display = ("id", "user", "compressed", "kind", "depth_center", "reinforcement_count", "status")
    list_filter = ("status", "kind", "pinned", "emotional", "immutable")
    search_fields = ("full", "compressed", "user__username")
    exclude = ("embedding", "verified_context", "retrieval_context")
    inlines = [RevisionInline]
    actions = ["prune_selected"]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in self.model._meta.fields if field.name not in self.exclude] + ["derived_from"]

    @admin.action(description="Prune the selected beliefs (out of retrieval; a revision records it)", permissions=["view"])
    def prune_selected(self, request, queryset):
        ids = list(queryset.values_list("pk", flat=True))
        pruned = pruning.prune(ids, note=f"pruned by operator {request.user.get_username()}")
        self.message_user(request, f"Pruned {pruned} of {len(ids)} (pinned, immutable and already pruned or "
                                   "superseded beliefs are left as they are).", messages.SUCCESS)


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
    """Every refusal, and the operator's review queue: the events of rules that only flag
    (filter "by action: Flag only"), whose messages were kept and answered as usual."""

    list_display = ("created_at", "user", "channel", "category", "layer", "stage", "rule", "action")
    list_filter = ("rule__action", "category", "layer", "channel", "stage")

    @admin.display(description="action", ordering="rule__action")
    def action(self, obj):
        return obj.rule.get_action_display() if obj.rule else "—"


@admin.register(models.RetrievalTrace)
class RetrievalTraceAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "user", "level", "tokens_used", "budget", "candidates_scored", "retrieval_ms")
    list_filter = ("level",)
    fields = ("created_at", "user", "conversation", "message", "level", "budget", "tokens_used", "candidates_scored",
              "context_switch", "retrieval_ms", "generation_ms", "outcome", "blend_drawn", "injected_items")
    readonly_fields = fields

    @admin.display(description="blend drawn")
    def blend_drawn(self, obj):
        """The Dirichlet weights drawn for this turn as bars, each beside the share the
        person's alphas give that component on average (their alphas now)."""
        alphas = alphas_for(obj.user)
        total = sum(alphas.values()) or 1.0
        rows = [
            {"name": name, "weight": obj.blend.get(name), "alpha": alpha, "expected": alpha / total, "y": 22 * i}
            for i, (name, alpha) in enumerate(alphas.items())
        ]
        return render_to_string("admin/memory/retrievaltrace/blend.html", {"rows": rows, "height": 22 * len(rows)})

    @admin.display(description="injected")
    def injected_items(self, obj):
        ids = {kind: [item["id"] for item in obj.injected if item["kind"] == kind] for kind in ("belief", "episode")}
        texts = {
            ("belief", row.pk): row.compressed for row in models.Belief.objects.filter(pk__in=ids["belief"])
        } | {
            ("episode", row.pk): row.summary[:200] for row in models.Episode.objects.filter(pk__in=ids["episode"])
        }
        items = [
            {**item, "text": texts.get((item["kind"], item["id"]), "(no longer stored)"),
             "url": reverse(f"admin:memory_{item['kind']}_change", args=[item["id"]])}
            for item in obj.injected
        ]
        return render_to_string("admin/memory/retrievaltrace/injected.html", {"items": items})


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


admin.site.unregister(get_user_model())


@admin.register(get_user_model())
class PersonAdmin(UserAdmin):
    """People with their memory counts and last formation (``health.with_memory_counts``).
    The plain delete is not offered: it would meet the episodes' append-only trigger, and
    erasure (``memory.people.do_erase_account``) is the one way an account goes."""

    list_display = ("username", "is_staff", "conversations", "messages_kept", "episodes", "beliefs", "last_formation",
                    "last_login")
    change_form_template = "admin/memory/person/change_form.html"

    def get_queryset(self, request):
        return health.with_memory_counts(super().get_queryset(request))

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="conversations", ordering="conversation_count")
    def conversations(self, obj):
        return obj.conversation_count

    @admin.display(description="messages", ordering="message_count")
    def messages_kept(self, obj):
        return obj.message_count

    @admin.display(description="episodes", ordering="episode_count")
    def episodes(self, obj):
        return obj.episode_count

    @admin.display(description="beliefs (active / all)", ordering="belief_count")
    def beliefs(self, obj):
        return f"{obj.active_belief_count} / {obj.belief_count}"

    @admin.display(description="last formation", ordering="last_formation")
    def last_formation(self, obj):
        return obj.last_formation

    def get_urls(self):
        erase = path("<int:user_id>/erase/", self.admin_site.admin_view(self.erase_view), name="memory_person_erase")
        return [erase, *super().get_urls()]

    def erase_view(self, request, user_id):
        """Erase a person's account after the operator types their username."""
        if not (request.user.is_superuser or request.user.has_perm("auth.delete_user")):
            raise PermissionDenied
        person = get_object_or_404(get_user_model(), pk=user_id)
        error = None
        if request.method == "POST":
            try:
                people.do_erase_account(user=person, by=request.user, typed=request.POST.get("confirm", ""))
            except ValidationError as refused:
                error = refused.messages[0]
            else:
                self.message_user(request, "The account was erased; an audit row without content records it.",
                                  messages.SUCCESS)
                return redirect("admin:auth_user_changelist")
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Erase the account of {person.get_username()}",
            "person": person,
            "summary": people.summary_of(person),
            "error": error,
        }
        return TemplateResponse(request, "admin/memory/person/erase.html", context, status=400 if error else 200)


@admin.register(models.AccountErasure)
class AccountErasureAdmin(ReadOnlyAdmin):
    list_display = ("erased_at", "initiated_by", "operator", "counts")
