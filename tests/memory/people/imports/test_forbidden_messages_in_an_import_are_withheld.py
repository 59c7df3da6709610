"""A message the refusal gate forbids is withheld from an import exactly as from a live
turn: the archive keeps its category marker and hash (a secret masked in place), the
gate's audit row names the import, and nothing of it reaches an episode or a belief."""

from memory.models import Belief, Episode, Message, RefusalEvent
from memory.refusal.patterns import MASK


def test_a_crisis_message_is_withheld_from_an_import(alice, imported):
    job = imported(alice, "whatsapp_ios.txt", own=["Sam Rivera"])
    assert job.withheld == 1
    withheld = Message.objects.for_user(alice).get(created_at__day=21, speaker="")
    assert (withheld.text, withheld.floor_category, withheld.status) == ("", "crisis", "not_encoded")
    assert RefusalEvent.objects.filter(user=alice, stage="import", category="crisis").exists()
    assert not withheld.episodes.exists()
    everything = " ".join(
        [*Episode.objects.for_user(alice).values_list("summary", flat=True)]
        + [text for pair in Belief.objects.for_user(alice).values_list("full", "compressed") for text in pair]
    )
    assert "relieved" not in everything and everything  # the rest of the chat was formed


def test_a_secret_is_masked_before_it_is_written(alice, imported):
    imported(alice, "chatgpt_conversations.json")
    message = Message.objects.for_user(alice).get(text__contains="Lisbon")
    assert "4821" not in message.text and MASK in message.text and message.floor_category == "secrets"
    assert not Message.objects.for_user(alice).filter(text__contains="4821").exists()
    assert not Belief.objects.for_user(alice).filter(full__contains="4821").exists()
    assert not Episode.objects.for_user(alice).filter(summary__contains="4821").exists()
