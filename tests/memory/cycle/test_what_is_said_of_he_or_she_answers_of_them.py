"""What the person says of someone of theirs by "he" or "she", right after naming them,
answers a question about them by name (``cycle.referred``): "How old is Finn?" after "Our
grandson Finn is staying with us for half term." and "He's seven and full of beans." got
"I'm not sure — I know that your grandson Finn is staying …", and "What's my daughter's
name?" after "My youngest, Amira, …" and "She's nervous …" got "you haven't told me that
yet" (talk23's walk-throughs). The sentences here are not the walks'."""

import pytest

from memory.cycle import referred


def test_an_age_said_by_he_answers_how_old_the_one_named_is(alice, say):
    say(alice, "My nephew Rory came over for the weekend.")
    say(alice, "He's nine and obsessed with dinosaurs.")
    assert say(alice, "How old is Rory?").text == "Rory is nine and obsessed with dinosaurs (you told me earlier today)."


def test_a_child_named_by_their_place_and_called_she_is_the_daughter(alice, say):
    say(alice, "Our eldest, Noor, is learning the violin.")
    say(alice, "She practises every night after tea.")
    assert say(alice, "What's my daughter's name?").text == (
        "Your eldest, Noor, is learning the violin (you told me earlier today)."
    )
    assert not say(alice, "What's my son's name?").text.startswith("Your eldest, Noor")


@pytest.mark.parametrize("sentence, before, previous, meant", [
    ("She's got a cold.", [], "My sister Ana and my brother Tom came round.", ("Ana has got a cold.", "she")),
    ("He is a nightmare.", [], "The new manager at the depot started on Monday.", ("The new manager is a nightmare.", "he")),
    ("She's lovely.", [], "My mother-in-law is staying with us.", ("My mother-in-law is lovely.", "she")),
    ("shes a radiographer", [], "my girlfriend just got a new job", ("My girlfriend is a radiographer", "she")),
    ("He's coming too.", ["My dad Ken and my son Leo are here."], "", None),  # two he may mean
    ("She's coming too.", [], "My brother Tom is visiting.", None),  # a brother is no she
    ("He's seven.", [], "We went to the park.", None),  # no one named
])
def test_whom_he_or_she_means(sentence, before, previous, meant):
    assert referred.named(sentence, before, previous) == meant
