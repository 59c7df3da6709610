"""Memory formation (seed 002): asynchronous, and most turns skip it.

When the unencoded stretch of a conversation passes the token threshold
(HIPPOCAMPUS_FORMATION_TOKENS), or the conversation has gone idle (``force=True``), the
stretch is summarised into an Episode (refusal gate first, significance and valence set
at encoding) and consolidated into beliefs. Idempotent: a per-conversation advisory lock
serialises concurrent runs, and an episode's ``source_key`` (its messages) is unique, so
forming the same messages twice creates nothing twice.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from pgvector.django import CosineDistance

from memory import consolidation, embeddings, extraction, llm_summaries, refusal, triggers
from memory.models import Conversation, Episode, Message, Role

log = logging.getLogger(__name__)
NOT_ENCODED = "not_encoded"
SIGNIFICANCE_BY_TRIGGER = {triggers.REMEMBER: 0.85, triggers.SIGNIFICANT: 0.95}


@dataclass
class FormationResult:
    episodes: int = 0
    beliefs_created: int = 0
    beliefs_reinforced: int = 0
    messages_encoded: int = 0
    messages_withheld: int = 0
    skipped: str = ""

    def as_dict(self) -> dict:
        return asdict(self)


def pending(conversation: Conversation):
    """Messages of the conversation not yet in any episode and not withheld."""
    return (
        Message.objects.filter(conversation=conversation, role__in=[Role.USER, Role.ASSISTANT], episodes__isnull=True)
        .exclude(status=NOT_ENCODED)
        .order_by("created_at", "id")
    )


def stretches(messages: list[Message], *, force: bool) -> list[list[Message]]:
    """Split pending messages into stretches of about FORMATION_TOKENS tokens, breaking
    at idle gaps; without ``force`` an incomplete last stretch waits for more turns."""
    threshold = settings.HIPPOCAMPUS["FORMATION_TOKENS"]
    gap = timedelta(minutes=settings.HIPPOCAMPUS["IDLE_MINUTES"])
    groups, current, size = [], [], 0
    for message in messages:
        if current and message.created_at - current[-1].created_at > gap:
            groups.append((current, True))
            current, size = [], 0
        current.append(message)
        size += message.token_count
        if size >= threshold:
            groups.append((current, True))
            current, size = [], 0
    if current:
        groups.append((current, force))
    return [group for group, complete in groups if complete]


def form_conversation(conversation: Conversation, *, force: bool = False, now: datetime | None = None) -> FormationResult:
    """Form episodes and beliefs from the conversation's unencoded stretch."""
    result = FormationResult()
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [4242, conversation.pk])
        groups = stretches(list(pending(conversation)), force=force)
        if not groups:
            result.skipped = "below threshold" if not force else "nothing pending"
            return result
        for group in groups:
            _form_stretch(conversation, group, result)
    return result


def _speaker(message: Message) -> str:
    if message.speaker:
        return message.speaker
    return "Assistant" if message.role == Role.ASSISTANT else message.user.get_username()


def _form_stretch(conversation: Conversation, group: list[Message], result: FormationResult) -> None:
    keep, boost = [], 0.0
    vectors = embeddings.embed_many([message.text for message in group])  # one batch for the gate
    for message, vector in zip(group, vectors):
        verdict = refusal.screen(
            message.text, user=conversation.user, channel=conversation.channel, stage="encoding", embedding=vector
        )
        if not message.text or not verdict.may_encode:
            Message.objects.filter(pk=message.pk).update(status=NOT_ENCODED)
            result.messages_withheld += 1
            continue
        trigger = triggers.detect(message.text) if message.role == Role.USER else None
        significance = SIGNIFICANCE_BY_TRIGGER.get(trigger.intent, 0.0) if trigger else 0.0
        boost = max(boost, significance)
        keep.append((message, significance))
    if not keep:
        return
    messages = [message for message, _ in keep]
    key = hashlib.sha256(",".join(str(m.pk) for m in messages).encode()).hexdigest()
    if Episode.objects.for_user(conversation.user).filter(source_key=key).exists():
        return
    lines = [(_speaker(m), m.text) for m in messages]
    started = messages[0].created_at
    summary = llm_summaries.summarise(lines, started) or extraction.summarise(lines, started)
    vector = embeddings.embed(summary)
    valence = extraction.valence_of(" ".join(text for _, text in lines))
    significance = max(boost, _novelty_significance(conversation.user, vector, valence))
    episode = Episode(
        user=conversation.user,
        conversation=conversation,
        summary=summary,
        occurred_at=started,
        ended_at=messages[-1].created_at,
        source_key=key,
        significance=significance,
        valence=valence,
        embedding=vector,
        created_at=timezone.now(),
    )
    episode.save()
    episode.source_messages.add(*messages)
    items = [
        (statement, _speaker(message), max(own, significance))
        for message, own in keep
        if message.role == Role.USER
        for statement in extraction.statements(message.text, speaker=_speaker(message), when=message.created_at)
    ]
    outcome = consolidation.consolidate(episode, items)
    result.episodes += 1
    result.messages_encoded += len(messages)
    result.beliefs_created += len(outcome.created)
    result.beliefs_reinforced += len(outcome.reinforced)


def _novelty_significance(user, vector, valence: float) -> float:
    """Merzenich novelty: far from everything this person has said before is significant.

    0.2 + 0.5·novelty + 0.3·|valence|, where novelty = 1 − cosine to the nearest earlier episode.
    """
    nearest = (
        Episode.objects.for_user(user).annotate(distance=CosineDistance("embedding", vector)).order_by("distance").first()
    )
    novelty = 1.0 if nearest is None else min(1.0, float(nearest.distance))
    return min(1.0, 0.2 + 0.5 * novelty + 0.3 * abs(valence))
