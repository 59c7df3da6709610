"""Answering a message the archive already holds (DESIGN §8: the texting and email
webhooks store first and answer the provider at once; a Celery task runs the turn).

The message is claimed stored → answering in one conditional UPDATE, so of any number of
tasks for one message (a webhook delivered twice, a task redelivered after a worker
restart) one runs its turn at a time. The claim is a lease: a worker that dies mid-turn
leaves the message "answering", and once ``LEASE`` has passed without its reply, a task
may claim it again (the reply, the message's status and the caller's ``on_reply`` are
written in one transaction, so a turn that died left none of them). A turn that raises
leaves the message "failed", visible and never claimed again; the message itself is
kept either way.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Callable

from django.db.models import Q
from django.utils import timezone

from memory import archive, refusal
from memory.archive import live_window
from memory.cycle.turn import Attention, TurnResult, respond
from memory.models import Message, Role

log = logging.getLogger(__name__)
STORED, ANSWERING, FAILED = "stored", "answering", "failed"
# Far longer than any turn (seconds, a minute under heavy load): a claim this old was left
# by a worker that died.
LEASE = timedelta(minutes=10)


def answer_stored(*, message_id: int, on_reply: Callable[[Message], None] | None = None) -> TurnResult | None:
    """Run the turn (DESIGN §3 steps 2–7) for the person's stored inbound message
    ``message_id``, once: returns its result, or None when the message is not waiting
    for an answer (answered, being answered, not an inbound message). As in every turn,
    the reply is dated after its message by the time the turn took, not by the time it
    waited in the queue, so the conversation reads message, reply, next message. The text
    the turn reads is the archive's (secrets masked) or, for a withheld message, the live
    window's while it lasts; a withheld message whose window has expired is answered with
    its floor category's reply (``refusal.withheld_earlier``), never as if it said nothing.
    ``on_reply(reply)`` runs in the transaction that stores the reply (``respond``)."""
    now = timezone.now()
    waiting = Q(status=STORED) | Q(status=ANSWERING, claimed_at__lt=now - LEASE)
    claimed = Message.objects.filter(waiting, pk=message_id, role=Role.USER).update(status=ANSWERING, claimed_at=now)
    if not claimed:
        return None
    inbound = Message.objects.select_related("user", "conversation").get(pk=message_id)
    said = inbound.text or live_window.recall(inbound.pk)
    verdict = None
    if not said and inbound.floor_category:  # withheld at the first write, and the window has expired
        verdict = refusal.withheld_earlier(inbound.floor_category, user=inbound.user)
    attention = Attention(
        user=inbound.user, channel=inbound.channel, text=said or archive.live_text(inbound), when=inbound.created_at,
        conversation=inbound.conversation, provider_id=inbound.provider_id, speaker=inbound.speaker,
    )
    try:
        return respond(attention, inbound, verdict=verdict, on_reply=on_reply)
    except Exception:
        archive.set_status(inbound, FAILED)  # visible as failed; never claimed again
        raise


def being_answered(message_id: int) -> bool:
    """Whether a task holds ``message_id``'s claim now (within its lease): a task that
    finds it so should try again after the lease, in case that task's worker died."""
    return Message.objects.filter(pk=message_id, status=ANSWERING, claimed_at__gte=timezone.now() - LEASE).exists()
