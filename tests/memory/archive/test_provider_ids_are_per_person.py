"""The archive's duplicate check is per person and channel: a provider id one person's
message carries never hands another person that message, and the database constraint
and the lookup agree."""

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from memory import archive
from memory.models import Message


def store(user, text, provider_id):
    conversation = archive.conversation_for(user, "email", when=timezone.now())
    return archive.store(user=user, conversation=conversation, role="user", text=text, provider_id=provider_id)


def test_the_same_provider_id_for_two_people_is_two_messages(alice, bob):
    alices, created_for_alice = store(alice, "Alice's note about the garden.", "<shared-id@example.org>")
    bobs, created_for_bob = store(bob, "Bob's note about his car.", "<shared-id@example.org>")
    assert created_for_alice and created_for_bob and alices.pk != bobs.pk
    assert bobs.user == bob and bobs.text == "Bob's note about his car."


def test_the_same_provider_id_twice_for_one_person_is_one_message(alice):
    first, _ = store(alice, "The first delivery.", "<once@example.org>")
    again, created = store(alice, "The first delivery.", "<once@example.org>")
    assert not created and again.pk == first.pk
    assert Message.objects.filter(provider_id="<once@example.org>").count() == 1


def test_the_constraint_is_per_person_and_channel(alice, bob):
    store(alice, "hello", "SM-constraint")
    conversation = archive.conversation_for(alice, "email", when=timezone.now())
    with pytest.raises(IntegrityError), transaction.atomic():
        Message.objects.create(user=alice, conversation=conversation, role="user", channel="email",
                               text="again", provider_id="SM-constraint")
    bobs = archive.conversation_for(bob, "email", when=timezone.now())
    Message.objects.create(user=bob, conversation=bobs, role="user", channel="email", text="his",
                           provider_id="SM-constraint")


def test_a_lost_race_returns_the_persons_own_row(alice, bob, monkeypatch):
    """The IntegrityError fallback (a concurrent delivery won) looks up this person's row."""
    bobs, _ = store(bob, "Bob's message", "<raced@example.org>")
    alices, _ = store(alice, "Alice's message", "<raced@example.org>")
    real_filter = Message.objects.filter

    class NothingYet:
        def first(self):
            return None  # as if the concurrent write had not committed when we looked

    monkeypatch.setattr(Message.objects, "for_user", lambda user: type("Q", (), {
        "filter": lambda self, **kw: NothingYet(),
        "get": lambda self, **kw: real_filter(user=user, **kw).get(),
    })())
    again, created = store(alice, "Alice's message", "<raced@example.org>")
    assert not created and again.pk == alices.pk and again.user == alice
