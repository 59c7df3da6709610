"""A two- or three-word self-description ("I'm single.", "I love running.") forms a belief,
so a change of it weeks later is asked about; "I'm fine." and "I love it!" form none."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation, socrates
from memory.models import Belief


def said_long_ago(say, user, text):
    turn = say(user, text, when=timezone.now() - timedelta(days=40))
    formation.form_conversation(turn.inbound.conversation, force=True)


@pytest.mark.parametrize(
    "before, after",
    [("I'm single.", "I'm married now."), ("I love running.", "I hate running now."),
     ("I'm a vegetarian.", "I eat meat again these days.")],
)
def test_a_change_of_a_short_self_description_is_asked_about(alice, say, before, after):
    said_long_ago(say, alice, before)
    assert Belief.objects.for_user(alice).filter(full__contains=before.rstrip(".")).exists()

    reply = say(alice, after)

    assert f'you said "{before.rstrip(".")}"' in reply.text and reply.text.endswith(socrates.SURFACED)


def test_small_talk_of_two_words_forms_no_belief(alice, say):
    said_long_ago(say, alice, "I'm fine. I love it! I agree.")

    assert not Belief.objects.for_user(alice).exists()
