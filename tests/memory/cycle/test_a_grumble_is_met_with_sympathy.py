"""A grumble about someone or something in the person's days is met by the pipeline with a
voice-only model: said back, then sympathy and one question. The embedded 135M answered
"My neighbour's dog barks all night and it's driving me mad." with "What's your dog's
name?" (a walk-through). What gets to them is never themselves or their life (the gate's),
and a good day with someone is no grumble."""

import pytest

from memory.cycle import complaints


@pytest.mark.parametrize("text, said", [
    ("The builders next door start at seven every morning and it's doing my head in.",
     "The builders next door start at seven every morning and it's doing your head in — "),
    ("My flatmate is getting on my nerves.", "Your flatmate is getting on your nerves — "),
    ("The customers were a nightmare today.", "The customers were a nightmare today — "),
    ("My toddler was a total pain at bedtime, wouldn't settle.", "Your toddler was a total pain at bedtime — "),
    ("Our landlord has been driving us up the wall for months.", "Your landlord has been driving you up the wall for months — "),
])
def test_a_grumble_is_said_back_with_sympathy(alice, say, text, said):
    reply = say(alice, text).text
    assert reply == complaints.acknowledgement(text) and reply.startswith(said)
    assert reply.count("?") == 1 and reply.endswith("?")


def test_how_long_is_not_asked_when_it_was_said():
    for shift in (0, 1):
        assert "How long" not in complaints.acknowledgement("The noise upstairs has been driving me mad since June.", shift)
    assert {complaints.acknowledgement("My boss is driving me mad.", s) for s in (0, 1)} == {
        w.format(said="Your boss is driving you mad") for w in complaints._WEARING
    }


@pytest.mark.parametrize("text", [
    "I'm driving myself mad.",  # themselves: the gate's and the model's
    "Everything is doing my head in.",
    "My life is driving me mad.",
    "The kids were brilliant today.",  # a good day
    "This song is driving me mad, I can't stop humming it.",  # says more
    "The kids were impossible today, but then we had a lovely evening, and they slept.",
])
def test_a_look_alike_is_not_a_grumble(text):
    assert complaints.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # talk23's second walk-through: "Not at all!" from the 135M
    ("The new supervisor at the warehouse is really rude.", "The new supervisor at the warehouse is really rude — "),
    ("My cousin is such a pain.", "Your cousin is such a pain — that sounds wearing."),  # no "what a pain" after "a pain"
])
def test_one_who_is_hard_going_now_is_a_grumble_that_goes_on(text, said):
    for shift in (0, 1):
        reply = complaints.acknowledgement(text, shift)
        assert reply.startswith(said) and "switch off" not in reply and reply.count("pain") <= 1


@pytest.mark.parametrize("text", ["My new manager is lovely.", "The neighbours next door are away."])
def test_one_who_is_fine_now_is_no_grumble(text):
    assert complaints.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # talk23's fifth walk-through: "That was a bit of a heated debate, I reckon." from the 135M
    ("My sister and I fell out over Christmas plans.", "You and your sister fell out over Christmas plans — "),
    ("I had a big row with my dad last night.", "You had a big row with your dad last night — "),
])
def test_a_falling_out_is_met_with_sympathy(text, said):
    from memory.cycle import happenings

    for shift in (0, 1):
        reply = happenings.acknowledgement(text, shift)
        assert reply.startswith(said) and reply in {w.format(said=said[:-3]) for w in complaints._FALLEN_OUT}


@pytest.mark.parametrize("text", ["We argued about whether to end it all.", "I had a row of beans to plant."])
def test_a_look_alike_is_no_falling_out(text):
    assert complaints.falling_out(text) is None
