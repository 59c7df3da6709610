"""A greeting before a comma is not part of what the sentence tells: the lead's fifth walk of
session 40 had "Hi, I'm Gareth, I'm a plumber in Newport." said back as "Hi, you're Gareth,
you're a plumber in Newport" when asked "What's my job?"."""

from datetime import datetime, timezone

import pytest

from memory.text import extraction

WHEN = datetime(2026, 11, 29, 15, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("text, kept", [
    ("Hi, I'm Gareth, I'm a plumber in Newport.", "I'm Gareth, I'm a plumber in Newport."),
    ("Hey there, I work at the post office.", "I work at the post office."),
    ("Good morning, my sister Ana lives in Porto.", "My sister Ana lives in Porto."),
])
def test_the_greeting_in_front_is_left_out(text, kept):
    assert [s.text for s in extraction.statements(text, speaker="Gareth", when=WHEN)] == [kept]


def test_a_word_that_only_looks_like_a_greeting_stays():
    """"Hey" is a greeting only before a comma: a name that starts a sentence stays."""
    text = "Hayley, my sister, lives in Porto."
    assert [s.text for s in extraction.statements(text, speaker="Gareth", when=WHEN)] == [text]
