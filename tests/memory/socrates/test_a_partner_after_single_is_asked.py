"""A relation begun: a partner of the person's named as theirs ("my fiancée and I", "I've
been seeing someone called Noor") after they said they had none ("I'm single") is asked
about, though the two share no word, sound apart and the earlier statement is not among
the nearest. Someone else's partner, a partner wished for, or a single parent is not."""

import pytest

EARLIER = [
    "I'm single and honestly quite happy that way.",
    "I work as a graphic designer in Bristol.",
    "I love hiking in the Brecon Beacons at weekends.",
    "I'm learning to play the cello.",
    "My flat has a tiny balcony with tomato plants.",
    "I cook a big batch of soup every Sunday.",
]


@pytest.mark.parametrize("now", [
    "My fiancée and I are booking the registry office for June.",
    "I've been seeing someone called Noor since the spring.",
])
def test_a_partner_named_after_single_is_asked(alice, said_long_ago, say, asked_in_their_words, now):
    single = said_long_ago(alice, EARLIER[0], days=60)
    for days, text in enumerate(EARLIER[1:]):
        said_long_ago(alice, text, days=50 - days)
    asked_in_their_words(alice, [(single, now)])


@pytest.mark.parametrize("now", [
    "My sister's husband is booking the registry office for June.",
    "I wish I had a girlfriend to go hiking with.",
])
def test_no_partner_of_the_persons_is_not_asked(alice, asks_nothing, now):
    asks_nothing(alice, EARLIER[:2], [now])


def test_a_single_parent_has_not_said_they_have_no_partner(alice, asks_nothing):
    asks_nothing(alice, ["I'm a single parent of two boys."], ["My partner and I took the boys camping."])
