"""A farewell or thanks in words the ritual lists do not name (``phatic.kinds`` reads none) is
read by the learned head (``text.ritual_head``) and met as the lists' rituals are: the lead's
second walk of session 40 had "Cheers, you always cheer me up." met "Well done! How's your day
going?" and "Anyway, I'm off to get my head down. Laters!" met "Just another day of life.
How's it going?" by the embedded 135M. A message that says anything more is left alone."""

import pytest

from memory.cycle import rituals
from memory.text import phatic, ritual_head


@pytest.mark.parametrize("text, kind", [
    ("Cheers, you always cheer me up.", phatic.THANKS),
    ("Thanks, you always make me feel better.", phatic.THANKS),
    ("Thank you, you've been so patient with me.", phatic.THANKS),
    ("Thanks so much, that really helped me out.", phatic.THANKS),
    ("Anyway, I'm off to get my head down. Laters!", phatic.FAREWELL),
    ("Right, I'm off to catch some zzz. Bye!", phatic.FAREWELL),
    ("I'm going to hit the road now, bye.", phatic.FAREWELL),
    ("Bye for now, I'm logging off.", phatic.FAREWELL),
    ("Hey there, how's things?", phatic.GREETING),
])
def test_a_ritual_in_new_words_is_read_by_the_head(text, kind):
    """Leaving to do anything, then a farewell ("I'm off to get my head down. Laters!"), is read by the lists too since
    talk29 (``phatic``'s form for it), the same farewell."""
    assert kind in ritual_head.kinds(text)
    assert phatic.kinds(text) in (frozenset(), frozenset({kind}))


@pytest.mark.parametrize("text", [
    "Thanks to the rain the match was off.",
    "I'm off to Leeds tomorrow for a job interview.",
    "Bye week for the Giants, so no football.",
    "Feeling pretty good today actually.",  # no ritual named: the head alone reads it a greeting
    "Thanks! It feels good to use my skills to make a difference.",  # longer than a ritual
    "Hi, can you remind me what my sister's called?",
    "Cheers, the beer was lovely.",
    "Thanks, but I already told you that.",
])
def test_a_message_that_says_more_is_not_read_as_a_ritual(text):
    assert ritual_head.kinds(text) == frozenset()


@pytest.mark.parametrize("text, reply", [
    ("Cheers, you always cheer me up.", "You're welcome!"),
    ("Anyway, I'm off to get my head down. Laters!", "Bye for now — talk soon!"),
])
def test_the_walks_lines_get_the_ritual_back(alice, say, text, reply):
    assert say(alice, text).text == reply

