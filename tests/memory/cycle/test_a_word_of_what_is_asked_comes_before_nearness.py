"""Offered what the person said when nothing answers clearly, a sentence with a word of
what is asked comes before one only near in meaning: "Can you remind me when the trip
is?" was offered "you moved to Barcelona last week" over "a trip to Japan in April". And
"What does Luis do?" is answered by what he is ("he's a firefighter"), not by what else
is near through his name."""

from memory.cycle import answers


def test_a_word_of_what_is_asked_is_offered_first(alice, remember, say):
    remember(alice, "We're planning a trip to Japan in April with my partner Dani.", "Big news: I moved to Barcelona last week!")
    reply = say(alice, "Can you remind me when the trip is?").text
    assert reply.startswith(answers.NOT_SURE) and "Japan in April" in reply


def test_what_someone_does_is_answered_by_what_they_are(alice, say):
    say(alice, "My brother Luis lives in Seville and he's a firefighter.")
    say(alice, "Luis and I went hiking last summer.")
    assert say(alice, "What does Luis do?").text == (
        "Your brother Luis lives in Seville and he's a firefighter (you told me earlier today).")
