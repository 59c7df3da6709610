"""An end, a course finished or a mind changed, said in words the change lists did not
know ("put the cello away for good", "the agency folded", "defended my dissertation",
"opera has won me over", "I've come round on helmets"), is asked about like "quit" or
"graduated" (issue 14); "tech for good in our town" and someone else's business folding
ask nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("I'm learning the cello.", "I put the cello away for good and took up the drums."),
    ("I work for a small design agency.", "The agency folded, I've joined a bank in Leeds."),
    ("I'm doing a master's in history.", "Defended my dissertation on Friday, what a relief!"),
    ("I can't stand opera, it's just shouting to me.", "Opera has completely won me over, I go every month."),
    ("I think cycling helmets are pointless.", "I've come round on cycling helmets, I wear one every ride."),
])
def test_an_end_or_a_change_of_mind_is_asked(alice, said_long_ago, asked_in_their_words, before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_look_alikes_of_an_end_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I volunteer at a coding club.", "I work for a small design agency."], (
        "We're all using tech for good in our town.",
        "My brother's cafe folded last year, he's gutted.",
    ))
