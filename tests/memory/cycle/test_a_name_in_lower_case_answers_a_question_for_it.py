"""People chat in lower case: "our son oliver is 4" gives the son's name as surely as "Our
son Oliver is 4" does, and answers "whats my sons name?" (a walk-through got "I'm not
sure — I know that your son oliver is 4 …"); "my husband always has a nap" gives none. What
was typed so is said back written out ("Your son Oliver is 4 …", the lead's walk in session 47
had "Your daughter amira starts school in september, shes so excited")."""

from memory.cycle import answers


def test_a_name_written_in_lower_case_answers(alice, say):
    say(alice, "my wife jess is pregnant with our second baby!! due in march")
    say(alice, "our son oliver is 4 and he's obsessed with dinosaurs")
    assert say(alice, "whats my sons name?").text == (
        "Your son Oliver is 4 and he's obsessed with dinosaurs (you told me earlier today).")
    assert say(alice, "Do you remember my wife's name?").text == (
        "Your wife Jess is pregnant with your second baby, due in March (you told me earlier today).")


def test_a_name_of_several_words_in_lower_case_answers(alice, say):
    say(alice, "my band is called the night owls, we play gigs most fridays")
    assert say(alice, "whats my bands name").text == (  # was "I'm not sure — I know that …"
        "Your band is called the night owls (you told me earlier today).")


def test_a_word_of_the_language_after_whom_is_asked_is_no_name(alice, say):
    say(alice, "my husband always has a nap after lunch")
    assert say(alice, "What's my husband's name?").text.startswith(answers.NOT_SURE)


def test_a_daughter_is_a_girl_and_a_son_a_boy(alice, say):
    say(alice, "jess had the baby on saturday, a little girl called ruby!!")
    assert say(alice, "whats my daughters name").text == (  # was "I don't know — you haven't told me that yet."
        "Jess had the baby on Saturday, a little girl called Ruby (you told me earlier today).")


def test_a_name_given_a_few_words_after_whom_it_names(alice, say):
    """"whats my dogs name" after "got a dog too, a beagle named biscuit" got "I'm not sure —
    I know that …" in a walk-through."""
    say(alice, "i play bass in a band called the night owls")
    say(alice, "got a dog too, a beagle named biscuit")
    assert say(alice, "whats my dogs name").text == "You got a dog too, a beagle named Biscuit (you told me earlier today)."
