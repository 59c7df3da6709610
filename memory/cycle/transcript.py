"""The conversation as a person reads it back (selectors; they read, never write).

An ``Exchange`` is one message of the person with the reply it got and what that turn
remembered: the items its RetrievalTrace injected, each with its heading, text and the
score that got it in (seed 003's "why"). The web chat renders a live turn and a reloaded
history from the same selector, so both show the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from datetime import timedelta

from django.utils import timezone

from memory.cycle.deferred import ANSWERING, STORED
from memory.models import Belief, Episode, Message, RetrievalTrace, Role
from memory.text import extraction

REPLIES = (Role.ASSISTANT, Role.INTERJECTION)
# Longer than any turn takes (the model's timeout and retries included).
ANSWERING_AT_MOST = timedelta(minutes=5)


@dataclass(frozen=True)
class Remembered:
    kind: str  # "belief" | "episode"
    id: int
    heading: str  # who said it and when, when the memory says
    text: str
    score: float  # the injection score that got it into the reply's context
    wrong: bool = False  # the person said "that's wrong" about it
    why: tuple[str, ...] = ()  # the reasons retrieval recorded, in words (none before they were)


@dataclass
class Exchange:
    message: Message
    reply: Message | None = None
    trace: RetrievalTrace | None = None
    remembered: list[Remembered] = field(default_factory=list)

    @property
    def answering(self) -> bool:
        """The reply is being written now: the message is stored (or claimed by the task
        answering it), not yet answered, and recent (an older one without a reply was
        interrupted and is not waited for)."""
        return (
            self.reply is None
            and self.message.status in (STORED, ANSWERING)
            and timezone.now() - self.message.created_at < ANSWERING_AT_MOST
        )

    @property
    def interjection(self) -> str:
        """What answered instead of the model, or "" for the model's own reply: the refusal
        category of a withheld message ("crisis", "secrets", ...), else "composed" for a
        reply the pipeline wrote itself (a Socrates question, a recall listing, ...)."""
        if self.message.floor_category:
            return self.message.floor_category
        return "composed" if self.reply is not None and self.reply.role == Role.INTERJECTION else ""


def recent_exchanges(*, user, channel: str, limit: int) -> list[Exchange]:
    """The person's last ``limit`` messages on ``channel``, oldest first, each with its
    reply and what its turn remembered."""
    messages = list(
        Message.objects.for_user(user).filter(channel=channel, role=Role.USER).order_by("-created_at", "-id")[:limit]
    )[::-1]
    return _complete(user, messages)


def exchange_for(*, user, message: Message) -> Exchange:
    """One message of the person's with its reply and what its turn remembered."""
    return _complete(user, [message])[0]


def _complete(user, messages: list[Message]) -> list[Exchange]:
    if not messages:
        return []
    replies = _replies(user, messages)
    traces = {
        trace.message_id: trace
        for trace in RetrievalTrace.objects.for_user(user).filter(message__in=messages).order_by("created_at")
    }
    remembered = _remembered(user, list(traces.values()))
    return [
        Exchange(
            message=message,
            reply=replies.get(message.pk),
            trace=traces.get(message.pk),
            remembered=remembered.get(traces[message.pk].pk, []) if message.pk in traces else [],
        )
        for message in messages
    ]


def _replies(user, messages: list[Message]) -> dict[int, Message]:
    """Each message's reply: the next assistant or interjection message of its
    conversation (the turn pipeline stores it right after the message, before the next
    one is answered)."""
    later = (
        Message.objects.for_user(user)
        .filter(conversation__in={m.conversation_id for m in messages}, created_at__gte=messages[0].created_at)
        .order_by("created_at", "id")
    )
    replies, waiting = {}, {}
    for message in later:
        if message.role == Role.USER:
            waiting[message.conversation_id] = message.pk
        elif message.role in REPLIES and message.conversation_id in waiting:
            replies[waiting.pop(message.conversation_id)] = message
    return replies


def _remembered(user, traces: list[RetrievalTrace]) -> dict[int, list[Remembered]]:
    ids = {"belief": set(), "episode": set()}
    for trace in traces:
        for item in trace.injected:
            ids.get(item["kind"], set()).add(item["id"])
    beliefs = Belief.objects.for_user(user).in_bulk(ids["belief"]) if ids["belief"] else {}
    episodes = Episode.objects.for_user(user).in_bulk(ids["episode"]) if ids["episode"] else {}
    found = {}
    for trace in traces:
        items = []
        for item in trace.injected:
            text = _text_of(item, beliefs, episodes)
            if text is None:  # erased since the turn
                continue
            heading, said = extraction.heading(text)
            items.append(Remembered(item["kind"], item["id"], heading, said, item["score"], bool(item.get("wrong")),
                                    tuple(item.get("why", ()))))
        found[trace.pk] = items
    return found


def _text_of(item: dict, beliefs: dict, episodes: dict) -> str | None:
    if item["kind"] == "belief" and item["id"] in beliefs:
        belief = beliefs[item["id"]]
        return belief.full if item["form"] == "full" else belief.compressed
    if item["kind"] == "episode" and item["id"] in episodes:
        return episodes[item["id"]].summary
    return None
