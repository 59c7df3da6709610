"""Reconsolidation (seed 004): a recalled belief is re-summarised in the context it was
recalled in, and the new wording is kept only if two drift checks agree.

Seed 004's V1 re-summarised on every retrieval; its production note asks for a trigger
only when the retrieval context has moved away from the last verified one, which is
what ``pending_beliefs`` selects: cost grows with how far the conversation wandered, not
with how often a belief is used. A belief the person marked wrong is due too, once per
dispute (issue 18). The checks fail in complementary ways, so both must pass: embedding
similarity old↔new ≥ DRIFT_SIMILARITY (surface drift) and an isolated low-temperature LLM
comparison answering YES (semantic drift). Every attempt leaves a
BeliefRevision, ``accepted`` or not, and the verified context moves to the retrieval
context either way, so the same context never triggers twice. Episodes are never touched.

Without a usable model (none configured, one that fails the capability check of
``memory.llm.capability`` as the embedded 135M model does, an error, or a reply that is
not a plain YES) the comparison counts as "not confirmed" and
the old text stays. The rewrite then falls back to extractive re-summary: the sentence of
the belief or its source episodes that best fits the context while staying close to the
belief, so the attempt is still recorded with its similarity.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, F, OuterRef, Q
from django.db.models.functions import Coalesce
from pgvector.django import CosineDistance

from memory import embeddings
from memory import llm as connector
from memory.llm import LLMError, capability
from memory.models import Belief, BeliefKind, BeliefRevision, BeliefStatus, RevisionReason

REWRITE_PROMPT = (
    'A memory about a person: "{text}"\n'
    'It was just recalled while talking about: "{context}"\n'
    "Restate the memory in one sentence worded for that conversation, keeping its meaning "
    "exactly. Reply with the sentence only."
)
COMPARE_PROMPT = 'Statement A: "{old}"\nStatement B: "{new}"\nDo A and B mean the same thing? Answer YES or NO.'
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def setting(name: str):
    """A reconsolidation knob from settings.HIPPOCAMPUS (see README's configuration table):
    CONTEXT_SIMILARITY (a belief is due once its retrieval context is less similar than
    this to the context it was last verified in), DRIFT_SIMILARITY (the rewrite must be at
    least this similar to the old text), PER_USER (each costs two LLM calls; the rest wait)."""
    return settings.HIPPOCAMPUS[name]


def pending_beliefs():
    """Beliefs due for reconsolidation, across all people (scope with ``.for_user``).

    Live, not immutable, not a safety boundary, and either retrieved since they were last
    verified, in a context whose cosine similarity to the verified one is below the
    threshold, or disputed by the person ("this is wrong", memory.people.disputes) since
    they were last verified: the annotation ``disputed`` says which.
    """
    threshold = setting("RECONSOLIDATION_CONTEXT_SIMILARITY")
    disputes = BeliefRevision.objects.filter(belief=OuterRef("pk"), reason=RevisionReason.DISPUTE).filter(
        Q(belief__last_verified_at__isnull=True) | Q(created_at__gt=F("belief__last_verified_at"))
    )
    drifted = (
        Q(retrieval_context__isnull=False)
        & (Q(last_verified_at__isnull=True) | Q(last_accessed__gt=F("last_verified_at")))
        & Q(context_distance__gt=1 - threshold)
    )
    return (
        Belief.objects.filter(status=BeliefStatus.ACTIVE, immutable=False)
        .exclude(kind=BeliefKind.SAFETY)
        .annotate(
            context_distance=CosineDistance("retrieval_context", Coalesce("verified_context", "embedding")),
            disputed=Exists(disputes),
        )
        .filter(drifted | Q(disputed=True))
    )


def reconsolidate_user(user, *, now: datetime) -> Iterator[dict]:
    """Reconsolidate up to RECONSOLIDATION_PER_USER of the person's pending beliefs.

    One belief per transaction, row-locked (a belief another run holds is skipped) and
    re-checked under the lock, so two runs never revise the same belief twice. Yields
    ``{"reconsolidated": 0|1, "reconsolidation_rejected": 0|1}`` per belief.
    """
    llm = connector.get_llm()
    mine = pending_beliefs().for_user(user).order_by("last_accessed", "pk")
    for pk in list(mine.values_list("pk", flat=True)[: setting("RECONSOLIDATION_PER_USER")]):
        with transaction.atomic():
            belief = mine.filter(pk=pk).select_for_update(skip_locked=True, of=("self",)).first()
            if belief is None:
                continue
            revision = reconsolidate(belief, now=now, llm=llm)
        yield {"reconsolidated": int(revision.accepted), "reconsolidation_rejected": int(not revision.accepted)}


def reconsolidate(belief: Belief, *, now: datetime, llm) -> BeliefRevision:
    """Re-summarise one belief in its retrieval context; keep the rewrite only if both checks pass.

    Returns the BeliefRevision recording the attempt. The caller holds the row lock.
    """
    context = belief.retrieval_context_text
    # A disputed belief is due even if it was never recalled (its context is then empty);
    # the note says why it was looked at again.
    why = "disputed by the person; " if getattr(belief, "disputed", False) else ""
    episodes = list(belief.derived_from.all())
    proposed, how = rewrite(belief.full, context, [episode.summary for episode in episodes], llm)
    old_vector, new_vector = embeddings.embed_many([belief.full, proposed])
    similarity = embeddings.cosine(old_vector, new_vector)
    if proposed == belief.full:
        kept, verdict = False, "no new wording proposed"
    else:
        kept, verdict = meaning_kept(belief.full, proposed, llm)
    accepted = kept and similarity >= setting("RECONSOLIDATION_DRIFT_SIMILARITY")
    revision = BeliefRevision.objects.record(
        belief,
        reason=RevisionReason.RECONSOLIDATION,
        episodes=episodes,
        new_full=proposed,
        accepted=accepted,
        embedding_similarity=similarity,
        llm_verdict=verdict[:200],
        note=f"{why}{how} rewrite in the context: {context[:500]}",
        created_at=now,
    )
    fields = ["verified_context", "last_verified_at"]
    if accepted:
        # The one-line compressed form keeps its wording: the check proved the meaning unchanged.
        belief.full, belief.embedding = proposed, new_vector
        fields += ["full", "embedding"]
    belief.verified_context, belief.last_verified_at = belief.retrieval_context, now
    belief.save(update_fields=fields)
    return revision


def rewrite(text: str, context: str, sources: list[str], llm) -> tuple[str, str]:
    """A new wording of ``text`` for ``context`` and how it was made ("llm" or "extractive").

    The model writes it when it can (low temperature, isolated call); otherwise, or when
    it returns nothing usable, the extractive re-summary picks from ``text`` and the
    belief's source episode ``sources``.
    """
    if llm.available:
        try:
            reply = llm.meta(REWRITE_PROMPT.format(text=text, context=context), max_tokens=80, temperature=0.2)
        except LLMError:
            reply = ""
        line = reply.strip().splitlines()[0].strip().strip('"') if reply.strip() else ""
        if line:
            return line, "llm"
    return extractive_rewrite(text, context, sources), "extractive"


def extractive_rewrite(text: str, context: str, sources: list[str]) -> str:
    """The sentence of ``text`` or ``sources`` closest to ``context`` among those that stay
    within the drift similarity of ``text`` (``text`` itself when none does better)."""
    sentences = [s.strip() for source in [text, *sources] for s in SENTENCE_END.split(source) if s.strip()]
    candidates = list(dict.fromkeys([text, *sentences]))
    vectors = embeddings.embed_many([*candidates, context])
    anchor, target = vectors[0], vectors[-1]
    faithful = [
        (embeddings.cosine(vector, target), candidate)
        for candidate, vector in zip(candidates, vectors[:-1])
        if embeddings.cosine(vector, anchor) >= setting("RECONSOLIDATION_DRIFT_SIMILARITY")
    ]
    return max(faithful, key=lambda scored: scored[0])[1]


def meaning_kept(old: str, new: str, llm) -> tuple[bool, str]:
    """The isolated LLM comparison: (True, reply) only for a plain YES from a model that
    passed the capability check; anything else, an error or no such model counts as not
    confirmed."""
    if not llm.available:
        return False, "no model: not confirmed"
    if not capability.gives_verdicts(llm):
        return False, "model failed the capability check: not confirmed"
    try:
        reply = llm.meta(COMPARE_PROMPT.format(old=old, new=new), max_tokens=4, temperature=0.0)
    except LLMError as error:
        return False, f"error: {error}"
    return reply.strip().rstrip(".!").strip().upper() == "YES", reply.strip() or "(empty)"
