"""Whole-account erasure (DESIGN §6 "Roles", issue 18 item 4): the one path where
episodes are deleted.

Episodes are append-only: the database trigger refuses every DELETE, from the ORM, from
raw SQL and from the application role's own console. ``do_erase_account`` passes it only
through ``memory.models.erase_episodes``, which calls the owner's SECURITY DEFINER
function ``hippocampus_erase_episodes(person)`` (migration 0014): it removes every
episode of one person, never a selection, and nothing else can set what the trigger
asks for. The rest of the account goes in the same transaction (a belief left without
its episodes would fail the provenance check at commit), then the person's Redis keys
and any uploaded history still waiting for its import to finish.

What is kept is one ``AccountErasure`` row: when, who asked, and how many rows of each
kind went. No text, no name, no address, no id of the person.
"""

from __future__ import annotations

import redis
from django.apps import apps
from django.conf import settings
from django.contrib.admin.models import LogEntry
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from django.contrib.sessions.models import Session
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from memory.archive import live_window
from memory.people import imports
from memory.models import (
    AccountErasure,
    Initiator,
    Message,
    Profile,
    RefusalEvent,
    RelevanceProfile,
    erase_episodes,
)

# One row of settings per person: erased with the account, not counted as memory.
_SETTINGS_MODELS = (Profile, RelevanceProfile)
# Sign-in throttling (django-axes) keeps attempts by username, with no link to the account.
_ATTEMPT_MODELS = ("axes.AccessAttempt", "axes.AccessLog", "axes.AccessFailureLog")


def cache_prefix(user) -> str:
    """The prefix of every cache key that belongs to one person (idempotent answers, ...):
    erasure removes them all with one scan."""
    return _prefix(user.pk)


def _prefix(pk: int) -> str:
    return f"person:{pk}:"


def check_confirmation(*, user, typed: str) -> None:
    """Raise ValidationError unless ``typed`` is the person's username, exactly: erasure
    cannot be undone, so it asks for more than a click."""
    if typed.strip() != user.get_username():
        raise ValidationError(f"Type the username ({user.get_username()}) exactly to erase this account.")


def _counted(user):
    for model in apps.get_app_config("memory").get_models():
        manager = model._default_manager
        if hasattr(manager, "for_user") and model not in _SETTINGS_MODELS:
            if count := manager.for_user(user).count():
                yield model._meta, count


def counts_of(user) -> dict[str, int]:
    """How many rows of each memory model belong to ``user`` (what erasure would
    remove), by the model's plural name: the audit row's counts."""
    return {str(meta.verbose_name_plural): count for meta, count in _counted(user)}


def summary_of(user) -> list[str]:
    """The same counts as phrases for a page ("1 episode", "3 beliefs")."""
    return [f"{count} {meta.verbose_name if count == 1 else meta.verbose_name_plural}" for meta, count in _counted(user)]


def do_erase_account(*, user, by=None, typed: str) -> AccountErasure:
    """Erase ``user`` and everything about them, after checking the typed confirmation
    (``check_confirmation``). ``by`` is the operator who ran it, or None when the person
    erased their own account. Returns the audit row; raises ValidationError (nothing
    changed) when the confirmation does not match or an operator tries to erase
    themself from the panel."""
    check_confirmation(user=user, typed=typed)
    if by is not None and by.pk == user.pk:
        raise ValidationError("Erase your own account from your account page, not the operator panel.")
    username, pk = user.get_username(), user.pk
    with transaction.atomic():
        user = get_user_model().objects.select_for_update().get(pk=pk)
        counts = counts_of(user)
        message_ids = list(Message.objects.for_user(user).values_list("pk", flat=True))
        uploads = imports.waiting_files(user)
        counts["refusal events"] = RefusalEvent.objects.for_user(user).delete()[0]
        counts["episodes"] = erase_episodes(user=user)
        _forget_sessions(pk)
        _forget_attempts(username)
        LogEntry.objects.filter(content_type=ContentType.objects.get_for_model(user), object_id=str(pk)).delete()
        user.delete()
        audit = AccountErasure.objects.create(
            initiated_by=Initiator.OPERATOR if by is not None else Initiator.PERSON,
            operator=by,
            counts={name: count for name, count in counts.items() if count},
        )
        transaction.on_commit(lambda: _forget_cached(pk, message_ids))
        transaction.on_commit(lambda: _forget_uploads(uploads))
    return audit


def _forget_uploads(paths) -> None:
    for path in paths:
        path.unlink(missing_ok=True)


def _forget_sessions(pk: int) -> None:
    # Sessions keep the account's id inside their signed data; the table has no column to filter on.
    live = Session.objects.filter(expire_date__gt=timezone.now())
    stale = [session.pk for session in live.iterator() if session.get_decoded().get("_auth_user_id") == str(pk)]
    Session.objects.filter(pk__in=stale).delete()


def _forget_attempts(username: str) -> None:
    for label in _ATTEMPT_MODELS:
        if apps.is_installed(label.split(".")[0]):
            apps.get_model(label).objects.filter(username=username).delete()


def _forget_cached(pk: int, message_ids: list[int]) -> None:
    live_window.forget_all(message_ids)
    client = redis.Redis.from_url(settings.REDIS_URL)
    person = cache.make_key(_prefix(pk))
    throttles = cache.make_key(f"throttle_*_{pk}")
    for pattern in (person + "*", throttles):
        for key in client.scan_iter(match=pattern, count=1000):
            client.delete(key)

