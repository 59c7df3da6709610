"""A fact, a sum, a how-to or a recommendation asked of nothing of the person's is a
question for the world (``text.world``); a question about the person, someone they told
of, or someone they may know is not."""

import pytest

from memory.text import world


@pytest.mark.parametrize("text", [
    "How do I fix a leaking tap?", "how to make pancakes", "What is 17 times 23?", "whats 12 plus 30",
    "Can you recommend a good book?", "Any tips for a first marathon?", "What's 15% of 80?",
    "Can you help me write an email to my boss asking for a day off?", "translate my CV into Polish",
    "Any tips for running while I'm there?", "Any ideas for my mum's present?", "What should I cook for my parents?",
])
def test_asks_for_help(text):
    assert world.asks_for_help(text)


@pytest.mark.parametrize("text", [
    "How do I tell my mum I'm moving out?", "How often do I see my mum?", "How do you manage to stay so positive?",
    "How do I get to work from the new flat?", "Where do I live?", "Any tips for keeping them healthy?",
    "How do I fix it?", "Can you write down that my sister's birthday is in May?", "What should I do?",
])
def test_does_not_ask_for_help(text):
    assert not world.asks_for_help(text)


def test_a_question_naming_only_the_world():
    assert world.names_only_the_world("What's the capital of France?", ["priya", "Priya Shah"], told="I work as a pharmacist in Leeds.")
    assert world.names_only_the_world("What year did Apollo 11 land?", ["priya", "Priya Shah"], told="")
    assert not world.names_only_the_world("Where is Leeds?", ["priya", "Priya Shah"], told="I work as a pharmacist in Leeds.")
    assert not world.names_only_the_world("When is Caroline's birthday?", ["priya", "Priya Shah"], told="")  # someone, maybe theirs
    assert not world.names_only_the_world("Who is Napoleon?", ["priya", "Priya Shah"], told="")
    assert not world.names_only_the_world("Is Priya in Paris?", ["priya", "Priya Shah"], told="")  # the person by name
    assert not world.names_only_the_world("What is Shah looking for?", ["priya", "Priya Shah"], told="")


def test_what_is_happening_now_and_the_clock():
    for text in ["What's the weather like in Bristol today?", "how's the weather", "Will it rain tomorrow?", "What's in the news?"]:
        assert world.asks_what_is_happening(text), text
    for text in ["What was the weather like on our honeymoon?", "The weather has been awful lately."]:
        assert not world.asks_what_is_happening(text), text
    assert world.asks_the_time("What day is it today?") == world.DATE
    assert world.asks_the_time("what's the date") == world.DATE
    assert world.asks_the_time("What time is it?") == world.TIME
    assert world.asks_the_time("What day is my dentist appointment?") is None
    assert world.names_only_the_world("Who won the World Cup in 2018?", ["priya"], told="I teach in Bristol.")


@pytest.mark.parametrize("text, asks", [
    ("What do you think I should do this weekend?", True),  # got "Don't forget to check out the new restaurant …"
    ("What should we do tonight?", True),
    ("What should I do?", False),  # may be asked of something hard
    ("What should I do about my sister?", False),
])
def test_what_to_do_with_a_free_time_asks_for_ideas(text, asks):
    assert world.asks_for_help(text) is asks
