"""A birthday of someone of theirs coming, with a present not yet got, is met by the pipeline
with a voice-only model: said back, then asked what they are into (it suggests nothing: the
135M answered "my mum's birthday is on saturday and i still haven't got her anything" with
"Oh noes! Don't worry, it's completely normal to have a busy family life.")."""

import pytest

from memory.cycle import rituals, theirs


@pytest.mark.parametrize("text, said, whom", [
    ("My dad's birthday is tomorrow and I haven't got him anything yet.", "Your dad's birthday is tomorrow — ", "your dad"),
    ("It's Sam's birthday on Sunday and I need to get him a present.", "It's Sam's birthday on Sunday — ", "Sam"),
])
def test_a_present_to_find_asks_what_they_like(alice, say, text, said, whom):
    reply = say(alice, text).text
    assert reply == theirs.no_present(text) and reply.startswith(said) and whom in reply and reply.endswith("?")
    assert theirs.no_present(text, 0) != theirs.no_present(text, 1)


@pytest.mark.parametrize("text", [
    "My dad's birthday is tomorrow and I got him a watch.",  # got one
    "My dad's birthday was awful and I haven't got him anything.",
    "My dad's funeral is tomorrow and I haven't got him anything.",
])
def test_a_look_alike_is_not_met_so(text):
    assert theirs.no_present(text) is None


def test_the_ritual_reads_it_written_out():
    assert rituals.told("my mum's birthday is on saturday and i still haven't got her anything").startswith("Your mum")
