"""Socrates mode 1 on phrasing no rule names: a statement that says one of the person's own
facts changed ("I sold my Honda", "My brother moved out in May") is asked about, quoting
both sides, and supersedes the earlier fact at formation; a change cue that says no
change ("I won't quit", "I can't wait", "seven years now") asks nothing."""



from memory import formation, socrates
from memory.models import BeliefRevision, BeliefStatus


def test_a_change_of_a_possession_or_household_is_asked_in_the_persons_words(alice, say, said_long_ago):
    honda = said_long_ago(alice, "I drive a red Honda.")
    brother = said_long_ago(alice, "My brother lives with me.", days=35)

    sold = say(alice, "I sold my Honda, I take the bus these days.")
    assert 'you said "I drive a red Honda"' in sold.text and sold.text.endswith(socrates.SURFACED)
    moved = say(alice, "My brother moved out in May.")
    assert 'you said "My brother lives with me"' in moved.text

    formation.form_conversation(moved.inbound.conversation, force=True)
    for old in (honda, brother):
        old.refresh_from_db()
        assert old.status == BeliefStatus.SUPERSEDED  # the statement says itself that it changed


def test_a_new_activity_against_an_earlier_denial_is_asked(alice, say, said_long_ago):
    said_long_ago(alice, "I don't play any instruments.")
    reply = say(alice, "I play the piano now, I started lessons in June.")
    assert reply.text.endswith(socrates.SURFACED)


def test_change_cues_that_say_no_change_ask_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I keep pushing on my dance studio, whatever happens.")
    said_long_ago(alice, "I've been writing screenplays for my film career.", days=30)
    for text in ("I won't quit my dance studio, your words keep me going!",
                 "I can't wait to start writing my next screenplay now.",
                 "Seven years now, and writing screenplays is still my passion.",
                 "I wish I could quit my job and dance all day."):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()
