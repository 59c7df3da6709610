"""Socrates mode 1 on a new home or job the person only implies: a statement of their day
now that gives where they live or work without a word of change, and shares no word with
what they said before ("My patients on the ward keep me on my toes every shift" after
"I'm an accountant at a big firm"), is asked about once, quoting both sides; what someone
else of theirs does, a visit, a wish or a plan asks nothing. And a word of change acts on
the thing it names: "I had to shut down my bank account" ends no job at a bank."""

from memory import embeddings, socrates
from memory.models import BeliefRevision
from memory.socrates.comparison import contradicted
from memory.socrates.own_words import Spoken


def test_a_job_told_by_the_days_work_is_asked_once_in_the_persons_words(alice, say, said_long_ago):
    said_long_ago(alice, "I'm an accountant at a big firm.")
    said_long_ago(alice, "I love hiking in the hills at the weekend.", days=30)

    reply = say(alice, "My patients on the ward keep me on my toes every shift.")
    assert 'you said "I\'m an accountant at a big firm"' in reply.text
    assert 'now you say "My patients on the ward keep me on my toes every shift"' in reply.text
    assert reply.text.endswith(socrates.ASK)  # a guess from meaning: asked, not noted
    again = say(alice, "My patients on the ward keep me on my toes every shift.")
    assert not again.text.endswith(socrates.SURFACED)
    assert BeliefRevision.objects.for_user(alice).count() == 1


def test_a_home_told_by_the_days_walk_is_asked(alice, say, said_long_ago):
    said_long_ago(alice, "I live in Manchester.")
    reply = say(alice, "I love walking along the Seine on my way home every evening.")
    assert 'you said "I live in Manchester"' in reply.text and reply.text.endswith(socrates.ASK)


def test_someone_elses_job_a_visit_a_wish_or_a_plan_asks_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I'm an accountant at a big firm.")
    said_long_ago(alice, "I live in Glasgow.", days=30)
    for text in ("My sister's patients on the ward keep her on her toes every shift.",
                 "My brother is a nurse, his patients on the ward keep him on his toes.",
                 "Off to Edinburgh for the weekend, can't wait.",
                 "I'd love to live by the sea one day.",
                 "I'm thinking about retraining as a nurse."):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_an_end_acts_on_the_thing_it_names_not_on_a_word_that_says_which(alice, say, said_long_ago):
    said_long_ago(alice, "I work for a bank downtown now.")
    said_long_ago(alice, "I drive a Honda Civic.", days=30)

    account = say(alice, "Hey Gina, I had to shut down my bank account.")
    assert not account.text.endswith(socrates.SURFACED)
    sold = say(alice, "I sold my Honda Civic.")
    assert 'you said "I drive a Honda Civic"' in sold.text and sold.text.endswith(socrates.SURFACED)


def _spoken(text):
    return Spoken(text, embeddings.embed(text))


def test_a_statement_found_by_its_setting_alone_is_read_for_another_value_of_it_only():
    """The person's statements nearest what a job or a home is are compared with a claim
    about one however far apart the two sound, but only for another value of it: with a
    word of change, such a statement was asked about whatever the claim aimed at ("Now,
    I'm aiming to turn my dancing passion into a business" / "I work at a bakery in town",
    the conversation bench)."""
    patients = "My patients on the ward keep me on my toes every shift."
    found, _ = contradicted(patients, embeddings.embed(patients), [], [_spoken("I'm an accountant at a big firm")])
    assert found is not None and found[0] == 0
    aim = "Now, I'm aiming to turn my dancing passion into a business."
    assert contradicted(aim, embeddings.embed(aim), [], [_spoken("I work at a bakery in town")])[0] is None
