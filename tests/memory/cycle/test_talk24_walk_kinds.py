"""The kinds talk24's walk-throughs (session 38, terminal, the embedded 135M) found the
pipeline not meeting or meeting badly, each met with a voice-only model on sentences that are
not the walks' own, with look-alikes left alone."""

import pytest

from memory.cycle import moods


@pytest.mark.parametrize("before", ["Awful shift, two of the team were off sick.", "Work was a nightmare today."])
def test_tired_after_a_hard_day_told_is_not_asked_why(alice, say, before):
    """"I'm shattered." after "Rough day, we lost a dog in surgery." got "Ah, shattered — …
    Has it been a busy day?": what was just told, asked."""
    say(alice, before)
    reply = say(alice, "I'm knackered.").text
    assert reply in {wording.format(how="knackered") for wording in moods._AFTER_THAT}


def test_tired_after_a_good_day_is_met_as_tired(alice, say):
    say(alice, "We had a lovely walk along the river.")
    assert say(alice, "I'm knackered.").text not in {wording.format(how="knackered") for wording in moods._AFTER_THAT}
