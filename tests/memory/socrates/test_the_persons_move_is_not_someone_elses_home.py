"""A change the person tells of themselves is no change of what they said of someone else:
"yes I moved to Camden in October" was asked about against "My mum lives in Birmingham and
I visit her every other weekend"; "My dad moved back to Ireland" after "My dad lives in
Spain" is still asked, and so is the person's move after their own home."""

from memory import socrates
from memory.models import BeliefRevision


def test_the_persons_move_is_not_asked_against_someone_elses_home(alice, say, said_long_ago):
    said_long_ago(alice, "My mum lives in Birmingham and I visit her every other weekend.")
    reply = say(alice, "yes I moved to Camden in October")
    assert not reply.text.endswith(socrates.SURFACED)
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_move_of_whom_the_statement_is_about_is_still_asked(alice, say, said_long_ago):
    said_long_ago(alice, "My dad lives in Spain.")
    reply = say(alice, "My dad moved back to Ireland to be near us.")
    assert 'you said "My dad lives in Spain"' in reply.text and reply.text.endswith(socrates.SURFACED)


def test_the_persons_move_is_asked_against_their_own_home(alice, say, said_long_ago):
    said_long_ago(alice, "My mum lives in Birmingham and I live in Hackney with my flatmate Priya.")
    reply = say(alice, "I moved to Camden in October.")
    assert reply.text.endswith(socrates.SURFACED)
