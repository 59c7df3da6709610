"""Memory formation (seed 002): asynchronous, and most turns skip it.

When the unencoded stretch of a conversation passes the token threshold
(HIPPOCAMPUS_FORMATION_TOKENS), or the conversation has gone idle (``force=True``), the
stretch is summarised into an Episode (refusal gate first, significance and valence set
at encoding) and consolidated into beliefs. Idempotent: a per-person advisory lock
serialises concurrent runs, and an episode's ``source_key`` (its messages) is unique, so
forming the same messages twice creates nothing twice. The lock is the person's, not the
conversation's: two workers forming two of one person's conversations reinforced the
same beliefs in opposite orders and deadlocked (issue 19, two workers), and each would
have missed the other's new beliefs when looking for duplicates.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

import numpy as np
from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memory.formation import consolidation, summaries
from memory import embeddings, refusal, socrates
from memory.text import extraction, triggers
from memory.models import Conversation, Episode, Message, Role, bulk, compiled, neighbours

log = logging.getLogger(__name__)
NOT_ENCODED = "not_encoded"
PERSON_LOCK = 4243  # advisory lock class: one formation at a time per person
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


def unformed(messages):
    """Those of ``messages`` not yet in any episode and not withheld: still to be formed."""
    return messages.filter(episodes__isnull=True).exclude(status=NOT_ENCODED)


def pending(conversation: Conversation):
    """The person's messages and the model's replies of the conversation still to be formed
    (``unformed``); interjections the pipeline composed (crisis resources, Socrates'
    questions, recall listings) are never formed into memory."""
    conversation_turns = Message.objects.filter(conversation=conversation, role__in=[Role.USER, Role.ASSISTANT])
    return unformed(conversation_turns).order_by("created_at", "id")


# ``pending``, compiled once per process (``memory.models.compiled``): formation reads a
# conversation's pending messages, then their ids and verdicts again under its lock.
_PENDING = compiled.Compiled(lambda conversation_id: pending(Conversation(pk=conversation_id)))
_PENDING_VERDICTS = compiled.Compiled(
    lambda conversation_id: pending(Conversation(pk=conversation_id)).values_list("pk", "encodable"))


def _pending_messages(conversation: Conversation, *, ahead: list[Message] | None = None) -> list[Message]:
    """``pending(conversation)``'s messages, each given the conversation's person (their
    name is a speaker's when the message names none): a join per row built a person for
    every message (issue 19: ~1,000 of them per 1,000 turns, each parsed from its row).

    ``ahead``, the same read made earlier without the conversation's lock (to embed its
    statements ahead, ``form_conversations``), is taken as it is when the same messages
    are still pending with the same verdicts (a verdict comes with any change of a
    message's text, ``archive.apply_verdict``): checked by reading their ids and
    verdicts only, where reading the messages again built each one a second time
    (issue 19: ~1,000 messages per 1,000 turns)."""
    if ahead is not None and _still_pending(conversation, ahead):
        return ahead
    messages = _PENDING.rows(conversation.pk)
    person = conversation.user if messages else None
    for message in messages:
        if message.user_id == person.pk:
            message.user = person
    return messages


def _still_pending(conversation: Conversation, messages: list[Message]) -> bool:
    """Whether ``messages`` are exactly the conversation's pending ones, in order, each with
    the verdict it was read with."""
    now = _PENDING_VERDICTS.rows(conversation.pk)
    return now == [(message.pk, message.encodable) for message in messages]


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
    return _form(conversation, force=force)[0]


def form_conversations(conversations: list[Conversation], *, force: bool = False) -> Iterator[FormationResult]:
    """``form_conversation`` for each of ``conversations`` in order (an import's, a backlog's),
    yielding each one's result once it is committed; while one is written, the model
    reads the next one's statements. A person is read once for all their conversations."""
    people = {}
    for conversation in conversations:
        if conversation.user_id in people:
            conversation.user = people[conversation.user_id]
        else:
            people[conversation.user_id] = conversation.user
    following = [*conversations[1:], None]
    ahead = None
    for conversation, then in zip(conversations, following):
        result, ahead = _form(conversation, force=force, then=then, ahead=ahead)
        yield result


def _form(conversation: Conversation, *, force: bool, then: Conversation | None = None,
          ahead: list[Message] | None = None) -> tuple[FormationResult, list[Message] | None]:
    """Form the conversation (its pending messages as read ``ahead``, when they still are);
    returns its result and, when ``then`` is given, ``then``'s pending messages as read
    while this one was formed."""
    result = FormationResult()
    with transaction.atomic():
        with connection.cursor() as cursor:
            # Not waiting for the commit to reach the disk: what formation writes is derived
            # from the archive, and a stretch whose episode a crash lost is still pending,
            # formed again by the next run. The wait was ~50 ms a conversation under load.
            cursor.execute(
                "SET LOCAL synchronous_commit = off; SELECT pg_advisory_xact_lock(%s, %s)",
                [PERSON_LOCK, conversation.user_id],
            )
        groups = stretches(_pending_messages(conversation, ahead=ahead), force=force)
        if not groups:
            result.skipped = "below threshold" if not force else "nothing pending"
            return result, None
        drafts = _drafts(conversation, _gate(conversation, groups, result))
        # Each stretch's texts embedded ahead, on the embedding thread: the model reads the
        # next stretch while this one's episode and beliefs are written.
        vectors = [embeddings.embed_many_ahead(_texts(draft)) for draft in drafts]
        following = None
        if then is not None:
            following = _pending_messages(then)
            statements = _statements_ahead(following, force=force)
            embeddings.embed_many_ahead(statements)
            consolidation.read_for_socrates([full for full in statements if socrates.says_a_word_of_change(full)])
        for draft, found in zip(drafts, vectors):
            _take(draft, found.result())
            _write(conversation, draft, result)
    return result, following


@dataclass
class _Draft:
    """One stretch ready to be written: everything but what depends on earlier writes."""

    messages: list[Message]
    key: str
    summary: str
    valence: float
    boost: float  # the highest significance a trigger in the stretch asked for
    items: list[tuple[extraction.Statement, str, float]]  # (statement, speaker, its message's significance)
    vector: np.ndarray | None = None
    statement_vectors: np.ndarray | None = None


def _speaker(message: Message) -> str:
    if message.speaker:
        return message.speaker
    return "Assistant" if message.role == Role.ASSISTANT else message.user.get_username()


def _gate(conversation: Conversation, groups: list[list[Message]], result: FormationResult):
    """The refusal gate before encoding, for every message of every stretch.

    A message the full gate judged when it arrived (its turn, its import) keeps that
    verdict (``Message.encodable``): it is not judged again. The others (the model's
    replies, messages stored before verdicts were kept) are screened here, all in one
    batch. Returns, per stretch, its messages that may be encoded with the significance
    their trigger asks for; the others are marked not encoded.
    """
    messages = [message for group in groups for message in group]
    unjudged = [message for message in messages if message.encodable is None and message.text]
    # Nothing to judge, nothing to read: not even the rules (a query) or, in a fresh
    # worker, the gate's classifier (~1 s of imports on the first conversation formed).
    verdicts = refusal.screen_many(
        [message.text for message in unjudged], user=conversation.user, channel=conversation.channel, stage="encoding"
    ) if unjudged else []
    encodable = {message.pk: verdict.may_encode for message, verdict in zip(unjudged, verdicts)}
    withheld = {
        message.pk for message in messages if not message.text or not encodable.get(message.pk, message.encodable)
    }
    if withheld:
        Message.objects.filter(pk__in=withheld).update(status=NOT_ENCODED)
        result.messages_withheld += len(withheld)
    return [[(m, _trigger_significance(m)) for m in group if m.pk not in withheld] for group in groups]


def _trigger_significance(message: Message) -> float:
    trigger = triggers.detect(message.text) if message.role == Role.USER else None
    return SIGNIFICANCE_BY_TRIGGER.get(trigger.intent, 0.0) if trigger else 0.0


def _drafts(conversation: Conversation, kept) -> list[_Draft]:
    """A draft per stretch with something to encode and no episode yet (``source_key``)."""
    keyed = [
        (keep, hashlib.sha256(",".join(str(message.pk) for message, _ in keep).encode()).hexdigest())
        for keep in kept
        if keep
    ]
    formed = set(
        Episode.objects.for_user(conversation.user)
        .filter(source_key__in=[key for _, key in keyed])
        .values_list("source_key", flat=True)
    )
    return [_draft(keep, key) for keep, key in keyed if key not in formed]


def _draft(keep: list[tuple[Message, float]], key: str) -> _Draft:
    messages = [message for message, _ in keep]
    lines = [(_speaker(m), m.text) for m in messages]
    started = messages[0].created_at
    # An episode is about what the person said and did: the extractive summary reads
    # their lines only, never the model's replies (a small model's guesses would become
    # memories). Our own interjections are not pending at all (``pending``).
    said = [(_speaker(m), m.text) for m in messages if m.role == Role.USER] or lines
    return _Draft(
        messages=messages,
        key=key,
        summary=summaries.summarise(lines, started) or extraction.summarise(said, started),
        valence=extraction.valence_of(" ".join(text for _, text in lines)),
        boost=max(own for _, own in keep),
        items=[
            (statement, _speaker(message), own)
            for message, own in keep
            if message.role == Role.USER
            for statement in extraction.statements(message.text, speaker=_speaker(message), when=message.created_at)
        ],
    )


def _texts(draft: _Draft) -> list[str]:
    """What a stretch embeds: its summary, then each statement."""
    return [draft.summary, *(statement.full for statement, _, _ in draft.items)]


def _statements_ahead(messages: list[Message], *, force: bool) -> list[str]:
    """The statements a conversation's pending ``messages``' stretches would hold, read
    without its lock or the gate, to embed before it is formed; the caller also reads what Socrates
    would read of those with a word of change as new beliefs
    (``consolidation.read_for_socrates``: their words' vectors and change-cue scores;
    ``socrates.may_supersede`` compares no other unless the person confirmed a change):
    formation then finds them among the texts read lately. Nothing is decided
    from them (a withheld message's statements are embedded for nothing, and so are
    Socrates' words of a statement that reinforces a belief), and summaries are left out (a capable model writes them, once,
    when the conversation is formed).

    Socrates' words are read here, a conversation ahead, rather than once a stretch's
    new beliefs are known: a run started then waited behind the next conversation's
    statements, the model idle while each stretch's beliefs were written (1.5–2 s of
    formation's ~13 s per 1,000 turns, issue 19). Here the model reads the next
    conversation while this one is written, and nothing this one needs waits behind it.
    """
    statements = [
        statement.full
        for group in stretches(messages, force=force)
        for message in group
        if message.role == Role.USER and message.encodable is not False
        for statement in extraction.statements(message.text, speaker=_speaker(message), when=message.created_at)
    ]
    return statements


def _take(draft: _Draft, vectors: np.ndarray) -> None:
    draft.vector, draft.statement_vectors = vectors[0], vectors[1:]


def _write(conversation: Conversation, draft: _Draft, result: FormationResult) -> None:
    """Write the draft's episode, then consolidate its statements into beliefs."""
    significance = max(draft.boost, _novelty_significance(conversation.user, draft.vector, draft.valence))
    episode = Episode(
        user=conversation.user,
        conversation=conversation,
        summary=draft.summary,
        occurred_at=draft.messages[0].created_at,
        ended_at=draft.messages[-1].created_at,
        source_key=draft.key,
        significance=significance,
        valence=draft.valence,
        embedding=draft.vector,
        created_at=timezone.now(),
    )
    # One statement writes it and links its messages (``add`` would first read which links
    # exist, and a new episode has none), its vector sent in binary (``bulk.insert``).
    bulk.insert(
        [episode],
        then=f"INSERT INTO {Episode.source_messages.through._meta.db_table} (episode_id, message_id) "
             f"SELECT inserted.id, m.id FROM inserted CROSS JOIN unnest(%(messages)s::bigint[]) AS m(id)",
        params={"messages": [message.pk for message in draft.messages]},
    )
    items = [(statement, speaker, max(own, significance)) for statement, speaker, own in draft.items]
    outcome = consolidation.consolidate(episode, items, draft.statement_vectors)
    result.episodes += 1
    result.messages_encoded += len(draft.messages)
    result.beliefs_created += len(outcome.created)
    result.beliefs_reinforced += len(outcome.reinforced)


def _novelty_significance(user, vector, valence: float) -> float:
    """Merzenich novelty: far from everything this person has said before is significant.

    0.2 + 0.5·novelty + 0.3·|valence|, where novelty = 1 − cosine to the nearest earlier episode.
    The nearest is found as retrieval finds candidates (``memory.models.neighbours``): a
    filtered HNSW scan without the iterative mode finds none of a person's episodes once
    they are few among many people's, and every episode would look novel.
    """
    exact_scan = neighbours.exact("memory_episode", user, 1)
    rows = neighbours.fetch(
        neighbours.nearest_ids("memory_episode", 1, exact_scan=exact_scan, select="embedding <=> %(vector)s::vector"),
        {"user": user.pk, "vector": embeddings.literal(vector)},
    )
    row = rows[0] if rows else None
    novelty = 1.0 if row is None else min(1.0, float(row[0]))
    return min(1.0, 0.2 + 0.5 * novelty + 0.3 * abs(valence))
