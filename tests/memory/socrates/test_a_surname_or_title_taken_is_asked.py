"""A title and surname the person now goes by ("I'm Mrs Grant now, we married in June",
"Call me Mrs Hughes now") changes the surname they gave, and a doctor's title ("Dr Ahmed
now, the viva went fine!") ends the doctorate they said they were doing, though the two
share no word (issue 14): asked about in the person's words. Someone else's title, a
doctor seen, the same surname again or a name they might take ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("My last name is Nowak.", "I'm Mrs Grant now, we married in June."),
    ("My name is Anna Kowal.", "Call me Mrs Hughes now, the wedding was lovely."),
    ("I'm doing a doctorate in history.", "Dr Ahmed now, the viva went fine!"),
])
def test_a_surname_or_title_taken_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_title_a_doctor_seen_or_the_same_surname_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["My surname is Nowak.", "I'm doing a PhD in physics."], (
        "My sister is Mrs Grant now, she married in June.",
        "I'm seeing Dr Ahmed about my knee tomorrow.",
        "Dr Ahmed says my knee is fine.",
        "I'm Mrs Nowak, same as ever, I kept my name.",
        "I might go by Mrs Grant once we marry.",
    ))
