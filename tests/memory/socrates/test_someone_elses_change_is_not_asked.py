"""A change said of someone else the earlier statement does not name is no change of the
person's fact ("My sister moved to Berlin too" after "I live in Berlin"); a change of
someone the earlier statement is about still is ("My brother moved out" after "My
brother lives with me")."""

from memory import socrates
from memory.models import BeliefRevision


def test_someone_elses_move_is_not_asked(alice, say, said_long_ago):
    said_long_ago(alice, "I live in Berlin.")
    reply = say(alice, "My sister moved to Berlin too.")
    assert not reply.text.endswith(socrates.SURFACED)
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_change_of_someone_the_fact_names_is_asked(alice, say, said_long_ago):
    said_long_ago(alice, "My brother lives with me.")
    reply = say(alice, "My brother moved out in May.")
    assert 'you said "My brother lives with me"' in reply.text and reply.text.endswith(socrates.SURFACED)
