"""The memory browser: the person's beliefs, each with its history and provenance, the
episodes they came from and the messages behind those. Read-only except pin / unpin and
"this is wrong" (seed 004). Every read goes through ``memory.people`` scoped to the
signed-in person, so another person's id is a 404 like one that does not exist."""

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ObjectDoesNotExist, ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from channels_app.pages.svg import Frame
from memory import people
from memory.models import Belief, BeliefStatus, RevisionReason
from memory.people import pinning
from memory.retrieval import weights

PAGE_SIZE = 25
ORDER_LABELS = {
    "-weight": "heaviest first",
    "weight": "lightest first",
    "-recency": "most recently used",
    "recency": "least recently used",
    "kind": "by kind",
}
# What each status is called on the page: superseded beliefs are "what you used to think".
STATUS_LABELS = {
    BeliefStatus.ACTIVE: "What you think now",
    BeliefStatus.SUPERSEDED: "What you used to think",
    BeliefStatus.DORMANT: "Dormant",
    BeliefStatus.PRUNED: "Faded away",
}
SPARKLINE = {"width": 160, "height": 32}


class MemoryFilter(forms.Form):
    q = forms.CharField(required=False, max_length=200, strip=True)
    order = forms.ChoiceField(choices=list(ORDER_LABELS.items()), required=False)
    status = forms.ChoiceField(choices=list(STATUS_LABELS.items()), required=False)
    person = forms.CharField(required=False, max_length=120)
    topic = forms.CharField(required=False, max_length=120)


def _owned(access, user, pk: int, what: str):
    """``access(user, pk)``: one of the person's own rows, or 404 saying there is no such ``what``
    (another person's row is "no such" too)."""
    try:
        return access(user, pk)
    except ObjectDoesNotExist:
        raise Http404(f"No such {what}.") from None


@login_required
@require_GET
def memory_list(request):
    """The person's beliefs: searched, filtered by status, person and topic, ordered; 25 a
    page. A bad filter is answered 400 on the same page, saying which."""
    form = MemoryFilter(request.GET)
    valid = form.is_valid()
    query = form.cleaned_data if valid else {}
    status = query.get("status") or BeliefStatus.ACTIVE
    if valid:
        beliefs = people.memories(
            request.user,
            search=query.get("q", ""),
            ordering=query.get("order") or "-weight",
            status=status,
            person=query.get("person", ""),
            topic=query.get("topic", ""),
        )
    else:
        beliefs = Belief.objects.none()
    page = Paginator(beliefs, PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "form": form,
        "page": page,
        "status": status,
        "statuses": STATUS_LABELS,
        "orders": ORDER_LABELS,
        "tags": people.tags(request.user, status=status),
        "query": query,
        "waiting": people.not_yet_formed(request.user) if status == BeliefStatus.ACTIVE else 0,
        "idle_minutes": settings.HIPPOCAMPUS["IDLE_MINUTES"],
    }
    return render(request, "pages/memories.html", context, status=200 if valid else 400)


@login_required
@require_GET
def memory_detail(request, pk: int):
    """One belief: its weight, what it was derived from, every revision, how strongly it
    came up each time a reply used it, and what it replaced."""
    return _belief_page(request, _owned(people.access_belief, request.user, pk, "memory"))


def _belief_page(request, belief: Belief, *, error: str = ""):
    uses = people.weight_history(request.user, belief)[::-1]
    # Its weight each time a reply used it (older traces did not record it), then now.
    seen = [use["weight"] for use in uses if use["weight"] is not None] + [belief.depth_center]
    frame = Frame(**SPARKLINE, x_max=max(len(seen) - 1, 1), y_max=1, top=2, bottom=2)
    context = {
        "belief": belief,
        "uses": uses,
        "sparkline": frame.points(seen) if len(seen) > 1 else "",
        "frame": frame,
        "sigma": float(weights.sigma(belief.reinforcement_count)),
        "replaced": people.replaced_by(request.user, belief),
        "disputed": any(revision.reason == RevisionReason.DISPUTE for revision in belief.revisions.all()),
        "status_label": STATUS_LABELS.get(belief.status, "Memories"),
        "changeable": not belief.immutable and belief.status in pinning.LIVE,
        "error": error,
    }
    return render(request, "pages/memory.html", context, status=400 if error else 200)


@login_required
@require_GET
def episode_detail(request, pk: int):
    """One episode and the messages it was formed from (withheld ones as their category)."""
    episode = _owned(people.access_episode, request.user, pk, "episode")
    beliefs = Belief.objects.for_user(request.user).filter(derived_from=episode).order_by("-depth_center", "-id")
    return render(request, "pages/episode.html", {"episode": episode, "beliefs": beliefs})


@login_required
@require_GET
def message_detail(request, pk: int):
    """One of the person's messages as it was kept, and the episodes it went into."""
    message = _owned(people.access_message, request.user, pk, "message")
    return render(request, "pages/message.html", {"message": message})


@login_required
@require_POST
def pin(request, pk: int):
    """Pin (``pinned=1``) or unpin (``pinned=0``) a belief, then back to it; a request
    that cannot apply is answered 400 on the belief's page, saying why."""
    belief = _owned(people.access_belief, request.user, pk, "memory")
    pinned = request.POST.get("pinned")
    if pinned not in ("0", "1"):
        return _belief_page(request, belief, error="Say whether to pin (pinned=1) or unpin (pinned=0).")
    try:
        people.do_pin_belief(user=request.user, belief_id=pk, pinned=pinned == "1")
    except ValidationError as error:
        return _belief_page(request, belief, error=" ".join(error.messages).capitalize() + ".")
    messages.success(request, "Pinned: this memory will not fade." if pinned == "1" else "Unpinned: it fades again.")
    return redirect("memory", pk=pk)


@login_required
@require_POST
def wrong(request, pk: int):
    """"This is wrong" on a belief, then back to it, saying what it did."""
    try:
        dispute = people.do_dispute_belief(user=request.user, belief_id=pk)
    except Belief.DoesNotExist:
        raise Http404("No such memory.") from None
    if dispute.trace is not None:
        messages.success(request, "Noted as wrong: the last reply that used it counts as a miss, so retrieval "
                                  "learns, and its wording is looked at again at the next memory upkeep.")
    else:
        messages.success(request, "Noted as wrong: its wording is looked at again at the next memory upkeep. "
                                  "No reply has used it yet, so retrieval has nothing to learn from.")
    return redirect("memory", pk=pk)
