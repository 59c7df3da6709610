"""What the person said they are answers "what's my job?" though it shares no word with it,
and the name they gave answers "what's my name?". In a walk-through, after "i'm a software
developer in berlin" and "honestly work has been killing me lately", "what's my job?" got
"I'm not sure — I know that honestly work has been killing you lately", and "what's my
name?" after "hey, my name is noor" got "I'm not sure — I know that your name is noor"."""

from memory.cycle import answers


def test_what_they_are_answers_their_job(alice, say):
    say(alice, "i'm a software developer in berlin")
    say(alice, "honestly work has been killing me lately")
    assert say(alice, "what's my job?").text == "You're a software developer in berlin (you told me earlier today)."


def test_their_name_is_the_name_they_gave(alice, say):
    assert say(alice, "What's my name?").text == answers.UNKNOWN
    say(alice, "hey, my name is noor")
    assert say(alice, "what's my name?").text == "You're Noor."


def test_who_am_i_asks_the_name_and_who_am_i_seeing_asks_what_was_told(alice, say):
    # A walk-through: "Who am I seeing?" after "I've been seeing Omar …" got "You're Farah."
    say(alice, "Hi, I'm Farah.")
    say(alice, "I have been seeing Omar for about a year now.")
    assert say(alice, "Who am I?").text == "You're Farah."
    reply = say(alice, "Who am I seeing?").text
    assert "Omar" in reply and "Farah" not in reply


def test_work_said_as_what_they_drive_answers_their_job(alice, say):
    # talk23's walk-through: "Where do I work?" after "I drive buses in Glasgow." got "I don't know".
    say(alice, "I drive buses in Glasgow.")
    for question in ("What do I do for a living?", "what's my job?"):
        assert "drive buses in Glasgow" in say(alice, question).text, question


def test_work_said_after_an_introduction_answers_their_job(alice, say):
    # The lead's Chromium check: "Hi, I am Farah, I run a small bakery in Bradford." then
    # "What do I do for a living?" got "I don't know".
    say(alice, "Hi, I am Farah, I run a small bakery in Bradford.")
    assert "run a small bakery in Bradford" in say(alice, "What do I do for a living?").text


def test_work_said_with_its_hours_answers_their_job(alice, say):
    # The lead's walk in session 38: "I work nights as a radiographer in Coventry."
    say(alice, "I'm Priyanka, I work nights as a radiographer in Coventry.")
    assert "radiographer" in say(alice, "What do I do for a living?").text
