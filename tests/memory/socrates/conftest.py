"""Socrates' fixtures: something the person said in an earlier session, already formed."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation, socrates
from memory.models import Belief, BeliefRevision, BeliefStatus
from memory.socrates.own_words import words_of


@pytest.fixture
def said_long_ago(say):
    """Say ``text`` ``days`` ago in a conversation of its own, form it, and return its belief."""

    def tell(user, text, days=40):
        turn = say(user, text, when=timezone.now() - timedelta(days=days))
        formation.form_conversation(turn.inbound.conversation, force=True)
        return Belief.objects.for_user(user).get(full__contains=text.rstrip("."))

    return tell


@pytest.fixture
def asked_in_their_words(say):
    """Say each ``(old belief, new text)`` of ``changes``: every one must be asked about,
    quoting both in the person's words, and the old belief stays active (asked, not decided)."""

    def check(user, changes):
        for old, text in changes:
            reply = say(user, text)
            assert f'you said "{words_of(old)}"; now you say "{text.rstrip(".!")}"' in reply.text, text
            assert reply.text.endswith(socrates.SURFACED)
            old.refresh_from_db()
            assert old.status == BeliefStatus.ACTIVE

    return check


@pytest.fixture
def settled_by_a_yes(say, said_long_ago):
    """``earlier`` said long ago, ``now`` today: ``now`` is asked about and, formed, changes
    nothing; the person's "Yes." supersedes ``earlier`` by what holds ``kept``."""

    def check(user, earlier, now, kept):
        old = said_long_ago(user, earlier)
        asked = say(user, now)
        assert asked.text.endswith(socrates.ASK)
        formation.form_conversation(asked.inbound.conversation, force=True)
        old.refresh_from_db()
        assert old.status == BeliefStatus.ACTIVE  # formed, and still only asked
        answer = say(user, "Yes.")
        formation.form_conversation(answer.inbound.conversation, force=True)
        old.refresh_from_db()
        assert old.status == BeliefStatus.SUPERSEDED and kept in old.superseded_by.full

    return check


@pytest.fixture
def asks_nothing(say, said_long_ago):
    """Each of ``earlier`` said long ago (a session each, five days apart), then none of
    ``texts`` is asked about and nothing is recorded as a question."""

    def check(user, earlier, texts):
        for days, text in enumerate(earlier):
            said_long_ago(user, text, days=30 + 5 * days)
        for text in texts:
            assert not say(user, text).text.endswith(socrates.SURFACED), text
        assert not BeliefRevision.objects.for_user(user).exists()

    return check
