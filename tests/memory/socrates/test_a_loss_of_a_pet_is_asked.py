"""A pet the person named, lost or put down ("we lost Miso", "Kiwi died in the night",
"we had to put Rolo down"), is asked about against "We have a tabby called Miso" (issue
14); a team that lost, work lost to a crash or a phone that died ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("We have a tabby called Miso.", "The flat feels so empty since we lost Miso in March."),
    ("I've got a parrot called Kiwi.", "Kiwi died in the night, I'm gutted."),
    ("I have a beagle called Rolo.", "We had to put Rolo down on Friday, he was fifteen."),
])
def test_a_loss_of_a_pet_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_a_loss_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm a die-hard Arsenal fan.", "I write my novel on an old laptop.", "I have a beagle called Rolo."], (
        "Arsenal lost again, I can't watch.",
        "My laptop crashed and I lost a whole chapter.",
        "My phone died so I took Rolo out without it.",
    ))
