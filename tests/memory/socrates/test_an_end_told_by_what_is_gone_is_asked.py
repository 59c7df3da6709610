"""Socrates mode 1's decision on an end told only by what is gone (issue 14): a stretch of
time without a thing the person said they have or do ("Ten weeks without a single
rollie" after "I smoke a pack a day"), hair or a beard cut off however it is said ("Had
it all chopped off into a crop" after "My hair reaches my hips"), one they named gone
("Pickle died on Sunday" after "We have a guinea pig called Pickle"). Each changes the
earlier statement it is about. Someone else's stretch without, a trim, a
plan, someone else's haircut, someone they did not name, and a hardship told of as over
("Losing my job was hard, but I'm living my dream now" after "I teach chemistry at a
sixth-form college") change nothing."""

import pytest

from memory import embeddings
from memory.socrates import comparison
from memory.socrates.own_words import Spoken, claims

EARLIER = (
    "I smoke a pack a day, have done since I was sixteen",
    "My hair reaches my hips",
    "I've had a big bushy beard for years",
    "We have a guinea pig called Pickle",
    "I teach chemistry at a sixth-form college",
    "My cousin Theo works at the aquarium in Plymouth",
)


def _decided(text: str):
    """The earlier statement ``text``'s claim is found to change, or None."""
    said = claims(text)
    if not said:
        return None
    spoken = [Spoken(words, vector) for words, vector in zip(EARLIER, embeddings.embed_many(list(EARLIER)))]
    found, _ = comparison.contradicted(said[0], embeddings.embed(said[0]), spoken)
    return spoken[found[0]].full if found else None


@pytest.mark.parametrize(("earlier", "text"), [
    (EARLIER[0], "Ten weeks without a single rollie, I can taste food again."),
    (EARLIER[0], "Two months smoke-free today!"),
    (EARLIER[1], "Had my hair chopped off into a crop, my head feels so light."),
    (EARLIER[2], "Shaved the beard off last night and my son cried."),
    (EARLIER[3], "Pickle died on Sunday, the children are devastated."),
])
def test_an_end_told_by_what_is_gone_changes_that_statement(earlier, text):
    assert _decided(text) == earlier


@pytest.mark.parametrize("text", [
    "My brother has gone ten weeks without a cigarette, so proud of him.",
    "Trimmed the beard before the interview.",
    "I'm thinking of chopping it all off into a crop.",
    "My sister got a pixie cut and it really suits her.",
    "Bowie died years ago and I still play his records.",
    "Losing my job was hard, but I'm living my dream now.",
])
def test_look_alikes_of_an_end_told_by_what_is_gone_change_nothing(text):
    assert _decided(text) is None, text
