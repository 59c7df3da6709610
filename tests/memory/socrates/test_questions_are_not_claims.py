"""Socrates mode 1 answers claims only: a question, a greeting or a remark about someone
else never triggers a challenge, even right after a related statement. A chat sentence
that opens with a verb, its subject unsaid, is the speaker's claim; a request to the
listener is not."""

from datetime import timedelta

from django.utils import timezone

from memory import formation, socrates
from memory.models import BeliefRevision


def test_a_question_right_after_remember_this_gets_no_challenge(alice, say):
    told = say(alice, "Remember this: my sister Ana lives in Porto and teaches piano.")
    formation.form_conversation(told.inbound.conversation, force=True)
    asked = say(alice, "Where does my sister live?")
    assert not asked.text.endswith(socrates.SURFACED)
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_questions_greetings_and_remarks_in_a_later_session_get_no_challenge(alice, say):
    earlier = say(alice, "I live in Lisbon with my husband Tom.", when=timezone.now() - timedelta(days=30))
    formation.form_conversation(earlier.inbound.conversation, force=True)
    for text in ("Do I still live in Lisbon?", "where do I live", "Hi! How are you?",
                 "That's a lovely photo of your dog in Berlin.", "Does Tom live in Berlin?"):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_claims_are_first_person_statements():
    assert socrates.claims("Where does my sister live?") == []
    assert socrates.claims("Hi! How are you?") == []
    assert socrates.claims("That's a lovely photo of your dog.") == []
    assert socrates.claims("Wow, great. I moved to Berlin last week. Do you know it?") == ["I moved to Berlin last week."]


def test_a_verb_first_sentence_is_the_speakers_claim_and_a_request_is_not():
    for text in ("dropped out of architecture school in march", "been vegan for a year now",
                 "loving the new phone so far", "haven't been to the gym in months", "work nights at the airport"):
        assert socrates.claims(text) == [text], text
    for text in ("check this out", "look at this", "have fun!", "keep it up", "don't worry about it",
                 "Impressed by your commitment.", "Haven't talked in a few days.", "Been a long road.",
                 "Having pets must be a wonderful experience."):
        assert socrates.claims(text) == [], text


def test_catching_up_on_the_time_since_the_last_talk_gets_no_challenge(alice, say, said_long_ago):
    """The conversation bench: "Hey Mel, what's up? Been a busy week since we talked." was
    asked of "I'm dating Sam" (the end reader took "busy" for an end)."""
    said_long_ago(alice, "I'm dating Sam.")
    for text in ("Hey Mel, what's up? Been a busy week since we talked.", "Been a busy week since we talked.",
                 "Busy week since we spoke!", "Long time no talk! Crazy few weeks."):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()
