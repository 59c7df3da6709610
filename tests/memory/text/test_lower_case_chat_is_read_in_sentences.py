"""A message typed in lower case is read a sentence at a time, as one with capitals is: a
whole message read as one sentence became one belief, and a recall of one thing in it
listed all of it. A stop that ends an abbreviation ends no sentence."""

from memory.text import extraction


def test_a_stop_before_a_lower_case_word_ends_a_sentence():
    assert extraction.sentences("i live in hamburg. i have a dog named Bruno, hes 3. my sister just got engaged!! so happy") == [
        "i live in hamburg.", "i have a dog named Bruno, hes 3.", "my sister just got engaged!!", "so happy"]


def test_an_abbreviation_ends_no_sentence():
    assert extraction.sentences("Bring snacks, e.g. crisps and dips. ok?") == ["Bring snacks, e.g. crisps and dips.", "ok?"]
    assert extraction.sentences("meet at 9 a.m. tomorrow. see you") == ["meet at 9 a.m. tomorrow.", "see you"]
    assert extraction.sentences("I saw Dr. patel today.") == ["I saw Dr. patel today."]


def test_a_recall_of_one_thing_in_a_lower_case_message_lists_that_thing(alice, remember, say):
    remember(alice, "im jonas, i live in hamburg and work as a developer. my sister Lea just got engaged!! so happy for her")
    reply = say(alice, "What do you remember about my sister?").text
    assert "Lea just got engaged" in reply
    assert "hamburg" not in reply
