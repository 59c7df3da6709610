"""A standing said with the subject unsaid ("Married to Sam for eight years now.",
"Teetotal since uni, never missed it.") is how things stand with the person, so a later
end of it ("Our divorce came through on Friday", "first drinks in years") is asked about
in the person's words (issue 14). Someone else's divorce or drinks, or the standing kept,
ask nothing; an event said so ("Married in June", "Retired last year") is no standing."""

import pytest

from memory.socrates.subjects import of_the_person_now


@pytest.mark.parametrize("before, after", [
    ("Married to Sam for eight years now.", "Our divorce came through on Friday, strange feeling."),
    ("Teetotal since uni, never missed it.", "Had a couple of pints at the wedding, first drinks in years."),
])
def test_an_end_of_a_standing_said_without_a_subject_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_end_or_the_standing_kept_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["Married to Sam for eight years now.", "Teetotal since uni, never missed it."], (
        "My sister's divorce came through on Friday.",
        "My brother had a couple of pints at the wedding.",
        "Sam and I celebrated our anniversary in Rome.",
    ))


@pytest.mark.parametrize("text, standing", [
    ("Married to Sam for eight years now", True),
    ("Based in Leeds, have been for years", True),
    ("Married in June, best day ever", False),
    ("Retired last year", False),
])
def test_an_event_is_no_standing(text, standing):
    assert of_the_person_now(text) is standing
