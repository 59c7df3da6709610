"""Socrates mode 1 through the turn (issue 14): changes named only by a thing ("Ate a
whole rack of ribs" after "I've been vegetarian for six years"), by a stretch without
("Ten weeks without a single rollie" after "I smoke a pack a day"), by hair cut off, or by
one the person named gone, each said in a later session, are asked about once, quoting
the person, and the earlier belief stays as it was until they answer. Someone else's
stretch without, a thing cooked for others, a trim and a hardship told of as over ask
nothing."""

from memory import socrates
from memory.models import BeliefRevision
from memory.socrates import ASKED


def test_a_change_told_by_a_thing_named_is_asked_once_in_the_persons_words(alice, say, said_long_ago, asked_in_their_words):
    meat = said_long_ago(alice, "I've been vegetarian for six years.")
    smoke = said_long_ago(alice, "I smoke a pack a day, have done since I was sixteen.", days=45)
    hair = said_long_ago(alice, "My hair reaches my hips.", days=50)
    pet = said_long_ago(alice, "We have a guinea pig called Pickle.", days=55)

    changes = ((meat, "Ate a whole rack of ribs at the barbecue on Saturday."),
               (smoke, "Ten weeks without a single rollie, I can taste food again."),
               (hair, "Had my hair chopped off into a crop, my head feels so light."),
               (pet, "Pickle died on Sunday, the children are devastated."))
    asked_in_their_words(alice, changes)
    for _, text in changes:
        assert not say(alice, text).text.endswith(socrates.SURFACED)  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == len(changes)


def test_look_alikes_of_a_change_told_by_a_thing_named_ask_nothing(alice, asks_nothing):
    earlier = [
        "I've been vegetarian for six years.",
        "I smoke a pack a day, have done since I was sixteen.",
        "I've had a big bushy beard for years.",
        "I teach chemistry at a sixth-form college.",
    ]
    texts = (
        "My brother has gone ten weeks without a cigarette, so proud of him.",
        "Made beef stew for the kids, I had the mushroom one.",
        "Trimmed the beard before the interview.",
        "Losing my job was hard, but I'm living my dream now.",
    )
    asks_nothing(alice, earlier, texts)
