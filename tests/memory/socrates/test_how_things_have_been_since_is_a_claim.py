"""How things have been since an event, with no "I" ("It's been so lonely since Bess died in
May"), is the person's own news, so a claim (issue 14): a pet the person named, died, is
asked about. The same words about someone else's pet, or about the weather, ask nothing."""

from memory.socrates.own_words import claims


def test_how_things_have_been_since_is_asked(alice, said_long_ago, asked_in_their_words):
    news = "It's been so lonely since Bess died in May."
    assert claims(news) == [news]
    asked_in_their_words(alice, [(said_long_ago(alice, "We have a collie called Bess."), news)])


def test_look_alikes_of_how_things_have_been_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["We have a collie called Bess."], (
        "It's been raining since Bess and I got back from our walk.",
        "It's been a year since my friend's dog Max died.",
        "It's been a year since my friend's dog died.",
    ))
