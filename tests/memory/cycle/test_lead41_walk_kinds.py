"""The kinds the lead's sixth walk in the web chat with the embedded 135M found the pipeline
not meeting (session 41: a B&B owner in Keswick, fourteen turns), each met on sentences that
are not the walk's own, with look-alikes left alone."""

import pytest

from memory.cycle import ages, catching_up, rituals, their_work
from memory.text import mishaps, phatic


@pytest.mark.parametrize("told, question, answer", [
    ("My husband Tom does the accounts and I do the orders.", "What does Tom do?", "Your husband Tom does the accounts"),
    ("My sister Jo does all the baking for the café.", "What does Jo do?", "Your sister Jo does all the baking"),
    ("My wife Priya works at the library.", "What does Priya do?", "Your wife Priya works at the library"),
])
def test_what_someone_does_is_answered_by_what_they_said_of_them(alice, say, told, question, answer):
    """"What does Alan do?" after "My husband Alan does the breakfasts and I do the rooms." got the person's
    own work ("You're Margaret and you run a little B&B in Keswick"), then "I'm not sure — I know that …"."""
    say(alice, "I'm Dana and I run a small florist's in Whitby.")
    say(alice, told)
    reply = say(alice, question).text
    assert reply.startswith(answer) and "florist" not in reply


def test_ones_own_work_is_still_answered_when_asked_of_oneself(alice, say):
    say(alice, "I'm Dana and I run a small florist's in Whitby.")
    say(alice, "My husband Tom does the accounts.")
    assert "florist" in say(alice, "What's my job?").text


@pytest.mark.parametrize("text, said", [
    ("My husband Alan does the breakfasts and I do the rooms.", "Your husband Alan does the breakfasts and you do the rooms"),
    ("My wife does the cooking and I do the washing up.", "Your wife does the cooking and you do the washing up"),
    ("Sam does the accounts, and I handle the orders.", "Sam does the accounts, and you handle the orders"),
])
def test_who_does_which_part_of_the_work_is_acknowledged(text, said):
    replies = [their_work.divided(text, 0), their_work.divided(text, 1)]
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies)
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", [
    "My son does the funniest voices and I do the laughing.", "My husband does the best roast and I eat it.",
    "My husband Alan does the breakfasts.",
])
def test_no_part_of_the_work_or_no_share_of_it_is_not_read_as_divided(text):
    assert their_work.divided(text) is None


@pytest.mark.parametrize("text, like", [
    ("Meg's nine now and still chases the postman.", "nine and still chases the postman"),
    ("Biscuit's four and always steals socks.", "four and always steals socks"),
    ("Rolo is twelve and still barks at the bin men.", "twelve and still barks at the bin men"),
])
def test_an_age_and_what_they_still_do_is_met(text, like):
    """"Meg's nine now and still chases the postman." got "Meg's nine, she is no more!" from the model."""
    assert like in ages.aged(text, 0) and like in ages.aged(text, 1)


@pytest.mark.parametrize("text", [
    "Had a couple cancel last minute, so we've two empty rooms.", "Had a client cancel on me today.",
    "The guests cancelled on us at the last minute.", "Another last-minute cancellation this morning.",
])
def test_someone_cancelling_is_a_mishap(text):
    """"Had a couple cancel last minute, so that's two empty rooms this weekend." got "Aww, no worries. It's a
    bittersweet moment."."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "We had a couple of friends over.", "I had a client call me back.", "We had the grandkids over for tea.",
    "I cancelled my gym membership.",
])
def test_having_people_round_or_cancelling_oneself_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "Anyway, Meg needs her walk. Ta-ra!", "Right, the dog needs walking. Bye!", "The baby needs feeding, talk later!",
])
def test_one_of_theirs_that_needs_them_then_a_farewell_is_a_farewell(text):
    """"Anyway, Meg needs her walk. Ta-ra!" got "Yay, I'm glad to hear that! What's the weather like today?"."""
    assert phatic.kinds(text) == frozenset({phatic.FAREWELL})


@pytest.mark.parametrize("text", ["Meg needs her walk.", "The dog needs walking more often.", "The baby needs feeding every three hours."])
def test_one_of_theirs_that_needs_them_without_a_farewell_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, said", [
    ("Sorry, it's been a while — we've had a houseful since Easter.", "You've had a houseful since Easter — how has that been?"),
    ("Long time no speak, I've been doing up the spare room.", "You've been doing up the spare room — how has that been?"),
    ("Sorry I've been quiet, we've had the builders in.", "You've had the builders in — how has that been?"),
])
def test_back_after_a_gap_with_what_they_had_or_did_since_is_welcomed_and_said_back(text, said):
    """"Sorry, it's been a while — we've had a houseful since Easter." got "I see. Tell me more?"."""
    reply = catching_up.back(text)
    assert reply.endswith(said) and "good to have you back" in reply


@pytest.mark.parametrize("text", ["Sorry I've been quiet, I've been ill.", "Sorry I've been quiet, we've had some bad news."])
def test_back_after_a_gap_with_bad_news_is_not_asked_how_it_has_been(text):
    reply = catching_up.back(text)
    assert reply is None or "how has that been" not in reply


def test_we_have_been_busy_is_a_busy_time():
    assert "busy" in catching_up.back("Sorry, it's been a while, we've been busy.").lower()


@pytest.mark.parametrize("told, places", [
    ("I run a little B&B in Keswick.", "Keswick"), ("I work at the chemist's in Penrith.", "Penrith"),
])
def test_where_one_lives_is_offered_from_where_one_said_one_is(alice, say, told, places):
    """"Where do I live?" after "I run a little B&B in Keswick." got "I don't know — you haven't told me that yet."."""
    say(alice, told)
    reply = say(alice, "Where do I live?").text
    assert reply.startswith("I'm not sure") and places in reply


def test_where_someone_else_is_does_not_answer_where_one_lives(alice, say):
    say(alice, "My sister runs a pub in Keswick.")
    assert "Keswick" not in say(alice, "Where do I live?").text
