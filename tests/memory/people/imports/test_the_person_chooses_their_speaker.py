"""When a chat has several speakers and none has the person's name, they choose which one
is them; a speaker with their name is theirs without asking."""

import pytest

from memory.models import ImportJob, Message
from memory.people import imports


def test_an_ambiguous_chat_asks_which_speaker(alice, start):
    with pytest.raises(imports.ChooseSpeaker) as asked:
        start(alice, "whatsapp_ios.txt")
    assert asked.value.speakers == ["Sam Rivera", "Noor Haddad"]
    assert not ImportJob.objects.exists()


def test_the_speaker_with_the_persons_name_is_theirs(alice, start):
    alice.first_name, alice.last_name = "Noor", "Haddad"
    alice.save()
    assert start(alice, "whatsapp_ios.txt").own == ["Noor Haddad"]


def test_the_chosen_speaker_decides_whose_lines_are_the_persons(alice, imported):
    imported(alice, "locomo.json", own=["Tomas"])
    own = list(Message.objects.for_user(alice).filter(speaker="").values_list("text", flat=True))
    assert own == ["Nice! Is it the studio near the Gravensteen?", "How is the pottery going?"]
