""""Who's Kieran?" when the person told something of Kieran but never who he is to them:
the reply says what is missing, then what is known ("I'm not sure — I know that your Kieran
got a trial …" read as a hedge of an answer, the lead's walk 25); a correction reads past
that lead as past the others."""

from memory.cycle import corrected


def test_who_someone_is_never_told_says_so_then_what_is_known(alice, say):
    say(alice, "our Kieran got a trial with the Villa academy!!")
    reply = say(alice, "who's Kieran?").text
    assert reply.startswith("You haven't told me who Kieran is — only that ")
    assert "got a trial with the Villa academy" in reply


def test_who_someone_is_when_told_is_still_the_answer(alice, say):
    say(alice, "My nephew Kieran got a trial with the Villa academy!!")
    assert say(alice, "Who is Kieran?").text.startswith("Your nephew Kieran got a trial")


def test_a_question_of_something_else_keeps_the_plain_lead(alice, say):
    say(alice, "our Kieran got a trial with the Villa academy!!")
    assert not say(alice, "What did Kieran do at the weekend?").text.startswith("You haven't told me who")


def test_a_correction_reads_past_the_lead():
    assert corrected._LEAD.match("You haven't told me who Kieran is — only that your Kieran got a trial").end() == 46
