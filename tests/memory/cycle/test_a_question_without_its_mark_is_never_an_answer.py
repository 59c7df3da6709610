"""A question the person asked without its "?" ("how old is oliver") is a question, not
something they told: it was kept as a memory and said back as the answer the next session
("How old is oliver (you told me earlier today).")."""

from django.utils import timezone

from memory import archive
from memory.models import Belief


def test_a_question_without_its_mark_is_not_kept_nor_said_back(alice, remember, say):
    remember(alice, "our son oliver is 4 and he's obsessed with dinosaurs", "how old is oliver", "wat am i studying")
    assert not Belief.objects.for_user(alice).filter(full__icontains="how old is").exists()
    later = archive.begin_conversation(alice, "cli", when=timezone.now())
    assert say(alice, "how old is oliver", conversation=later).text == (
        "Your son Oliver is 4 and he's obsessed with dinosaurs (you told me earlier today).")
    assert "wat am" not in say(alice, "wat am i studying", conversation=later).text.lower()
