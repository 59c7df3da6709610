"""What someone of theirs keeps telling the person about themselves is said back by the
pipeline with a voice-only model, with a question of what they make of it, and their owning
it ("She's probably right.") is met without taking a side: the embedded 135M answered "My
wife keeps telling me I work too much." with "What's your wife like?" and "She's probably
right to be honest." with "What a lovely surprise!" (talk23's second walk-through)."""

import pytest

from memory.cycle import told_by


@pytest.mark.parametrize("text, said, whom", [
    ("My husband keeps telling me I spend too long on my phone.", "Your husband keeps telling you you spend too long on your phone — ",
     "your husband"),
    ("My friend Ana is always saying I should take more holidays.", "Your friend Ana is always saying you should take more holidays — ",
     "Ana"),
])
def test_what_someone_keeps_telling_them_is_said_back(alice, say, text, said, whom):
    reply = say(alice, text).text
    assert reply == told_by.acknowledgement(text) and reply.startswith(said) and reply.endswith("?")
    assert whom in told_by.acknowledgement(text, 0) + told_by.acknowledgement(text, 1)


@pytest.mark.parametrize("text", ["He's probably right.", "They might have a point, I suppose.", "She's right, to be honest."])
def test_owning_it_is_met_without_a_side(alice, say, text):
    assert say(alice, text).text in told_by._OWNED


@pytest.mark.parametrize("text", [
    "My mum always says I'm too hard on myself.",  # of themselves: the gate's and the model's
    "My husband keeps telling me the boiler needs fixing.",  # not of them
    "She's right here.",
    "He's right behind me.",
    "My wife keeps telling me.",
])
def test_a_look_alike_is_not_said_back(text):
    assert told_by.acknowledgement(text) is None


@pytest.mark.parametrize("text", [
    # talk23's fifth walk-through: "What's the point of that?" from the 135M
    "My partner wants to get a dog and I don't.",
    "She'd like to move abroad but I'm not sure.",
])
def test_wanting_otherwise_than_they_do_takes_no_side(text):
    assert {told_by.acknowledgement(text, s) for s in (0, 1)} == set(told_by._NOT_AGREED)


@pytest.mark.parametrize("text", ["He wants to come too and I do.", "She wants to sell up."])
def test_a_look_alike_of_wanting_otherwise(text):
    assert told_by.acknowledgement(text) is None
