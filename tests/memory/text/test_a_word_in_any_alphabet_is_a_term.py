"""A word in any alphabet is a term: "How old is Inês?" after "I have two kids, Tomás who is
7 and Inês who is 4." got "I'm not sure — I know that …": of "Inês" only "in" was read, a
stop word, so the question asked about no one; and its "In" was looked for in what the
person said (``world.names_only_the_world``) and not found."""

from memory.text import lexical


def test_accented_names_are_terms():
    assert lexical.stem("inês") in lexical.terms("How old is Inês?")
    assert lexical.stem("tomás") in lexical.terms("Tomás who is 7")
    assert lexical.tsquery("Inês and Tomás") == "inês | tomás"


def test_a_question_of_an_accented_name_is_answered(alice, say):
    say(alice, "I have two kids, Tomás who is 7 and Inês who is 4.")
    assert say(alice, "How old is Inês?").text == (
        "You have two kids, Tomás who is 7 and Inês who is 4 (you told me earlier today).")
