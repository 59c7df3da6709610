"""A question that names someone and asks a thing of them is answered only by what says
that thing: "How old is Clara?" was answered "Your twin sister Clara lives in Montreal,
she's a lawyer", said back as if it gave her age."""

from memory.cycle import answers


def test_what_is_said_of_someone_does_not_answer_every_question_about_them(alice, say):
    say(alice, "My twin sister Clara lives in Montreal, she's a lawyer.")
    assert say(alice, "How old is Clara?").text.startswith(answers.NOT_SURE)
    assert say(alice, "Who is Clara?").text == (
        "Your twin sister Clara lives in Montreal, she's a lawyer (you told me earlier today).")
