"""A turn's reply on its way to the person's channel (DESIGN §8 Delivery).

``answer_later`` queues the turn of an SMS or email the webhook has stored (the provider
is answered at once); ``answer``, that task's body, runs it once
(``memory.cycle.answer_stored``) and hands the reply to ``enqueue``.

``enqueue`` writes a Delivery row for the reply (the reply is the idempotency key) and
queues one Celery task once the transaction commits; ``attempt`` is that task's body.
Each provider message (an SMS segment, an email) is written as a DeliveryPart *before*
it is handed over, so a retried or re-delivered task skips what was sent and never sends
a part twice: a part left "sending" by a crash is marked unknown, not resent. Every
attempt is recorded with its outcome. Provider status callbacks land in ``record_status``.
"""

from __future__ import annotations

import logging

from celery import current_app
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.db import transaction
from django.utils import timezone

from channels_app.email import transport as email_transport
from channels_app.outcomes import Rejected, Transient, Unknown
from channels_app.sms import transport as sms_transport
from memory import archive, cycle
from memory.models import PART_PROGRESS, ChannelKind, Delivery, DeliveryAttempt, DeliveryPart, DeliveryStatus, Message
from memory.people import identities

log = logging.getLogger(__name__)
TRANSPORTS = {ChannelKind.SMS: sms_transport, ChannelKind.EMAIL: email_transport}
TASK = "channels_app.deliver"
ANSWER_TASK = "channels_app.answer"
NOTICE_TASK = "channels_app.notify"
LOCK_SECONDS = 300
RETRY = "retry"
ANSWERING = "answering"


def answer_later(message: Message, *, address: str, headers: dict | None = None) -> None:
    """Queue the turn for ``message``, an inbound SMS or email already stored, once the
    surrounding transaction commits; its reply will go to ``address`` (email: threaded
    with ``headers``). Queuing a message twice is harmless: only one task answers it."""
    args = [message.pk, address, headers or {}]
    transaction.on_commit(lambda: current_app.send_task(ANSWER_TASK, args=args))


def answer(message_id: int, address: str, headers: dict) -> str:
    """The answer task's body: the turn for a stored message, run once, its reply handed
    to delivery in the transaction that stores it. Returns "answered" when a reply was
    queued, ANSWERING when another task holds the message's claim (the task tries again
    after the claim's lease, so a message whose worker died mid-turn is still answered),
    "skipped" when the message is answered or not one to answer."""
    result = cycle.answer_stored(
        message_id=message_id, on_reply=lambda reply: enqueue(reply, address=address, headers=headers)
    )
    if result is not None:
        return "answered"
    return ANSWERING if cycle.being_answered(message_id) else "skipped"


def enqueue(reply: Message, *, address: str, headers: dict | None = None) -> Delivery:
    """Send ``reply`` to ``address`` on the reply's channel, once: the delivery is written
    now and its task queued when the surrounding transaction commits; a second call for
    the same reply returns the first delivery and queues nothing."""
    if reply.channel not in TRANSPORTS:
        raise ValueError(f"no transport delivers to the {reply.channel!r} channel")
    delivery, created = Delivery.objects.get_or_create(
        message=reply,
        defaults={"user": reply.user, "channel": reply.channel, "address": address, "headers": headers or {}},
    )
    if created:
        transaction.on_commit(lambda: current_app.send_task(TASK, args=[delivery.pk]))
    return delivery


def attempt(delivery_id: int) -> str:
    """Try a delivery once; returns its status afterwards, or RETRY when the provider was
    busy or unreachable (the caller backs off and tries again). A delivery already sent,
    failed, suppressed or unknown is left alone, so a duplicate task sends nothing."""
    lock = f"channels_app:delivery:{delivery_id}"
    if not cache.add(lock, "busy", LOCK_SECONDS):
        return RETRY  # another worker holds it right now
    try:
        return _attempt(Delivery.objects.select_related("message").get(pk=delivery_id))
    finally:
        cache.delete(lock)


def _attempt(delivery: Delivery) -> str:
    if delivery.status != DeliveryStatus.PENDING:
        return delivery.status
    record = DeliveryAttempt.objects.create(
        delivery=delivery, number=delivery.attempts.count() + 1, outcome="started"
    )
    if identities.is_opted_out(delivery.channel, delivery.address):
        return _finish(delivery, record, DeliveryStatus.SUPPRESSED, "the address sent STOP")
    transport = TRANSPORTS[delivery.channel]
    for index, piece in enumerate(transport.pieces(archive.live_text(delivery.message))):
        part, created = DeliveryPart.objects.get_or_create(delivery=delivery, index=index)
        if part.provider_id:
            continue  # sent by an earlier attempt
        if not created:
            part.status = "unknown"
            part.save(update_fields=["status"])
            return _finish(delivery, record, DeliveryStatus.UNKNOWN, f"part {index} was being sent when an attempt died")
        try:
            provider_id = transport.deliver_piece(
                address=delivery.address, piece=piece, index=index, headers=delivery.headers,
                key=f"{delivery.pk}.{index}",
            )
        except Transient as error:
            part.delete()  # certainly not taken: the next attempt sends it afresh
            record.outcome, record.error = RETRY, str(error)
            record.save(update_fields=["outcome", "error"])
            return RETRY
        except Unknown as error:
            DeliveryPart.objects.filter(pk=part.pk).update(status="unknown", updated_at=timezone.now())
            return _finish(delivery, record, DeliveryStatus.UNKNOWN, str(error))
        except (Rejected, ImproperlyConfigured) as error:
            DeliveryPart.objects.filter(pk=part.pk).update(status="failed", updated_at=timezone.now())
            return _finish(delivery, record, DeliveryStatus.FAILED, str(error))
        DeliveryPart.objects.filter(pk=part.pk).update(
            provider_id=provider_id, status="accepted", updated_at=timezone.now()
        )
    return _finish(delivery, record, DeliveryStatus.SENT, "")


def give_up(delivery_id: int, reason: str) -> None:
    """Mark a delivery failed after its last retry, recording why."""
    delivery = Delivery.objects.get(pk=delivery_id)
    record = DeliveryAttempt.objects.filter(delivery=delivery).order_by("-number").first()
    if record is None:
        record = DeliveryAttempt.objects.create(delivery=delivery, number=1, outcome="started")
    _finish(delivery, record, DeliveryStatus.FAILED, reason)


def _finish(delivery: Delivery, record: DeliveryAttempt, status: str, error: str) -> str:
    with transaction.atomic():
        record.outcome, record.error = status, error or record.error
        record.save(update_fields=["outcome", "error"])
        Delivery.objects.filter(pk=delivery.pk).update(status=status)
        Message.objects.filter(pk=delivery.message_id).update(status=status)
    delivery.status = status
    if error:
        log.warning("delivery %s %s: %s", delivery.pk, status, error)
    return status


def record_status(*, provider_id: str, status: str, error_code: str = "") -> bool:
    """Apply a provider's status callback to the part it names. Callbacks arrive in any
    order, so a status only moves forward (queued → sent → delivered/undelivered/failed);
    an older one arriving late changes nothing. Returns whether anything changed."""
    if status not in PART_PROGRESS:
        raise ValueError(f"unknown message status {status!r}")
    earlier = [name for name, rank in PART_PROGRESS.items() if rank < PART_PROGRESS[status]]
    return bool(
        DeliveryPart.objects.filter(provider_id=provider_id, status__in=earlier).update(status=status, error_code=error_code[:16], updated_at=timezone.now())
    )


def notify(channel: str, address: str, text: str, *, subject: str = "") -> None:
    """Send a notice — not a reply, not a memory: a verification code, an unknown email
    sender's onboarding — from a Celery task once the transaction commits."""
    transaction.on_commit(lambda: current_app.send_task(NOTICE_TASK, args=[channel, address, text, subject]))


def link_identity(*, user, kind: str, address: str):
    """Link ``address`` to ``user`` unconfirmed (memory.people.identities.do_link_identity,
    whose ValidationError passes through) and send the code that confirms it over that
    address's own channel, once the link is committed; returns the identity."""
    with transaction.atomic():
        identity, code = identities.do_link_identity(user=user, kind=kind, address=address)
        text = f"Your Hippocampus code is {code}. It confirms this address for your account; it expires in 15 minutes."
        notify(identity.kind, identity.address, text, subject="Your Hippocampus code")
    return identity


def send_notice(channel: str, address: str, text: str, subject: str = "") -> str:
    """The notice task's body: every piece sent, or RETRY when the provider was busy.
    Nothing goes to an address that sent STOP."""
    if identities.is_opted_out(channel, address):
        return DeliveryStatus.SUPPRESSED
    transport = TRANSPORTS[channel]
    try:
        for index, piece in enumerate(transport.pieces(text)):
            transport.deliver_piece(
                address=address, piece=piece, index=index, headers={"subject_line": subject}, key=""
            )
    except Transient:
        return RETRY
    except (Rejected, Unknown, ImproperlyConfigured) as error:
        log.warning("a %s notice was not sent: %s", channel, error)
        return DeliveryStatus.FAILED
    return DeliveryStatus.SENT
