"""A listing about a named thing lists only memories that name it: asked about a name it
has never heard, the assistant says it remembers nothing about it yet, rather than
listing whatever retrieval found nearest."""

from memory.cycle import listings


def test_a_name_never_mentioned_gets_nothing_remembered(alice, remember, say):
    remember(alice, "Remember this: my sister Ana lives in Porto and teaches piano.",
             "I adopted a cat last spring and she sleeps on my desk.")
    listing = say(alice, "What do you remember about Pepper?").text
    assert listing == "I don't remember anything about Pepper yet."


def test_a_known_name_lists_only_what_names_it(alice, remember, say):
    remember(alice, "My sister Ana lives in Porto and teaches piano.",
             "I adopted a cat last spring and she sleeps on my desk.",
             "My brother Tom works as a nurse in Glasgow.")
    listing = say(alice, "What do you remember about Ana?").text
    assert listing.startswith("Here's what I remember about Ana:") and "Porto" in listing
    assert "Glasgow" not in listing and "cat" not in listing


def test_names_are_the_capitalised_words_of_the_topic():
    assert listings.named("Ana's school") == {"ana"}
    assert listings.named("my sister") == set()
