"""Socrates' fixtures: something the person said in an earlier session, already formed."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation
from memory.models import Belief


@pytest.fixture
def said_long_ago(say):
    """Say ``text`` ``days`` ago in a conversation of its own, form it, and return its belief."""

    def tell(user, text, days=40):
        turn = say(user, text, when=timezone.now() - timedelta(days=days))
        formation.form_conversation(turn.inbound.conversation, force=True)
        return Belief.objects.for_user(user).get(full__contains=text.rstrip("."))

    return tell
