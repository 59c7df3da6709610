"""A question about the person is answered clearly, not offered with "I'm not sure", by
what they said they do ("Where do I live?" / "I live in …") or, asked whether they have
something, by what they said of theirs ("Do I have a girlfriend?" / "My girlfriend Hana …");
asked whether they have something they never spoke of, they are told so rather than
offered something else near in meaning (kids / "I have two cats")."""

from memory.cycle import answers


def test_what_they_said_they_do_answers_the_question(alice, say):
    say(alice, "My name is Rosa. I'm 67 and retired, I used to be a nurse.")
    say(alice, "I live in a small village near Cork with my husband Patrick.")
    assert say(alice, "Where do I live?").text == (  # 0.32 apart: "I'm not sure — I know that …"
        "You live in a small village near Cork with your husband Patrick (you told me earlier today).")
    say(alice, "I hate my work commute, it takes an hour.")
    # "work" said, not done: the commute is no answer; being retired is one (a change of work), with what else the message
    # said of them
    assert say(alice, "What do I do for work?").text == "You're 67 and retired. You used to be a nurse (you told me earlier today)."
    say(alice, "I retired last year, my granddaughter is getting married in June.")
    assert say(alice, "What's my job?").text == "You retired last year (you told me earlier today)."


def test_what_they_said_they_do_for_work_answers_what_they_do(alice, say):
    say(alice, "I'm Marta, I work as a physiotherapist at a clinic in Valencia.")
    assert say(alice, "What do I do for work?").text == (
        "You work as a physiotherapist at a clinic in Valencia (you told me earlier today).")


def test_whether_they_have_someone_is_answered_by_what_they_said_of_theirs(alice, say):
    say(alice, "I just adopted a rescue dog, a beagle called Biscuit.")
    say(alice, "My girlfriend Hana is a chef, she runs a small ramen place in Bristol.")
    assert say(alice, "Do I have a girlfriend?").text == (  # 0.16 apart: it went to the model
        "Your girlfriend Hana is a chef, she runs a small ramen place in Bristol (you told me earlier today).")
    assert say(alice, "Do I have any pets?").text == (
        "You just adopted a rescue dog, a beagle called Biscuit (you told me earlier today).")
    assert say(alice, "Do I have kids?").text == answers.UNKNOWN  # no girl in "girlfriend"


def test_whether_they_have_what_they_never_spoke_of_is_not_offered_something_else(alice, say):
    say(alice, "i have two cats, Miso and Tofu, they are both tabbies")
    assert say(alice, "Do I have kids?").text == answers.UNKNOWN  # was "I'm not sure — I know that you have two cats"


def test_what_someone_does_is_not_answered_by_a_word_of_work(alice, remember, say):
    """"What does Dev do?" got "Your husband Dev thinks it's a great idea but he's also working
    long hours at the moment" as its answer in a terminal walk-through."""
    remember(alice, "My husband Dev thinks it's a great idea but he's also working long hours at the moment.",
             "My brother Ravi works at a bank in Leeds.")
    assert say(alice, "What does Dev do?").text.startswith("I'm not sure — I know that your husband Dev")
    assert say(alice, "What does my brother do?").text.startswith("Your brother Ravi works at a bank in Leeds")
