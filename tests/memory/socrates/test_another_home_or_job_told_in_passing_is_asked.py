"""Socrates mode 1 on a new home or job the person only implies: a statement of their day
now that gives where they live or work without a word of change, and shares no word with
what they said before ("My patients on the ward keep me on my toes every shift" after
"I'm an accountant at a big firm"), is asked about once, quoting both sides; what someone
else of theirs does, a visit, a wish or a plan asks nothing. And a word of change acts on
the thing it names: "I had to shut down my bank account" ends no job at a bank."""

import pytest

from memory import embeddings, socrates
from memory.models import BeliefRevision
from memory.socrates.comparison import contradicted
from memory.socrates.own_words import Spoken


@pytest.mark.parametrize("before, after", [
    ("I'm an accountant at a big firm.", "My patients on the ward keep me on my toes every shift."),
    ("I live in Manchester.", "I love walking along the Seine on my way home every evening."),
    ("I live in Glasgow.", "The rents here are brutal but I love being near the sea."),
])
def test_a_home_or_job_told_by_the_day_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words,
                                                                      before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_it_is_asked_once_as_a_guess(alice, say, said_long_ago):
    said_long_ago(alice, "I'm an accountant at a big firm.")
    assert say(alice, "My patients on the ward keep me on my toes every shift.").text.endswith(socrates.ASK)
    assert not say(alice, "My patients on the ward keep me on my toes every shift.").text.endswith(socrates.SURFACED)
    assert BeliefRevision.objects.for_user(alice).count() == 1


def test_someone_elses_job_a_visit_a_wish_or_a_plan_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm an accountant at a big firm.", "I live in Glasgow."], (
        "My sister's patients on the ward keep her on her toes every shift.",
        "My brother is a nurse, his patients on the ward keep him on his toes.",
        "Off to Edinburgh for the weekend, can't wait.",
        "I'd love to live by the sea one day.",
        "I'm thinking about retraining as a nurse.",
    ))


def test_a_visit_what_was_or_someone_elses_home_said_before_is_no_home_of_the_persons(alice, asks_nothing):
    """Asked of in the conversation bench: the earlier statement was a visit, a childhood
    or a brother's home."""
    asks_nothing(alice, ["Oh, I've been to Paris yesterday.",
                         "Growing up, I saw how crumbling infrastructure affected my neighborhood.",
                         "My brother lives with me."], (
        "I live in a small flat downtown.",
        "I live with my parents.",
    ))


def test_an_end_acts_on_the_thing_it_names_not_on_a_word_that_says_which(alice, say, said_long_ago):
    said_long_ago(alice, "I work for a bank downtown now.")
    said_long_ago(alice, "I drive a Honda Civic.", days=30)

    assert not say(alice, "Hey Gina, I had to shut down my bank account.").text.endswith(socrates.SURFACED)
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


def test_a_change_said_by_a_listed_cue_reaches_a_statement_found_by_its_setting_alone():
    """The conversation bench: "We relocated to Denver in March." said nothing to John's
    "I live in Chicago.", found only by the setting among a talkative person's statements
    (its stored vector, framed by who and when, sat below a dozen of his community work)."""
    moved = "We relocated to Denver in March."
    found, _ = contradicted(moved, embeddings.embed(moved), [_spoken("Yeah, we go a few times a week")],
                            [_spoken("I live in Chicago")])
    assert found is not None and found[0] == 1 and found[1].stage == "change"
    dreamt = "One day I'd love to relocate to Denver."
    assert contradicted(dreamt, embeddings.embed(dreamt), [], [_spoken("I live in Chicago")])[0] is None



def test_a_view_of_what_is_needed_is_no_home_told_by_the_day():
    """The conversation bench asked John's "We need way better education and infrastructure
    and I know firsthand how this impacts neighborhoods" of "I live in Lisbon"."""
    view = "We need way better education and infrastructure and I know firsthand how this impacts neighborhoods."
    assert contradicted(view, embeddings.embed(view), [_spoken("I live in Lisbon")], [_spoken("I live in Lisbon")])[0] is None
    day = "I love walking along the Seine on my way home every evening."
    assert contradicted(day, embeddings.embed(day), [], [_spoken("I live in Manchester")])[0] is not None
