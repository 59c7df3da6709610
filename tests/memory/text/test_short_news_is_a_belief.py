"""Short news of the person's life, as chat tells it ("I got the promotion!!", "Got the
job!", "We're engaged!"), is a belief candidate: "I got the promotion!!" was never kept in a
walk-through, having one content word. Filler and remarks ("ok cool!!", "haha yes", "Got
it!") are not."""

from datetime import datetime, timezone

import pytest

from memory.text import extraction

WHEN = datetime(2026, 11, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize("text", ["I got the promotion!!", "I passed my driving test!", "We're engaged!", "Got the job!",
                                  "Finally passed!", "We just bought a house!", "I quit!"])
def test_short_news_is_a_belief_candidate(text):
    assert [s.text for s in extraction.statements(text, speaker="alice", when=WHEN)] == [text]


@pytest.mark.parametrize("text", ["ok cool!!", "haha yes", "Got it!", "Got it, thanks!", "I got you", "we did it!!",
                                  "I got lost", "lol ok"])
def test_filler_is_not(text):
    assert extraction.statements(text, speaker="alice", when=WHEN) == []
