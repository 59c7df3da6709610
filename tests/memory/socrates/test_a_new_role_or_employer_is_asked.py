"""Socrates mode 1 on a new role or employer for the person's job, said without a word of
change ("Promoted to senior engineer today!!" after "I'm a junior developer at a fintech
startup", "My manager at Aldi is so much nicer" after "I work at Lidl on the tills"): asked
about in the person's words; someone else's news, the same employer again, a role of a
life rather than a job, or what made the person happy asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I'm a junior developer at a fintech startup.", "Promoted to senior engineer today!!"),
    ("I'm a junior developer at a fintech startup.", "They made me team lead on Monday, I manage four people now."),
    ("I'm a line cook at a hotel restaurant.", "First week as head chef went better than I expected honestly."),
    ("I work at Lidl on the tills.", "My manager at Aldi is so much nicer than the one at Lidl was."),
    ("I work at Tesco on the tills.", "Been at Sainsbury's since April, better hours."),
])
def test_a_new_role_or_employer_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_role_the_same_employer_or_a_feeling_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I'm a nurse at St Thomas'.", "I work at Lidl on the tills."], (
        "My sister's first week as a paramedic went well.",
        "My brother has been at Sainsbury's since April.",
        "My manager at Lidl is so much nicer than the old one.",
        "It made me so happy to see the patients recover.",
        "They made me the lead for the new training scheme at church.",
    ))
