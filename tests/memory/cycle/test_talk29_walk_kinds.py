"""The faults of the lead's third walk of session 40 (a retired teacher near Falmouth, 3 fine / 4 weak / 5 wrong), met
by general forms with a voice-only model; each with look-alikes left alone."""

import pytest

from memory.cycle import answered_by, rituals, their_work, worn_down
from memory.text import ailments, phatic


@pytest.mark.parametrize("text, name", [
    ("Hello there, I'm Bev, retired from teaching and living near Falmouth.", "Bev"),
    ("Hi, I'm Sue, retired and living near York.", "Sue"),
    ("I'm Alan, retired from nursing and living just outside Leeds.", "Alan"),
])
def test_an_introduction_retired_and_living_near_a_place_is_met_by_name(text, name):
    """"Hello there, I'm Bev, retired from teaching and living near Falmouth." got "Hello there! What brings you to Falmouth?"."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {name}!") and "retired" in reply and "brings you" not in reply


@pytest.mark.parametrize("text", ["I'm retired from teaching and living with my sister.", "Hello, I'm Bev, visiting Falmouth."])
def test_living_with_someone_or_visiting_is_not_where_one_lives_retired(text):
    assert rituals.told(text) is None and rituals.introduced_then(text) is None


@pytest.mark.parametrize("text", [
    "My husband Keith does the odd bit of carpentry.", "My wife does a bit of tutoring.", "My partner Sam does some freelance joinery.",
    "My dad does a spot of woodwork.",
])
def test_work_done_on_the_side_by_its_trade_is_what_someone_of_theirs_does(text):
    assert their_work.told_back(text) and answered_by._WORKS_AT.search(text)


@pytest.mark.parametrize("text", [
    "My husband Keith does a bit of shopping.", "My son does a bit of everything.", "My husband does the shopping.",
    "My wife does some cleaning.",
])
def test_a_chore_or_everything_done_is_no_work(text):
    assert not their_work.told_back(text) and not answered_by._WORKS_AT.search(text)


def test_a_partners_work_on_the_side_and_a_pet_by_name_are_both_said_back():
    """"My husband Keith does the odd bit of carpentry, and we've a grumpy old cat called Marmalade." got "What kind of
    carpentry did you do?"."""
    reply = rituals.told("My husband Keith does the odd bit of carpentry, and we've a grumpy old cat called Marmalade.")
    assert "your husband Keith does the odd bit of carpentry" in reply and "you've a grumpy old cat called Marmalade" in reply
    assert "did you do" not in reply


def test_what_someone_does_on_the_side_answers_what_they_do(alice, say):
    """"What does Keith do?" got "I'm not sure — I know that your husband Keith does the odd bit of carpentry …"."""
    say(alice, "My husband Keith does the odd bit of carpentry, and we've a grumpy old cat called Marmalade.")
    reply = say(alice, "What does Keith do?").text
    assert reply.startswith("Your husband Keith does the odd bit of carpentry") and "not sure" not in reply


@pytest.mark.parametrize("text, like", [
    ("Marmalade's fifteen and sleeps about twenty hours a day.", "sleeps about twenty hours a day"),
    ("Biscuit's nine and terrified of the hoover.", "terrified of the hoover"),
    ("Marmalade's fifteen.", ""),
])
def test_the_age_and_a_habit_of_a_pet_named_with_an_apostrophe_is_met(text, like):
    """"Marmalade's fifteen and sleeps about twenty hours a day." got "What's a particular type of food?"."""
    reply = rituals.told(text)
    assert reply and like in reply


@pytest.mark.parametrize("text", ["Marmalade's food is in the cupboard.", "It's fifteen minutes away.", "Tom's 40 and loves golf."])
def test_what_is_no_age_of_one_named_is_not_met_as_one(text):
    reply = rituals.told(text) or ""
    assert "age" not in reply and "bless" not in reply


@pytest.mark.parametrize("text, ache", [
    ("Spent the morning at the allotment and now my knees are killing me.", "your knees are killing you"),
    ("Spent the whole day in the garden and now my back's aching.", "your back's aching"),
    ("Spent the afternoon at the allotment, my knees are killing me.", "your knees are killing you"),
    ("Spent all morning digging and so my back is sore.", "your back is sore"),
])
def test_time_spent_at_a_place_then_and_now_an_ache_is_a_days_load(text, ache):
    """"Spent the morning at the allotment and now my knees are killing me." got "How's that?"."""
    assert worn_down.a_days_load(text.split(" and ")[0].split(",")[0])
    assert f"no wonder {ache}" in rituals.told(text).lower()


@pytest.mark.parametrize("text", [
    "Spent the morning at the spa and now I'm relaxed.", "Went to the allotment and now my knees are killing me.",
    "We were at the beach and now my son is poorly.", "Spent the day in bed.",
])
def test_no_days_load_or_no_ache_after_it_is_no_wonder(text):
    assert "no wonder" not in (rituals.told(text) or "").lower()


@pytest.mark.parametrize("text, said", [
    ("Our son's getting married in Cardiff in the spring.", "Your son's getting married in Cardiff in the spring —"),
    ("My daughter's getting married in June.", "Your daughter's getting married in June —"),
    ("My brother's getting married next year in Spain!", "Your brother's getting married next year in Spain —"),
    ("Our son is getting married in the spring.", "Your son is getting married in the spring —"),
])
def test_someone_of_theirs_getting_married_is_lovely_news(text, said):
    """"Our son's getting married in Cardiff in the spring." got "Sounds of joy! How about a wedding cake?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and ("lovely" in reply) and reply.endswith("?")


@pytest.mark.parametrize("text", ["My son's married.", "My daughter's getting divorced."])
def test_being_married_or_divorcing_is_not_a_wedding(text):
    assert "lovely" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text", [
    "Sorry I've been a stranger, I had a nasty bout of flu.", "Sorry I've been quiet, I've had a touch of the flu.",
    "Apologies for vanishing, I had a bad dose of covid.", "Sorry I've been a stranger, I had a bout of flu last week.",
])
def test_back_after_a_bout_of_illness_is_welcomed_with_sympathy(text):
    """"Sorry I've been a stranger, I had a nasty bout of flu." got "What's all your plans?"."""
    reply = rituals.catching_up.back(text, rituals.told)
    assert reply.startswith("No need to apologise.") and ("poorly" in reply or "feeling better" in reply)
    assert ailments.had(text)


@pytest.mark.parametrize("text", ["Sorry I've been a stranger, I had a nasty bout of temper.", "Sorry I've been quiet, I had a bout of cleaning."])
def test_a_bout_of_what_is_no_illness_is_not_sympathised_with(text):
    assert rituals.catching_up.back(text, rituals.told) is None and not ailments.had(text)


@pytest.mark.parametrize("text", [
    "Thank you, you've been lovely to talk to.", "Thanks, you're so easy to talk to.", "Thank you, you've been a pleasure.",
])
def test_thanks_with_what_they_were_to_talk_to_is_warmly_returned(text):
    """"Thank you, you've been lovely to talk to." got "Sending you love. How's it going?"."""
    assert phatic.praised(text) and rituals.returned(phatic.kinds(text), text) == "That's kind of you to say — you're very welcome!"


@pytest.mark.parametrize("text", ["Thank you, you've been lovely to my mum.", "You're lovely, my mum says."])
def test_praise_of_something_else_is_no_ritual(text):
    assert not phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "Right, I'm off to put my feet up. Bye for now!", "Right, I'm off to watch the telly, night!",
    "I'm going to feed the cat, see you later.",
])
def test_leaving_to_do_anything_then_a_farewell_is_a_farewell_with_no_question(text):
    """"Right, I'm off to put my feet up. Bye for now!" got "See ya later! What's your favourite thing to do?"."""
    reply = rituals.returned(phatic.kinds(text), text)
    assert phatic.FAREWELL in phatic.kinds(text) and "?" not in reply


@pytest.mark.parametrize("text", [
    "I'm off to Spain tomorrow. Bye!", "I'm off to Spain on Friday, bye!", "Right, I'm off to put my feet up.", "I'm going to see my mum, bye!",
])
def test_a_trip_or_no_farewell_is_not_only_a_farewell(text):
    assert not phatic.kinds(text)
