"""A ritual said in more words tells nothing to keep: after the lead's walk 24 the memories
page listed "Right, I'm away to my bed, night hen." as a fact about the person, and walk 21's
"Sound, I'm off to bed, ta-ra." with it. What the person tells beside a farewell stays."""

from datetime import datetime, timezone

import pytest

from memory import formation
from memory.models import Belief
from memory.text import extraction
from tests.memory.formation.test_forming_many_stretches_at_once import _ingest

WHEN = datetime(2026, 11, 30, 21, 0, tzinfo=timezone.utc)


def _kept(text):
    return [s.text for s in extraction.statements(text, speaker="Jamie", when=WHEN)]


@pytest.mark.parametrize("text", [
    "Right, I'm away to my bed, night hen.",
    "Sound, I'm off to bed, ta-ra.",
    "Got to be up at six tomorrow so I'm off to bed.",
    "Right, I'd better lock up. Nos da!",
    "Anyway, Meg needs her walk. Ta-ra!",
    "Cheers for the chat, you're good company.",
    "Hey John! Long time no see! What's up?",
])
def test_a_ritual_in_more_words_is_no_belief(text):
    assert _kept(text) == []


@pytest.mark.parametrize("text, kept", [
    ("Off to Spain tomorrow, bye!", "Off to Spain tomorrow (1 December 2026), bye!"),
    ("Hi, I'm Gareth, I'm a plumber in Newport.", "I'm Gareth, I'm a plumber in Newport."),
    ("Thanks for the tip about Kyoto, I'm going in May.", "Thanks for the tip about Kyoto, I'm going in May."),
    ("I'm off work with my back, night shifts did it.", "I'm off work with my back, night shifts did it."),
])
def test_what_is_told_beside_a_ritual_stays(text, kept):
    assert kept in _kept(text)


def test_what_is_told_before_the_farewell_stays():
    assert _kept("Hey Jon! Long time no talk! I just got accepted for a fashion internship!") == [
        "I just got accepted for a fashion internship!"
    ]


def test_formation_keeps_no_farewell_as_a_belief(bob, engine):
    lines = [
        "I'm a plasterer from Bootle, I've been on the same job three weeks.",
        "Our Kayleigh passed her driving test first time, made up for her.",
        "The missus wants a dog but I'm not sure.",
        "Sound, I'm off to bed, ta-ra.",
    ]
    conversation = _ingest(bob, lines)[-1].conversation

    list(formation.form_conversations([conversation], force=True))

    told = [b.full for b in Belief.objects.filter(user=bob)]
    assert any("Kayleigh passed her driving test" in full for full in told)
    assert not any("off to bed" in full for full in told)
