"""The kinds the lead's walk in the web chat with the embedded 135M found the pipeline not
meeting (session 39: a boiler engineer from Swansea, twelve turns), each met with a
voice-only model on sentences that are not the walk's own, with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, happenings
from memory.text import phatic


@pytest.mark.parametrize("text, like", [
    ("He's three and he herds the grandchildren like sheep.", "three and herds the grandchildren like sheep"),
    ("She's four and she hates baths.", "four and hates baths"),
    ("He's two and he chews every shoe in the house.", "two and chews every shoe in the house"),
    ("She's seven and she guards the front door.", "seven and guards the front door"),
])
def test_an_age_and_what_they_do_said_with_the_pronoun_again_is_met(text, like):
    """"He's three and he herds the grandchildren like sheep." of a collie just named got
    "That's a wonderful story, dear. What did you do there?" from the model."""
    replies = [happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)]
    assert all(reply is not None and like in reply and reply.endswith("?") for reply in replies)


@pytest.mark.parametrize("text", [
    "He's six and he loves it.", "She's five and loves it.", "She's 40 and she hates her job.", "He's three. He loves trains.",
])
def test_an_age_with_only_it_or_a_grown_up_or_another_sentence_is_not_met_so(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or ("bless" not in reply and "character" not in reply)


@pytest.mark.parametrize("text", [
    "Sorry I went quiet, it's been manic with the cold snap.",
    "Sorry I've been quiet, it's been hectic with the kids.",
    "Sorry I've been quiet, I've been flat out with the move.",
])
def test_back_after_a_gap_with_what_kept_them_busy_is_welcomed_without_asking_it(alice, say, text):
    """"Sorry I went quiet, it's been manic with the cold snap." got "Sorry, I'm sorry. How are you doing?"."""
    reply = say(alice, text).text
    assert reply == catching_up.back(text)
    assert reply.startswith("No need to apologise — ") and reply.endswith("?") and "keeping you so busy" not in reply


@pytest.mark.parametrize("text", [
    "Sorry I've been quiet, it's been hectic with my dad in hospital.",
    "It's been a busy week with work.",  # no gap said
])
def test_a_busy_time_with_bad_news_or_no_gap_is_no_cheerful_welcome(text):
    reply = catching_up.back(text)
    assert reply is None or "good to have you back" not in reply and "lovely to hear" not in reply


@pytest.mark.parametrize("text, kind", [
    ("Right, I'd better lock up. Nos da!", phatic.FAREWELL),
    ("Hwyl fawr!", phatic.FAREWELL),
    ("Slán!", phatic.FAREWELL),
    ("Cheers for the chat, you're good company.", phatic.THANKS),
    ("Thanks for the chat, you're great company.", phatic.THANKS),
])
def test_a_farewell_of_the_islands_or_company_praised_is_a_ritual(text, kind):
    """"Right, I'd better lock up. Nos da!" got "That sounds lovely. What do you suggest?" and
    "Cheers for the chat, you're good company." got "That's the best. Thank you for your help."."""
    assert kind in phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "You're good company but I need to ask you something.", "My dog is good company.", "Nos da is Welsh for good night, right?",
])
def test_company_or_a_farewell_in_a_message_about_more_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


def test_what_someone_of_theirs_does_is_not_answered_by_the_persons_own_job(alice, say):
    """"What does my husband do?" after "I'm a community midwife in Derry." and "My husband
    Ciaran drives a bin lorry, …" got "You're a community midwife in Derry"."""
    say(alice, "I'm a community midwife in Derry.")
    say(alice, "My husband Ciaran drives a bin lorry for the council.")
    reply = say(alice, "What does my husband do?").text
    assert "midwife" not in reply
    assert "midwife" in say(alice, "What do I do for a living?").text
