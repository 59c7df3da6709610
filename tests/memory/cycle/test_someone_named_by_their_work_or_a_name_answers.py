"""A question for someone's job is answered by the work they do ("teaches history"), not
offered it; a question for who someone of theirs is ("Who is my cello teacher?") by the
sentence that names them, said apart from the one that named the lessons."""

from memory.cycle import answers


def test_the_work_someone_does_answers_their_job(alice, say):
    say(alice, "My husband Tom teaches history at St Mary's.")
    say(alice, "My sister Lena is a nurse in Leeds.")
    assert say(alice, "What's my husband's job?").text == (
        "Your husband Tom teaches history at St Mary's (you told me earlier today).")


def test_who_someone_is_is_answered_by_the_sentence_that_names_them(alice, say):
    say(alice, "I've started learning the cello.")
    say(alice, "My teacher is called Ines, she's brilliant.")
    reply = say(alice, "Who is my cello teacher?").text
    assert reply.startswith("Your teacher is called Ines"), reply
    assert not reply.startswith(answers.NOT_SURE)


def test_a_name_after_is_names_them(alice, say):
    say(alice, "My teacher is Ines, she's Portuguese and very patient.")
    assert say(alice, "Who is my cello teacher?").text.startswith("Your teacher is Ines")


def test_what_someone_does_is_answered_by_what_they_are(alice, say):
    """"What does my fiancé do?" was only offered "… Arjun is a paramedic in Bristol" (0.18 apart),
    on the held-apart walk-through script."""
    say(alice, "My fiancé Arjun is a paramedic in Bristol.")
    assert say(alice, "What does my fiancé do?").text == "Your fiancé Arjun is a paramedic in Bristol (you told me earlier today)."


def test_who_teaches_is_answered_by_the_teacher_named(alice, say):
    say(alice, "I've started going to climbing lessons on Tuesdays.")
    say(alice, "The climbing teacher is called Nadia, she's great.")
    assert say(alice, "Who teaches my climbing class?").text.startswith("The climbing teacher is called Nadia")
