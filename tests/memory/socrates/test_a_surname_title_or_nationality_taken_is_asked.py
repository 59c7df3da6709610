"""A title and surname the person now goes by ("I'm Mrs Grant now, we married in June",
"Call me Mrs Hughes now") changes the surname they gave, a doctor's title ("Dr Ahmed
now, the viva went fine!", "Dr. me now") ends the doctorate they said they were doing, and
a nationality taken ("Got my Irish passport in the post today") changes the one they said
they are, though the two share no word (issue 14): asked about in the person's words.
Someone else's title or passport, a doctor seen, the same surname or passport again, a
class in a language, or a name or passport they might take ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("My last name is Nowak.", "I'm Mrs Grant now, we married in June."),
    ("My name is Anna Kowal.", "Call me Mrs Hughes now, the wedding was lovely."),
    ("I'm doing a doctorate in history.", "Dr Ahmed now, the viva went fine!"),
    ("I'm doing a doctorate in history.", "Dr. me now, the viva went fine!"),
    ("I'm Polish, I moved here for work.", "Got my Irish passport in the post today, so happy!"),
])
def test_a_surname_or_title_taken_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_someone_elses_title_a_doctor_seen_or_the_same_surname_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["My surname is Nowak.", "I'm doing a PhD in physics.", "I'm Polish, I moved here for work."], (
        "My sister is Mrs Grant now, she married in June.",
        "I'm seeing Dr Ahmed about my knee tomorrow.",
        "Dr Ahmed says my knee is fine.",
        "I'm Mrs Nowak, same as ever, I kept my name.",
        "I might go by Mrs Grant once we marry.",
        "My husband got his Irish passport today.",
        "Renewed my Polish passport, the photo is awful.",
        "My Spanish class is going well.",
        "Maybe I'll apply for my Irish passport next year.",
    ))
