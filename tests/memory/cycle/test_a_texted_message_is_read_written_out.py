"""A message typed as people text is read written out before the pipeline's own readers
meet it: the embedded 135M answered "my boyfriend ben is coming up this weekend tho" with
"How was your weekend?" and "lowkey stressed about money rn" with "I'm sorry for your
stress, it means I helped you." (the lead's seventh walk-through)."""

import pytest

from memory.cycle import happenings, rituals, texting


@pytest.mark.parametrize("typed, written", [
    ("my boyfriend ben is coming up this weekend tho", "My boyfriend Ben is coming up this weekend."),
    ("lowkey stressed about money rn", "I'm stressed about money right now."),
    ("ugh my flatmate keeps eating my food lol", "My flatmate keeps eating my food."),
    ("got my essay due friday and ive barely started", "I got my essay due Friday and I've barely started."),
    ("been a bit down lately", "I've been a bit down lately."),
    ("what's my boyfriend called", "What's my boyfriend called?"),  # "called" is no name
    ("my sister ana lives in porto", "My sister Ana lives in porto."),  # a place is not guessed
    ("Ill be there", "Ill be there."),  # "ill", "its", "were" are words too
    ("its fine", "Its fine."),
    ("We're going to Lisbon in June.", "We're going to Lisbon in June."),  # a sentence already
])
def test_a_texted_message_is_written_out_only_where_it_is_certain(typed, written):
    assert texting.plain(typed) == written


@pytest.mark.parametrize("typed, met", [
    ("my boyfriend ben is coming up this weekend tho", "Your boyfriend Ben is coming up this weekend — "),
    ("lowkey stressed about money rn", "You're stressed about money right now — "),
    ("my brother tom just turned 30", "Your brother Tom just turned 30 — "),
    ("we're going to a gig on saturday, arctic monkeys!!", "You're going to a gig on Saturday — "),  # met as typed, said back written out
])
def test_a_texted_happening_is_met_as_if_written_out(alice, say, typed, met):
    reply = say(alice, typed).text
    assert reply == rituals.told(typed) and reply.startswith(met) and reply.count("?") == 1


def test_a_message_met_as_typed_is_met_the_same():
    """Writing out is tried only after what was typed: a message already met keeps its reply."""
    typed = "Had a great day at work today!"
    assert rituals.told(typed) == happenings.acknowledgement(typed)
