"""A file of another format than the one chosen, or of another person (the speaker they
name is absent, none of their addresses appears), is refused before anything is written."""

import json

import pytest

from memory.models import ChannelIdentity, Conversation, ImportJob, Message
from memory.people import imports

from tests.memory.people.imports.conftest import fixture_bytes


def nothing_written():
    return not (ImportJob.objects.exists() or Message.objects.exists() or Conversation.objects.exists())


@pytest.mark.parametrize(
    "name, format, says",
    [
        ("whatsapp_ios.txt", "chatgpt", "this file is a WhatsApp chat export (.txt), not a ChatGPT export"),
        ("chatgpt_conversations.json", "locomo", "this file is a ChatGPT export (conversations.json), not a LoCoMo"),
        ("locomo.json", "mbox", "this file is a LoCoMo file (JSON), not a mailbox (mbox)"),
        ("mailbox.mbox", "whatsapp", "this file is a mailbox (mbox), not a WhatsApp chat"),
    ],
)
def test_a_file_of_another_format_than_chosen(alice, start, name, format, says):
    with pytest.raises(imports.Refused, match=says.replace("(", r"\(").replace(")", r"\)")):
        start(alice, name, format=format, own=["Sam Rivera"])
    assert nothing_written()


@pytest.mark.parametrize(
    "name, own, says",
    [
        ("whatsapp_ios.txt", ["Priya"], "'Priya' does not speak in this file, a WhatsApp chat export (.txt); its speakers are Sam Rivera, Noor Haddad."),
        ("locomo.json", ["Sam Rivera"], "'Sam Rivera' does not speak in this file, a LoCoMo file"),
        ("mailbox.mbox", ["bob@example.com"], "no message in this mailbox is from or to bob@example.com"),
    ],
)
def test_a_file_in_which_the_person_does_not_appear(alice, start, name, own, says):
    with pytest.raises(imports.Refused) as refused:
        start(alice, name, own=own)
    assert says in str(refused.value)
    assert nothing_written()


def test_a_mailbox_is_matched_to_the_persons_linked_addresses(alice, bob, start):
    ChannelIdentity.objects.create(user=alice, kind="email", address="sam.rivera@example.com", verified=True)
    assert start(alice, "mailbox.mbox").own == ["sam.rivera@example.com"]
    bob.email = "bob@example.com"
    bob.save()
    with pytest.raises(imports.Refused, match="someone else's mailbox"):
        start(bob, "mailbox.mbox")


def test_a_mailbox_without_any_address_of_the_person_asks_for_them(alice, start):
    with pytest.raises(imports.Refused, match="which addresses are yours"):
        start(alice, "mailbox.mbox")
    assert nothing_written()


def test_a_locomo_file_with_a_sample_of_other_people(alice, start):
    document = json.loads(fixture_bytes("locomo.json"))
    other = json.loads(json.dumps(document[0]).replace("Mira", "Joanna").replace("demo-1", "demo-2"))
    with pytest.raises(imports.Refused, match="sample demo-2 has no turn by Mira: it is someone else's conversation"):
        start(alice, json.dumps([document[0], other]).encode(), own=["Mira"])
    assert nothing_written()
