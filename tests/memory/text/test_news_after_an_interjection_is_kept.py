"""A sentence that opens like a pleasantry ("omg", "Hey,", "Haha") and goes on to tell
something of the speaker is kept: "omg Biscuit just ate my sock" was never a memory."""

import pytest

from memory.text import extraction


@pytest.mark.parametrize("sentence", [
    "omg Biscuit just ate my sock 😂",
    "Hey, I moved to Berlin last week.",
    "Wow, my sister got the job in Oslo!",
])
def test_news_after_an_interjection_is_informative(sentence):
    assert not extraction.pleasantry(sentence)
    assert extraction.informative(sentence)


@pytest.mark.parametrize("sentence", [
    "Thanks!",
    "Wow, that's amazing, Caroline!",
    "Thanks for the tip about Kyoto",
    "That's so great, congrats on the new job!",
    "hey hey",
])
def test_a_pleasantry_alone_is_not(sentence):
    assert extraction.pleasantry(sentence)
    assert not extraction.informative(sentence)
