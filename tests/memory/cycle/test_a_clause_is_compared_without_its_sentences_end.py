"""A clause is compared with a question in one form wherever it stood in its sentence:
without the closing mark that only a sentence's last clause keeps. "What does my husband
do?" after "I work as a pharmacist in Leeds and my husband Arjun is a teacher." got "I'm
not sure — I know that your husband Arjun is a teacher …": "my husband Arjun is a
teacher." is 0.19 from the question, under the 0.2 a clear answer needs, the same clause
without its period 0.23."""

from memory.cycle import said


def test_a_clause_is_compared_without_its_closing_mark():
    assert said.compared("my husband Arjun is a teacher.") == "my husband Arjun is a teacher"
    assert said.compared("We adopted a kitten on Saturday!!") == "We adopted a kitten on Saturday"
    assert said.compared("I work as a pharmacist in Leeds") == "I work as a pharmacist in Leeds"


def test_the_last_clause_of_a_sentence_answers_clearly(alice, say):
    say(alice, "I work as a pharmacist in Leeds and my husband Arjun is a teacher.")
    assert say(alice, "What does my husband do?").text == "Your husband Arjun is a teacher (you told me earlier today)."
    assert say(alice, "Where do I work?").text == "You work as a pharmacist in Leeds (you told me earlier today)."
