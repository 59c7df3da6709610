""""What do you remember about X" lists each memory once, with its day, in the person's
words: not our "who (date):" frame, and no script of ours."""

from memory import formation


def test_a_recall_lists_each_memory_once_with_its_day(alice, say):
    told = say(alice, "Remember this: my sister Ana lives in Porto and teaches piano.")
    say(alice, "I want to end my life tonight")
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "What do you remember about Ana?").text
    assert listing.startswith("Here's what I remember about Ana:")
    assert listing.count("Ana lives in Porto") == 1
    assert "alice," not in listing and "alice (" not in listing
    assert "findahelpline" not in listing and "crisis" not in listing.lower()


def test_what_was_said_minutes_ago_is_recalled_before_it_is_a_memory(alice, say):
    say(alice, "My partner Sam and I just adopted a dog called Biscuit.")
    say(alice, "Is Sam a nurse too?")
    say(alice, "I work night shifts at St Mary's.")
    listing = say(alice, "What do you remember about Sam?").text
    assert listing.startswith("Here's what I remember about Sam:")
    assert "My partner Sam and I just adopted a dog called Biscuit." in listing
    assert "nurse too" not in listing and "St Mary" not in listing  # a question, and something else
