"""Messages made only of a greeting, a thanks or a farewell, and messages that only look so."""

import pytest

from memory.text import phatic


@pytest.mark.parametrize("text, kinds", [
    ("hello", {phatic.GREETING}),
    ("Hi again!", {phatic.GREETING}),
    ("Good morning Hippocampus :)", {phatic.GREETING}),
    ("thank you so much", {phatic.THANKS}),
    ("Bye!", {phatic.FAREWELL}),
    ("I'm off to bed, good night", {phatic.FAREWELL}),
    ("ok thanks, good night", {phatic.THANKS, phatic.FAREWELL}),
    ("Thanks Hippocampus, see you tomorrow", {phatic.THANKS, phatic.FAREWELL}),
    ("Hello hello, Mara again!", {phatic.GREETING}),
    ("Good morning! I'm Priya.", {phatic.GREETING, phatic.INTRODUCTION}),
    ("hi, my name is Sam", {phatic.GREETING, phatic.INTRODUCTION}),
    ("back again", {phatic.GREETING}),
    ("Hey, I'm back.", {phatic.GREETING}),
    ("long time no see!", {phatic.GREETING}),
    ("thanks for listening", {phatic.THANKS}),
    ("Thanks, that's all for today. Good night!", {phatic.THANKS, phatic.FAREWELL}),
    ("thank you for your help, bye", {phatic.THANKS, phatic.FAREWELL}),
    ("Thanks, that's really helpful!", {phatic.THANKS}),
    ("That's lovely, thank you dear.", {phatic.THANKS}),
    ("ok", {phatic.ACKNOWLEDGEMENT}),
    ("k", {phatic.ACKNOWLEDGEMENT}),
    ("Cool.", {phatic.ACKNOWLEDGEMENT}),
    ("cool thanks!", {phatic.THANKS}),
    ("lol", {phatic.LAUGHTER}),
    ("hahaha 😂", {phatic.LAUGHTER}),
    ("lol yeah", {phatic.LAUGHTER}),
    ("ok lol", {phatic.ACKNOWLEDGEMENT, phatic.LAUGHTER}),
    ("bye x", {phatic.FAREWELL}),
    ("nice", {phatic.ACKNOWLEDGEMENT}),
    ("Great!", {phatic.ACKNOWLEDGEMENT}),
    ("Bonjour!", {phatic.GREETING}),
    ("helo", {phatic.GREETING}),
    ("gn", {phatic.FAREWELL}),
    ("Anyway, I should get some sleep before my shift. Night!", {phatic.FAREWELL}),  # the lead's walk, session 38
    ("sounds good", {phatic.ACKNOWLEDGEMENT}),
    ("hmm ok", {phatic.ACKNOWLEDGEMENT}),
    ("hey! im sam", {phatic.GREETING, phatic.INTRODUCTION}),
    ("heyyy", {phatic.GREETING}),
    ("merci, bonne nuit", {phatic.THANKS, phatic.FAREWELL}),
    ("Thanks, you're a star.", {phatic.THANKS}),  # a walk-through: "I hope you're well." from the 135M
    ("You rock!", {phatic.THANKS}),
    # the lead's sixth walk-through: "What's your name?" and "I see. Tell me more?" from the 135M
    ("Ta-ra!", {phatic.FAREWELL}),
    ("Right, I'm off to put the kettle on.", {phatic.FAREWELL}),
    ("ta very much", {phatic.THANKS}),
    ("hi, name's Jo", {phatic.GREETING, phatic.INTRODUCTION}),
    ("Hi, it's Marcus.", {phatic.GREETING, phatic.INTRODUCTION}),  # the lead's eighth walk-through: no name returned
    ("I'm off to bed now, early start.", {phatic.FAREWELL}),  # the lead's twelfth walk-through: "Oh noes!"
    ("Right, I'm shattered, night!", {phatic.FAREWELL}),  # the thirteenth: "That's just the end of the story."
    ("Anyway, I should get to bed.", {phatic.FAREWELL}),  # talk23's second: "How about a glass of wine tomorrow?"
    ("Ok I'd better let you go", {phatic.FAREWELL}),
    ("Lovely chatting, goodnight dear.", {phatic.FAREWELL}),  # talk23: "Yay! Goodnight dear."
    ("ok tea is ready, bye!", {phatic.FAREWELL}),
])
def test_a_ritual_is_recognised(text, kinds):
    assert phatic.kinds(text, name="mara Mara Lopez") == kinds


@pytest.mark.parametrize("text", [
    "Thanks for the tip about Kyoto",
    "a good night's sleep would help",
    "Hey, how are you?",
    "Later today I have a meeting",
    "I'm going to Paris",
    "I'm heading to the gym",
    "Hey Mel! Good to see you!",
    "Goodbye everyone.",
    "bye forever",
    "I'm Fine.",
    "hi im tired",
    "I'm back at work after the holidays",
    "My back hurts again",
    "I'd better get some sleep before my exam tomorrow.",  # says more
    "I should go to the doctor.",
    "thanks for the help with the essay",
    "Hi, I'm Priya and I'm a nurse.",
    "ok so I moved to Berlin",
    "lol my dog ate my sock",
    "cool, I got the job",
    "nice weather today",
    "amazing news, I got the job",
    "You're the best at lying.",
    "I'm off to make a cake for Sam's birthday.",
    "The dog's name's Rex.",
    "Great, it's Friday!",  # a day, not a name
    "I'm tired of everything, goodbye.",  # tired of something is no farewell
    "You're a star player, my son says.",
    "",
])
def test_a_message_that_says_or_asks_something_is_not(text):
    assert phatic.kinds(text, name="mara") == frozenset()
