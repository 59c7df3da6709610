"""Socrates mode 1 on another of a thing the person has one of at a time: a phone, a car,
the way to work ("loving the pixel so far" after "I've got an iPhone 12"; "Sold the bike
last weekend, the train is so much easier" after "I cycle to the office every day"), read
from ``data/held.json``: asked about in the person's words; someone else's, an advert, a
trip or a one-off asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I've got an iPhone 12 that is on its last legs.", "loving the pixel so far, the camera is unreal"),
    ("I'm on Android, always have been.", "Finally caved and got an iPhone, the camera is lovely"),
    ("I drive a twelve-year-old Ford Focus.", "The new electric Kia is so quiet I keep forgetting it's on."),
    ("I cycle to the office every day, twelve miles round trip.",
     "Sold the bike last weekend, the train is so much easier with my knee."),
])
def test_another_one_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_an_advert_a_trip_or_a_one_off_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I use an iPhone.", "I cycle to work every day."], (
        "My brother got a new Pixel for his birthday.",
        "The new Pixel looks great in the adverts.",
        "Took the train to Leeds to see my mum this weekend.",
        "The bike needed a new chain so I took the bus today.",
    ))
