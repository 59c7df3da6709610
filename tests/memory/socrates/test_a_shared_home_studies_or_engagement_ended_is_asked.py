"""Socrates mode 1 on a way of living ended by what replaced it: a home of one's own after
living with parents or in a shared house ("First night in my own place"), someone living
with the person after they lived alone ("My flatmate ate my leftovers again"), a pet about
the house after none, studies ended ("Graduation was yesterday, I'm officially done with the
master's"), a wedding called off or an engagement ended in marriage, what the person was on come off ("off the metformin completely!"), hair cut off said
with the subject unsaid: asked about in the person's words. Someone else's news, a flatmate
of long ago, a graduation to come, a break or a wish asks nothing."""

import pytest

from memory import embeddings
from memory.socrates.comparison import contradicted
from memory.socrates.own_words import Spoken, claims


@pytest.mark.parametrize("before, after", [
    ("I still live with my parents in Croydon.", "First night in my own place, the silence is weird after Mum and Dad's."),
    ("I share a house with three other students.", "I live alone now, I love having my own space."),
    ("I live alone.", "My flatmate ate my leftovers again."),
    ("I'm doing a master's in public health at Leeds.", "Graduation was yesterday, I'm officially done with the master's."),
    ("I'm engaged to Sam, the wedding is in June.", "Sam and I called off the engagement, it's for the best."),
    ("I'm type 2 diabetic, on metformin.", "My doctor says I'm in remission, off the metformin completely!"),
    ("I'm in my final year of nursing school.", "Qualified in June and I'm working on a children's ward now."),
    ("I'm engaged to Mateo, the wedding's next summer.", "Mateo's officially my husband now, the ceremony was perfect."),
    ("I live alone with no pets.", "The puppy chewed through my charger cable, I'm regretting nothing."),
])
def test_a_way_of_living_ended_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_news_what_was_what_is_to_come_or_a_break_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I still live with my parents.", "I'm a full-time student.", "I'm engaged to Tom.",
                         "I work on the night shift."], (
        "My friend finally moved out of her parents' place.",
        "I'd love my own place one day.",
        "Looking at semi-detached houses for after graduation, so expensive.",
        "My brother graduated last week.",
        "My sister called off her wedding.",
        "I'm off the night shift for a week, on holiday.",
        "My sister is officially married now.",
    ))


def test_a_puppy_seen_or_someone_elses_is_no_pet_of_the_persons(alice, asks_nothing):
    asks_nothing(alice, ["We don't have any pets."], (
        "The puppy at the park was so cute.",
        "My neighbour's puppy chewed through my fence.",
    ))


def test_a_flatmate_of_long_ago_is_no_one_living_with_the_person(alice, asks_nothing):
    asks_nothing(alice, ["I live alone."], ("My flatmate at uni used to eat my food.",))


def test_hair_cut_off_with_the_subject_unsaid_is_a_claim_that_ends_long_hair():
    """Read without the live turn: "cut it all off" also draws the floor's crisis check-in
    into the reply (``memory.refusal``), which the live fixtures do not expect."""
    cut = "cut it all off into a pixie and dyed it black, everyone at work gasped"
    assert claims(cut) == [cut]
    hair = "I have long blonde hair down to my waist"
    found, _ = contradicted(cut, embeddings.embed(cut), [Spoken(hair, embeddings.embed(hair))])
    assert found is not None and found[0] == 0
