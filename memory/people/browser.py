"""Selectors for the memory browser: the pages' /memories/ and the API's /memories/ and
/episodes/ read through these, so both show the same beliefs in the same order."""

from django.contrib.postgres.search import SearchQuery
from django.db.models import Count, F, Func, Q, QuerySet

from memory import formation
from memory.models import Belief, BeliefStatus, Episode, Message, RetrievalTrace, Role

# The orderings a person may ask for, by name: weight is the belief's depth (DESIGN §4's
# depth_center), recency when it was last used, kind groups facts, preferences, goals...
ORDERINGS = {
    "weight": ("depth_center", "id"),
    "-weight": ("-depth_center", "-id"),
    "recency": ("last_accessed", "id"),
    "-recency": ("-last_accessed", "-id"),
    "kind": ("kind", "-depth_center", "-id"),
}
HISTORY_LIMIT = 50
TAGS_LIMIT = 30


def _matching(queryset: QuerySet, search: str, text_field: str) -> QuerySet:
    """Rows whose text matches ``search``: by word (stemmed full-text) or as a substring."""
    if not search:
        return queryset
    words = SearchQuery(search, search_type="websearch", config="english")
    return queryset.filter(Q(search=words) | Q(**{f"{text_field}__icontains": search}))


def memories(
    user,
    *,
    search: str = "",
    ordering: str = "-weight",
    status: str = BeliefStatus.ACTIVE,
    person: str = "",
    topic: str = "",
) -> QuerySet:
    """The beliefs of ``user`` in ``status``, matching ``search`` when given, tagged with
    ``person`` and ``topic`` when given, in one of ``ORDERINGS`` (heaviest first by default)."""
    beliefs = Belief.objects.for_user(user).filter(status=status)
    if person:
        beliefs = beliefs.filter(people__contains=[person])
    if topic:
        beliefs = beliefs.filter(topics__contains=[topic])
    return _matching(beliefs, search, "full").order_by(*ORDERINGS[ordering])


def not_yet_formed(user) -> int:
    """How many of the person's messages are not in any memory yet: formation waits for a
    conversation to pause (``IDLE_MINUTES``) or for enough to be said, so what was said
    minutes ago is answered from the conversation but is no belief yet."""
    return formation.unformed(Message.objects.for_user(user).filter(role=Role.USER)).count()


def tags(user, *, status: str = BeliefStatus.ACTIVE) -> dict[str, list[str]]:
    """The people and the topics the beliefs of ``user`` in ``status`` are tagged with, the
    most used first (at most TAGS_LIMIT of each): what the browser offers as filters."""
    beliefs = Belief.objects.for_user(user).filter(status=status)

    def most_used(field: str) -> list[str]:
        # Counted in the database: a large memory's tags never travel to Python.
        counted = (
            beliefs.annotate(tag=Func(F(field), function="unnest"))
            .values("tag")
            .annotate(uses=Count("id"))
            .order_by("-uses", "tag")[:TAGS_LIMIT]
        )
        return [row["tag"] for row in counted]

    return {"people": most_used("people"), "topics": most_used("topics")}


def replaced_by(user, belief: Belief) -> QuerySet:
    """The beliefs of ``user`` that ``belief`` superseded ("what you used to think"), newest first."""
    return Belief.objects.for_user(user).filter(superseded_by=belief).order_by("-superseded_at", "-id")


def episodes(user, *, search: str = "") -> QuerySet:
    """The episodes of ``user`` matching ``search`` when given, newest first."""
    return _matching(Episode.objects.for_user(user), search, "summary").order_by("-occurred_at", "-id")


def weight_history(user, belief: Belief) -> list[dict]:
    """The belief's weight as retrieval saw it, newest first (at most HISTORY_LIMIT): for
    each turn that injected it, when, its weight (depth) then (None in traces written
    before it was recorded), the injection score (observed weight × relevance), that score
    as a percentage of the turn's strongest item (``percent``: scores are products of small
    factors, 4e-14 says nothing to a person), the form it was injected in and the turn's
    context level."""
    traces = (
        RetrievalTrace.objects.for_user(user)
        .filter(injected__contains=[{"kind": "belief", "id": belief.pk}])
        .only("created_at", "level", "injected")
        .order_by("-created_at", "-id")[:HISTORY_LIMIT]
    )
    history = []
    for trace in traces:
        item = next(i for i in trace.injected if i.get("kind") == "belief" and i.get("id") == belief.pk)
        best = max(i["score"] for i in trace.injected) or 1.0
        history.append({
            "at": trace.created_at, "weight": item.get("weight"), "score": item["score"], "form": item["form"],
            "percent": max(1, round(100 * item["score"] / best)), "level": trace.level,
        })
    return history
