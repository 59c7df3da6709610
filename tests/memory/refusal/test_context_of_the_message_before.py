"""A short reply is judged with the message before it: the same words after talk of not
wanting to live are checked in on, after small talk they pass."""

import pytest

from memory import refusal

AFTER_IDEATION = "I don't see any reason to keep living anymore"
AFTER_SMALL_TALK = "I love this new pizza place"


@pytest.mark.parametrize("reply", ["me too", "me neither, I can't go on"])
def test_the_same_reply_differs_by_the_message_before_it(db, reply):
    assert refusal.evaluate(reply).check_in is None
    assert refusal.evaluate(reply, previous=AFTER_SMALL_TALK).check_in is None
    in_context = refusal.evaluate(reply, previous=AFTER_IDEATION)
    assert in_context.check_in and in_context.may_encode


def test_context_alone_never_refuses(db):
    # The message before may be our own crisis reply; a thank-you after it is not a crisis.
    verdict = refusal.evaluate("ok, thanks", previous=AFTER_IDEATION)
    assert verdict.category is None and verdict.may_encode


def test_a_thanks_is_judged_on_its_own(db):
    assert refusal.evaluate("Thanks, good night!", previous="I'm so tired I could sleep for a week.").check_in is None
    assert refusal.evaluate("Goodbye.", previous=AFTER_IDEATION).check_in  # a bare farewell is read in its light


def test_a_long_message_is_judged_on_its_own(db):
    text = "We went to the farmers market on Saturday and bought peaches, then spent the afternoon at the lake."
    assert refusal.evaluate(text, previous=AFTER_IDEATION).check_in is None


def test_a_batch_judges_each_message_with_its_own_previous(db):
    verdicts = refusal.evaluate_many(["me too", "me too"], previous=[AFTER_IDEATION, AFTER_SMALL_TALK])
    assert verdicts[0].check_in and verdicts[1].check_in is None


def test_a_question_of_what_was_told_is_judged_on_its_own(db):
    """The lead's eleventh walk-through: "Where do I live?" right after "I've left nursing,
    I'm training to be a midwife now." read crisis 0.43 and got the check-in instead of its answer."""
    change = "I've left nursing, I'm training to be a midwife now."
    assert refusal.evaluate("Where do I live?", previous=change).check_in is None
    assert refusal.evaluate("What do I do for work?", previous=change).check_in is None
    # ... not one that asks where to go from here, or who would care
    assert refusal.evaluate("Where do I go from here?", previous="My wife left me and I want to die.").check_in
    assert refusal.evaluate("me neither, I can't go on", previous=AFTER_IDEATION).check_in
