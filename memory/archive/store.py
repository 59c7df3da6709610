"""The raw archive: every inbound and outbound message is written first (DESIGN §2–§3).

The refusal gate's pattern layer runs before the first write, so secrets are masked in
place and other floor content is kept only as a category marker and a hash. A provider
id (Twilio MessageSid, email Message-ID) makes inbound writes idempotent.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from memory.archive import live_window
from memory import refusal
from memory.text import phatic, tokens
from memory.models import Conversation, Message, Role


def conversation_for(user, channel: str, *, when: datetime, thread_key: str = "") -> Conversation:
    """The person's open conversation on this channel (or thread), or a new one.

    A conversation idle longer than IDLE_MINUTES is closed: the next message starts a new one.
    """
    idle = timedelta(minutes=settings.HIPPOCAMPUS["IDLE_MINUTES"])
    latest = (
        Conversation.objects.for_user(user)
        .filter(channel=channel, thread_key=thread_key)
        .order_by("-last_message_at")
        .first()
    )
    if latest is not None and when - latest.last_message_at <= idle and when >= latest.started_at:
        return latest
    return begin_conversation(user, channel, when=when, thread_key=thread_key)


def begin_conversation(user, channel: str, *, when: datetime, thread_key: str = "") -> Conversation:
    """A new conversation, whatever is open: a session the person started themselves."""
    return Conversation.objects.create(
        user=user, channel=channel, thread_key=thread_key, started_at=when, last_message_at=when
    )


def store(
    *,
    user,
    conversation: Conversation,
    role: str,
    text: str,
    when: datetime | None = None,
    provider_id: str | None = None,
    speaker: str = "",
) -> tuple[Message, bool]:
    """Write one message to the archive; returns (message, created).

    With a provider id this person already has on this channel, the stored message is
    returned and nothing is written twice; the same id in another person's archive is
    another message (the check and the database constraint are both per person and
    channel, so one person can never be handed another's row).
    """
    when = when or timezone.now()
    if provider_id:
        existing = Message.objects.for_user(user).filter(channel=conversation.channel, provider_id=provider_id).first()
        if existing:
            return existing, False
    form = refusal.prepare_for_archive(text)
    try:
        with transaction.atomic():
            message = Message.objects.create(
                user=user,
                conversation=conversation,
                role=role,
                channel=conversation.channel,
                speaker=speaker,
                text=form.text,
                floor_category=form.floor_category,
                text_hash=form.text_hash,
                provider_id=provider_id or None,
                created_at=when,
                token_count=tokens.count(form.text),
            )
    except IntegrityError:
        # A concurrent delivery of the same provider id won the race: return its row —
        # this person's, as the constraint is per person and channel too.
        return Message.objects.for_user(user).get(channel=conversation.channel, provider_id=provider_id), False
    if form.floor_category:
        live_window.keep(message.pk, form)
    if when > conversation.last_message_at:
        Conversation.objects.filter(pk=conversation.pk).update(last_message_at=when)
        conversation.last_message_at = when
    return message, True


def apply_verdict(message: Message, verdict: refusal.Verdict) -> None:
    """Bring a message's archived row to the form the full gate's ``verdict`` allows (a
    floor refusal the pattern layer missed before the first write is withheld now); the
    withheld text lives on, secrets masked, in the live window. The row keeps whether
    the message may be encoded (``Message.encodable``): formation reuses that verdict."""
    apply_verdicts([(message, verdict)])


def apply_verdicts(decided: list[tuple[Message, refusal.Verdict]]) -> None:
    """``apply_verdict`` for each (message, screened verdict): a row whose form changes is
    written on its own, the others' verdicts in one update per value (an import's batch)."""
    unchanged: dict[bool, list[int]] = {True: [], False: []}
    for message, verdict in decided:
        form = verdict.form
        if form is None:
            continue  # not a screened verdict: nothing the row could keep
        message.encodable = verdict.may_encode
        if (form.text, form.floor_category) == (message.text, message.floor_category):
            unchanged[message.encodable].append(message.pk)
            continue
        Message.objects.filter(pk=message.pk).update(
            text=form.text, floor_category=form.floor_category, text_hash=form.text_hash,
            token_count=tokens.count(form.text), encodable=message.encodable,
        )
        message.text, message.floor_category, message.text_hash = form.text, form.floor_category, form.text_hash
        live_window.keep(message.pk, form)
    for encodable, pks in unchanged.items():
        if pks:
            Message.objects.filter(pk__in=pks).update(encodable=encodable)


def set_status(message: Message, status: str) -> None:
    """Record what became of an inbound message ("answered", "failed", …)."""
    Message.objects.filter(pk=message.pk).update(status=status)
    message.status = status


def live_text(message: Message) -> str:
    """What a message said, for the reply: its archived text, or its live-window text
    while that lasts, or a marker of what was withheld."""
    return message.text or live_window.recall(message.pk) or f"[{message.floor_category} withheld]"


def recent_turns(conversation: Conversation, limit: int, *, before: Message | None = None) -> list[Message]:
    """The last ``limit`` user/assistant messages of a conversation, oldest first."""
    messages = Message.objects.filter(conversation=conversation, role__in=[Role.USER, Role.ASSISTANT])
    if before is not None:
        messages = messages.filter(created_at__lte=before.created_at).exclude(pk=before.pk)
    return list(messages.order_by("-created_at", "-id")[:limit])[::-1]


def said_before(user, inbound: Message, limit: int = 30) -> list[Message]:
    """The person's earlier messages in ``inbound``'s conversation, newest first, ``limit``
    of them: what they told us there, whether memories yet or not (formation waits for a
    stretch to end). A message the gate would not let be encoded is not among them."""
    return list(
        Message.objects.for_user(user)
        .filter(conversation=inbound.conversation, role=Role.USER, created_at__lt=inbound.created_at)
        .exclude(text="")
        .exclude(encodable=False)
        .order_by("-created_at", "-id")[:limit]
    )


NAME_READ = 20  # the person's latest messages that may give their name, read for it


def told_name(user) -> str:
    """What the person is called as they told us: their first name where one was set, else
    the name they last gave themselves in a message ("Hi! I'm Priya."), else "". Never their
    username, an address they chose to sign in ("demo"): the embedded model called a person
    "demo" from it."""
    if user.first_name:
        return user.first_name
    introducing = (
        Message.objects.for_user(user)
        .filter(role=Role.USER, text__iregex=r"(i'?m|i am|my name|call me)\s+[a-z]|(it'?s|this is)\s+\w+\s+here")
        .exclude(encodable=False)
        .order_by("-created_at", "-id")
        .values_list("text", flat=True)[:NAME_READ]
    )
    return next((name for text in introducing if (name := phatic.introduced(text))), "")
