"""A request to remember is not part of what is remembered: "Remember this: my brother
Tom lives in Glasgow" forms the belief "My brother Tom lives in Glasgow". Nor is saying that
it matters: "This is really important to me: …" keeps the fact, not the frame."""

from datetime import datetime, timezone

import pytest

from memory.models import Belief
from memory.text import extraction

WHEN = datetime(2026, 11, 23, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "said",
    [
        "Remember this: my brother Tom lives in Glasgow.",
        "Please remember that my brother Tom lives in Glasgow.",
        "Don't forget that my brother Tom lives in Glasgow.",
        "Note that my brother Tom lives in Glasgow.",
        "Just so you know, my brother Tom lives in Glasgow.",
        "FYI my brother Tom lives in Glasgow.",
        "Okay, remember this - my brother Tom lives in Glasgow.",
        "This is really important to me: my brother Tom lives in Glasgow.",
        "That's a big deal for me - my brother Tom lives in Glasgow.",
        "Mark this as important: my brother Tom lives in Glasgow.",
    ],
)
def test_the_statement_is_the_fact_without_the_request(said):
    [statement] = extraction.statements(said, speaker="alice", when=WHEN)
    assert statement.text == "My brother Tom lives in Glasgow."
    assert statement.full == "alice (23 November 2026): My brother Tom lives in Glasgow."


def test_sentences_that_merely_start_alike_keep_their_words():
    assert extraction.unframed("Remember to call the dentist on Friday.") == "Remember to call the dentist on Friday."
    assert extraction.unframed("Notes from the meeting are on my desk.") == "Notes from the meeting are on my desk."
    assert extraction.unframed("Remember this!") == ""
    assert extraction.unframed("It was a big deal for me to move to Berlin.") == "It was a big deal for me to move to Berlin."
    assert extraction.unframed("It is important to drink water.") == "It is important to drink water."
    assert extraction.unframed("This really matters to me.") == ""


def test_a_formed_belief_starts_with_the_fact(alice, remember):
    remember(alice, "Remember this: my brother Tom lives in Glasgow and works as a nurse.")
    texts = list(Belief.objects.for_user(alice).values_list("full", flat=True))
    assert any("My brother Tom lives in Glasgow" in text for text in texts), texts
    assert not any("emember this" in text for text in texts), texts


def test_an_episode_summary_keeps_what_was_said_without_the_request():
    summary = extraction.summarise(
        [("demo", "Remember this: my brother Tom lives in Glasgow and plays the cello."), ("demo", "Remember this:")],
        WHEN,
    )
    assert "Tom lives in Glasgow" in summary
    assert "remember" not in summary.lower()
