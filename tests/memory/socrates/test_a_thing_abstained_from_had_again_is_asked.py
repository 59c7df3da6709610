"""Socrates mode 1's decision on a thing the person said they keep out of their life,
had again and named only by its everyday name (issue 14): ribs after "vegetarian", gin
and tonics after "teetotal", cappuccinos after "caffeine-free", chocolate biscuits after
"given up sugar". The two sentences share no word and sound far apart, so the earlier
statement is found among those nearest to the prototype of abstaining from the kind
(``instances.prototype``), not only among the nearest to the claim. A thing made or
bought for someone else, a stand-in for it ("vegan sausage roll"), someone else's habit,
a plan, a shop of it, or a thing only watched change nothing."""

import pytest

from memory import embeddings
from memory.socrates import comparison, instances, values
from memory.socrates.own_words import Spoken

EARLIER = (
    "I've been vegetarian for six years",
    "I'm teetotal, always have been",
    "I'm caffeine-free these days",
    "I've given up sugar completely",
    "My cousin Theo works at the aquarium in Plymouth",
)


def _decided(text: str):
    """The earlier statement ``text`` is found to change, or None."""
    spoken = [Spoken(words, vector) for words, vector in zip(EARLIER, embeddings.embed_many(list(EARLIER)))]
    found, _ = comparison.contradicted(text, embeddings.embed(text), spoken)
    return spoken[found[0]].full if found else None


@pytest.mark.parametrize(("earlier", "text"), [
    (EARLIER[0], "Ate a whole rack of ribs at the barbecue on Saturday."),
    (EARLIER[1], "Had two gin and tonics at the office party."),
    (EARLIER[2], "Needed two cappuccinos just to get through the morning meeting."),
    (EARLIER[3], "Demolished a whole packet of chocolate biscuits on the train home."),
])
def test_a_thing_abstained_from_had_again_changes_that_statement(earlier, text):
    assert _decided(text) == earlier
    assert instances.prototype(text) is not None  # read among the nearest to abstaining from it
    assert values.names_a_denied_kind(text, earlier)


@pytest.mark.parametrize("text", [
    "Made beef stew for the kids, I had the mushroom one.",
    "Tried a vegan sausage roll at the market, not bad at all.",
    "My flatmate drinks about five espressos a day.",
    "I might have a glass of champagne at the wedding.",
    "Watched the darts at the pub with my uncle.",
])
def test_look_alikes_of_a_thing_abstained_from_change_nothing(text):
    assert _decided(text) is None, text


def test_free_of_a_thing_is_said_of_the_person_not_of_a_dish():
    assert instances.abstained("I've been dairy-free since last spring.") == ("dairy",)
    assert instances.abstained("Tried a dairy-free cheesecake recipe for the party.") == ()
    assert instances.abstained("I'm off work this week.") == ()
    assert not instances.of_a_kind(("coffee",), "Our neighbour opened a coffee shop.")
    assert not instances.of_a_kind(("alcohol",), "Watched the beer festival on the news.")


def test_another_kind_given_up_is_no_end_of_a_diet():
    """"I've cut out sugar completely" ends sugar, not "I'm vegetarian" (one attribute, and a
    listed cue: it superseded the diet unasked)."""
    old = "I'm vegetarian, have been for years"
    spoken = [Spoken(old, embeddings.embed(old))]
    for text in ("I've cut out sugar completely.", "I've given up coffee for good."):
        found, _ = comparison.contradicted(text, embeddings.embed(text), spoken)
        assert found is None, text
