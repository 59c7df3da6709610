"""Erasing an account removes every row of that person in every table (every model of
every app, walked through the app registry) and their Redis keys; other people are
untouched; the audit row keeps no content."""

import json

import pytest
import redis
from django.apps import apps
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import models

from memory.archive import live_window
from memory.models import AccountErasure, Belief, Episode, Message, RefusalEvent
from memory.people import cache_prefix, do_erase_account
from memory.refusal import prepare_for_archive

User = get_user_model()


def rows_naming(pk: int, username: str) -> dict[str, int]:
    """Rows of any model that point at user ``pk`` (a foreign key to the user, or a
    relation whose row points at the user) or carry ``username`` in a text column."""
    found = {}
    for model in apps.get_models():
        if model is AccountErasure:
            continue
        query = models.Q()
        for field in model._meta.concrete_fields:
            if field.is_relation and field.related_model is User:
                query |= models.Q(**{field.attname: pk})
            elif field.is_relation and any(f.is_relation and f.related_model is User
                                           for f in field.related_model._meta.concrete_fields):
                user_field = next(f for f in field.related_model._meta.concrete_fields
                                  if f.is_relation and f.related_model is User)
                query |= models.Q(**{f"{field.name}__{user_field.name}": pk})
            elif isinstance(field, (models.CharField, models.TextField)) and not field.choices:
                query |= models.Q(**{field.attname: username})
        if model is User:
            query |= models.Q(pk=pk)
        if query and (count := model._default_manager.filter(query).count()):
            found[model._meta.label] = count
    return found


def sessions_of(pk: int) -> int:
    return sum(session.get_decoded().get("_auth_user_id") == str(pk) for session in Session.objects.all())


def redis_keys(pk: int, message_ids) -> list[bytes]:
    client = redis.Redis.from_url(settings.REDIS_URL)
    keys = list(client.scan_iter(match=cache.make_key(cache_prefix(User(pk=pk))) + "*"))
    keys += [key for key in client.scan_iter(match="*live-window:message:*")
             if int(key.rsplit(b":", 1)[1]) in message_ids]
    return keys


@pytest.fixture
def everything(client, full_account, settings):
    """``alice`` with memory, a session, a refusal event, an API token, a failed sign-in,
    a live-window text and an idempotent API answer in Redis."""

    def fill(user, password):
        full_account(user)
        client.login(username=user.username, password=password)
        client.post("/accounts/login/", {"username": user.username, "password": "wrong"})
        client.login(username=user.username, password=password)
        RefusalEvent.objects.create(user=user, channel="cli", category="crisis", layer="floor", text_hash="0" * 64)
        message = Message.objects.for_user(user).filter(floor_category="crisis").first()
        live_window.keep(message.pk, prepare_for_archive("I keep thinking about killing myself"))
        answer = client.post("/api/tokens/", data="{}", content_type="application/json",
                             headers={"Idempotency-Key": f"k-{user.pk}"})
        assert answer.status_code == 201
        return list(Message.objects.for_user(user).values_list("pk", flat=True))

    return fill


def test_nothing_of_the_person_is_left_and_others_are_untouched(alice, bob, everything, make_belief,
                                                                django_capture_on_commit_callbacks):
    pk = alice.pk
    message_ids = everything(alice, "alice-pass-123")
    bobs = make_belief(bob, "Bob plays the cello.")
    assert rows_naming(pk, "alice") and redis_keys(pk, message_ids) and sessions_of(pk)
    bob_before = rows_naming(bob.pk, "bob")

    with django_capture_on_commit_callbacks(execute=True):  # Redis keys go once the erasure is committed
        audit = do_erase_account(user=alice, typed="alice")

    assert rows_naming(pk, "alice") == {}
    assert redis_keys(pk, message_ids) == [] and sessions_of(pk) == 0
    assert rows_naming(bob.pk, "bob") == bob_before
    assert Belief.objects.get(pk=bobs.pk).derived_from.count() == 1
    assert audit.initiated_by == "person" and audit.operator is None
    assert audit.counts["episodes"] >= 3 and audit.counts["beliefs"] >= 3
    stored = json.dumps(list(AccountErasure.objects.values()), default=str)
    assert "alice" not in stored and "Lisbon" not in stored and "Maya" not in stored


def test_an_operator_erasure_names_the_operator(alice, operator, make_belief):
    make_belief(alice, "Alice keeps bees.")
    audit = do_erase_account(user=alice, by=operator, typed="alice")
    assert (audit.initiated_by, audit.operator) == ("operator", operator)
    assert not Episode.objects.filter(user_id=alice.pk).exists()


@pytest.mark.parametrize("typed", ["", "Alice", "alice please", "bob"])
def test_a_wrong_confirmation_erases_nothing(alice, make_belief, typed):
    make_belief(alice, "Alice keeps bees.")
    with pytest.raises(ValidationError, match="Type the username"):
        do_erase_account(user=alice, typed=typed)
    assert User.objects.filter(pk=alice.pk).exists() and Episode.objects.for_user(alice).count() == 1
    assert not AccountErasure.objects.exists()


def test_an_operator_cannot_erase_themself_from_the_panel(operator):
    with pytest.raises(ValidationError, match="your own account"):
        do_erase_account(user=operator, by=operator, typed="olivia")
    assert User.objects.filter(pk=operator.pk).exists()
