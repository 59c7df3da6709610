"""Everyday messages that share words with the floor are not refused."""

import pytest

from memory import refusal
from memory.models import RefusalEvent

LOOKALIKES = [
    "I absolutely killed it in the sales pitch this morning",
    "any password manager you'd recommend for a family?",
    "the doctor said everything looks fine",
    "we got food poisoning from the street tacos, never again",
    "my phone battery died halfway through the call",
    "I'm dying to see the new Pixar movie",
    "how do I contest a parking fine?",
    "the nurse said my blood pressure is normal now",
]


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_is_encoded_normally(alice, text):
    verdict = refusal.screen(text, user=alice)
    assert verdict.category is None, verdict.matches
    assert verdict.may_encode and verdict.reply is None
    assert refusal.prepare_for_archive(text).text == text
    assert not RefusalEvent.objects.exists()


def test_empty_text_passes(alice):
    assert refusal.screen("   ", user=alice).may_encode
