"""A relation begun or ended: a partner, an employer, a child, a pet or a vehicle of the
person's named as theirs ("my fiancée and I", "My manager wants the sales figures", "Our
new puppy") after they said they had none ("I'm single", "I'm retired", "We don't have any
pets"), or their divorce
after they named their partner, is asked about, though the two share no word, sound apart
and the earlier statement is not among the nearest. Someone else's partner, divorce,
child or pet, a partner wished for, a former boss or a single parent is not."""

import pytest

OTHERS = [
    "I work as a graphic designer in Bristol.",
    "I love hiking in the Brecon Beacons at weekends.",
    "I'm learning to play the cello.",
    "My flat has a tiny balcony with tomato plants.",
    "I cook a big batch of soup every Sunday.",
]


@pytest.mark.parametrize("before, now", [
    ("I'm single and honestly quite happy that way.", "My fiancée and I are booking the registry office for June."),
    ("I'm single and honestly quite happy that way.", "I've been seeing someone called Noor since the spring."),
    ("My wife Hannah and I have been married for twelve years.", "The divorce came through last week, it's a relief."),
    ("I'm retired, have been for five years now.", "My manager wants the sales figures on her desk by Monday."),
    ("We don't have any kids, it's just the two of us.", "Our daughter took her first steps yesterday!"),
    ("We don't have any pets, the landlord won't allow them.", "Our new puppy chewed the sofa cushions."),
    ("I don't own a car, I cycle everywhere.", "Drove my new Fiat to the seaside on Saturday."),
])
def test_a_relation_begun_or_ended_is_asked(alice, said_long_ago, asked_in_their_words, before, now):
    earlier = said_long_ago(alice, before, days=60)
    for days, text in enumerate(OTHERS):
        said_long_ago(alice, text, days=50 - days)
    asked_in_their_words(alice, [(earlier, now)])


@pytest.mark.parametrize("before, now", [
    ("I'm single and honestly quite happy that way.", "My sister's husband is booking the registry office for June."),
    ("I'm single and honestly quite happy that way.", "I wish I had a girlfriend to go hiking with."),
    ("I'm a single parent of two boys.", "My partner and I took the boys camping."),
    ("My wife Hannah and I have been married for twelve years.", "My sister's divorce came through last week."),
    ("I'm retired, have been for five years now.", "My old boss from the factory came round for tea."),
    ("We don't have any kids, it's just the two of us.", "My brother's son started school this week."),
    ("We don't have any pets, the landlord won't allow them.", "My neighbour's puppy chewed through the fence."),
])
def test_no_relation_of_the_persons_begun_or_ended_is_not_asked(alice, asks_nothing, before, now):
    asks_nothing(alice, [before, OTHERS[0]], [now])
