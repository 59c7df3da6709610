"""Celery tasks of the channels: they adapt and call channels_app.delivery."""

from celery import shared_task
from django.conf import settings

from channels_app import delivery
from memory import cycle


class Busy(Exception):
    """The provider was busy or unreachable; Celery retries with back-off."""


@shared_task(bind=True, name=delivery.ANSWER_TASK, acks_late=True, reject_on_worker_lost=True)
def answer(self, message_id: int, address: str, headers: dict) -> str:
    """Answer one stored SMS or email and queue its reply (delivery.answer); a second task
    for the same message does nothing. While another task holds the message, try again
    once its lease has passed: if that task's worker died (this task, redelivered, may be
    the one it left), the message is answered then."""
    outcome = delivery.answer(message_id, address, headers)
    if outcome == delivery.ANSWERING:
        raise self.retry(countdown=cycle.LEASE.total_seconds() + 5, max_retries=3)
    return outcome


@shared_task(bind=True, name=delivery.TASK, acks_late=True)
def deliver(self, delivery_id: int) -> str:
    """Send one reply (delivery.attempt); on a transient provider error retry after
    BACKOFF_SECONDS × 2^n, at most HIPPOCAMPUS_DELIVERY_RETRIES times, then give up."""
    outcome = delivery.attempt(delivery_id)
    if outcome != delivery.RETRY:
        return outcome
    config = settings.DELIVERY
    if self.request.retries >= config["RETRIES"]:
        delivery.give_up(delivery_id, f"still failing after {config['RETRIES']} retries")
        return "failed"
    raise self.retry(exc=Busy(), countdown=config["BACKOFF_SECONDS"] * 2**self.request.retries,
                     max_retries=config["RETRIES"])


@shared_task(bind=True, name=delivery.NOTICE_TASK, acks_late=True)
def notify(self, channel: str, address: str, text: str, subject: str = "") -> str:
    """Send a notice (a verification code, delivery.send_notice), retrying like ``deliver``."""
    outcome = delivery.send_notice(channel, address, text, subject)
    if outcome == delivery.RETRY and self.request.retries < settings.DELIVERY["RETRIES"]:
        raise self.retry(exc=Busy(), countdown=settings.DELIVERY["BACKOFF_SECONDS"] * 2**self.request.retries,
                         max_retries=settings.DELIVERY["RETRIES"])
    return outcome
