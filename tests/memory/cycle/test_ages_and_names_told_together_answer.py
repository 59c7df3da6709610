"""Ages and names told together ("I have two kids, Lily who is 8 and Max who is 5.")
answer questions for either: "How old is Lily?" and "What are my kids called?" got "I'm not
sure — I know that …" with the answer in it."""

SAID = "You have two kids, Lily who is 8 and Max who is 5 (you told me earlier today)."


def test_the_age_of_someone_named(alice, say):
    say(alice, "I have two kids, Lily who is 8 and Max who is 5.")
    say(alice, "My husband Ben is a teacher.")
    assert say(alice, "How old is Lily?").text == SAID
    assert say(alice, "How old is Max?").text == SAID
    assert say(alice, "What are my kids called?").text == SAID
    assert say(alice, "How old is Ben?").text.startswith("I'm not sure")  # no age of his was told


def test_the_age_of_someone_by_what_they_are(alice, say):
    say(alice, "My son is 7.")
    assert say(alice, "How old is my son?").text == "Your son is 7 (you told me earlier today)."


def test_the_age_of_someone_named_in_lower_case_is_not_their_name(alice, say):
    say(alice, "my girlfriend is called jade, she's a vet")
    assert say(alice, "how old is jade").text.startswith("I'm not sure")  # was said back as the answer


def test_an_age_told_after_a_name_answers_how_old_they_are(alice, say):
    """"How old is my son?" after "We have a son, Rui, who is 3." was offered "I'm not sure —
    I know that you have a son, Rui, who is 3" in a walk-through."""
    say(alice, "My wife Inês is a doctor and we have a son, Rui, who is 3.")
    assert say(alice, "How old is my son?").text == "You have a son, Rui, who is 3 (you told me earlier today)."


def test_an_age_told_in_words_answers_how_old_they_are(alice, say):
    """"How old is Ellie?" after "My daughter Ellie just turned six." was offered "I'm not
    sure — I know that …" in a walk-through: the age was in words."""
    say(alice, "My daughter Ellie just turned six.")
    say(alice, "Ellie is one of a kind.")
    assert say(alice, "How old is Ellie?").text == "Your daughter Ellie just turned six (you told me earlier today)."
