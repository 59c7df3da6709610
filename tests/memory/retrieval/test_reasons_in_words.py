"""Every injected memory carries the reasons it came in, in words (issue 16's "why"):
the words it shares with the message, a similar meaning, a recent use; never empty."""

from memory import retrieval
from memory.retrieval import reasons


def test_matched_words_are_the_memorys_own_words():
    assert reasons.matched_words("Is my sister still in Lisbon?", "Ana, Alice's sister, moved to Lisbon.") == [
        "sister", "Lisbon",
    ]
    assert reasons.matched_words("painting", "She paints on weekends and painted a fox.") == ["paints"]
    assert reasons.matched_words("hello there", "Nothing in common here.") == []


def test_every_injected_item_says_why_and_the_trace_keeps_it(alice, make_belief, settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7}
    make_belief(alice, "Alice's sister Ana lives in Lisbon.")
    make_belief(alice, "Alice plays the cello on Sundays.")
    memory = retrieval.retrieve(alice, "Where does my sister live?", budget=200, seed=1)
    assert memory.items and all(item.why for item in memory.items)
    sister = next(item for item in memory.items if "Lisbon" in item.text)
    assert "matched words: sister" in sister.why
    assert "similar meaning" in sister.why
    assert all(entry["why"] for entry in memory.trace_items())
