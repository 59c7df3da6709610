"""A change of one of the things a statement said is asked about, however much else the
statement said, and a lasting state said with an aside is kept to be asked about: in a
walk-through "I sold Tempête last month" (0.34 from "I'm a vet in Lyon and I have a horse
called Tempête") and "I'm not vegetarian anymore" (after "I'm vegetarian by the way",
never kept) were not."""

from memory import socrates


def test_a_change_of_one_clause_is_asked(alice, say, said_long_ago):
    said_long_ago(alice, "I'm a vet in Lyon and I have a horse called Tempête.")
    reply = say(alice, "I sold Tempête last month, it was heartbreaking")
    assert 'you said "I\'m a vet in Lyon and I have a horse called Tempête"' in reply.text
    assert reply.text.endswith(socrates.SURFACED)


def test_a_state_said_with_an_aside_is_kept_and_asked_about(alice, say, said_long_ago):
    said_long_ago(alice, "I'm vegetarian by the way.")
    reply = say(alice, "I'm not vegetarian anymore, I started eating fish again")
    assert 'you said "I\'m vegetarian by the way"' in reply.text and reply.text.endswith(socrates.SURFACED)
