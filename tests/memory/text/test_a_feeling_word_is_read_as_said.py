"""A message's valence and whether it is emotional come from words of feeling as they are
said: "hate" and "hat" share a stem, and "I've been learning to crochet, made my first
hat." read as sad (the lead's twelfth walk-through: "I'm sorry — that sounds hard.")."""

from datetime import datetime, timezone

import pytest

from memory.text import extraction


@pytest.mark.parametrize("text, valence", [
    ("I've been learning to crochet, made my first hat.", 0.0),
    ("I hate my job.", -1.0),
    ("I hated every minute.", -1.0),
    ("I'm so sad today.", -1.0),
    ("I love my new hat.", 1.0),
])
def test_valence_is_read_from_words_of_feeling_as_said(text, valence):
    assert extraction.valence_of(text) == valence


def test_a_hat_is_no_intense_feeling():
    when = datetime(2023, 5, 8, tzinfo=timezone.utc)
    hat, = extraction.statements("I knitted a hat for my nephew last weekend.", speaker="Ana", when=when)
    hate, = extraction.statements("I hate knitting hats for my nephew every weekend.", speaker="Ana", when=when)
    assert not hat.emotional and hate.emotional
