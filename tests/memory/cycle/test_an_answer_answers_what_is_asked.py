"""A sentence near a question only because it speaks of whom the question asks about is
offered ("I'm not sure — I know that …"), never said as the answer: "What's my mum's
name?" got "Your mum lives in Birmingham …", "Where does Hana work?" got "Hana and you
broke up last week." (0.63, the name making them near)."""

from memory.cycle import answers


def test_a_question_for_a_name_is_answered_by_a_name(alice, say):
    say(alice, "My mum lives in Birmingham and I visit her every other weekend.")
    assert say(alice, "What's my mum's name?").text.startswith(answers.NOT_SURE)
    say(alice, "My mum's name is Farida.")
    assert say(alice, "What's my mum's name?").text == "Your mum's name is Farida (you told me earlier today)."


def test_a_name_in_the_question_does_not_make_an_answer(alice, say):
    say(alice, "My girlfriend Hana is a chef, she runs a small ramen place in Bristol.")
    say(alice, "Hana and I broke up last week.")
    assert say(alice, "Where does Hana work?").text.startswith(answers.NOT_SURE)
