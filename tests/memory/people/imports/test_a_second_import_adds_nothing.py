"""Importing the same file twice, or a longer export of the same chat, adds only what is
new: no message, conversation or episode twice."""

import pytest

from memory.models import Conversation, Episode, ImportJob, Message

from tests.memory.people.imports.conftest import fixture_bytes


def counts(user):
    return (
        Message.objects.for_user(user).count(),
        Conversation.objects.for_user(user).count(),
        Episode.objects.for_user(user).count(),
    )


@pytest.mark.parametrize(
    "name, own",
    [
        ("chatgpt_conversations.json", []),
        ("whatsapp_ios.txt", ["Sam Rivera"]),
        ("mailbox.mbox", ["sam.rivera@example.com"]),
        ("locomo.json", ["Mira"]),
    ],
)
def test_the_same_file_twice(alice, imported, name, own):
    first = imported(alice, name, own=own)
    before = counts(alice)
    second = imported(alice, name, own=own)
    assert second.pk != first.pk and second.added == 0 and second.episodes == 0
    assert counts(alice) == before
    assert ImportJob.objects.for_user(alice).count() == 2


def test_a_longer_export_of_the_same_chat_adds_only_the_new_messages(alice, imported):
    chat = fixture_bytes("whatsapp_android.txt")
    imported(alice, chat, own=["Sam Rivera"])
    later = chat + b"3/20/23, 7:00 PM - Priya: The tuner says the piano is perfect now\n"
    job = imported(alice, later, own=["Sam Rivera"])
    assert (job.total, job.added) == (6, 1)
    assert Message.objects.for_user(alice).filter(text__contains="tuner says").count() == 1


def test_another_persons_copy_of_the_same_chat_is_theirs(alice, bob, imported):
    imported(alice, "whatsapp_android.txt", own=["Sam Rivera"])
    job = imported(bob, "whatsapp_android.txt", own=["Priya"])
    assert job.added == 5
    assert Message.objects.for_user(bob).filter(speaker="").count() == 2  # Priya's own lines


def test_one_email_filed_twice_in_a_mailbox_is_one_message(alice, imported):
    mailbox = fixture_bytes("mailbox.mbox")
    first = mailbox.split(b"\nFrom sam.rivera")[0]
    job = imported(alice, mailbox + first, own=["sam.rivera@example.com"])
    assert job.total == job.added == 3
