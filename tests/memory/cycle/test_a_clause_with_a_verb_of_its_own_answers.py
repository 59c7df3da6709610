"""A sentence that goes on with "and" to another thing the person has is read a clause at a
time when the part before has a verb of its own (``extraction.own_clauses``): in the web
chat, "What does my husband do?" after "My husband Arjun is a teacher and we have a cat
called Mango." got "I'm not sure — I know that …" (the whole sentence 0.16 from the
question, its first clause 0.23), and "What's my cat called?" had the husband said back
with the cat."""

from memory.text import extraction


def test_the_clauses_are_read_apart():
    assert extraction.own_clauses("My husband Arjun is a teacher and we have a cat called Mango.") == [
        "My husband Arjun is a teacher", "we have a cat called Mango."]
    assert extraction.own_clauses("My partner Sam and I adopted a dog.") == ["My partner Sam and I adopted a dog."]
    assert extraction.own_clauses("My two sisters and I went to Rome.") == ["My two sisters and I went to Rome."]
    said = "My mum lives in Birmingham and I visit her every other weekend."  # "her" points back: one thing
    assert extraction.own_clauses(said) == [said]


def test_each_clause_answers_what_it_says(alice, say):
    say(alice, "My husband Arjun is a teacher and we have a cat called Mango.")
    assert say(alice, "What does my husband do?").text == "Your husband Arjun is a teacher (you told me earlier today)."
    assert say(alice, "What's my cat called?").text == "You have a cat called Mango (you told me earlier today)."
