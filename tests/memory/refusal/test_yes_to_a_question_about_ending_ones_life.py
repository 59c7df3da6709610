"""A short answer is judged with our own question before it: "yes" (or "I guess",
"sometimes") after the assistant asked about thoughts of ending one's life says what the
floor withholds ("have I been having thoughts of ending my life"), so it is a crisis,
answered with the resources and not kept (issue 15: the floor reads the claim a yes
affirms); after a question that holds the floor's words itself ("Are you feeling
suicidal?") the head reads the claim, a check-in; "no", or "yes" to an ordinary question,
gets neither."""

import pytest

from memory import archive, cycle
from memory.models import Message, RefusalEvent, Role
from memory.refusal.classifier import affirms, claim_of
from memory.refusal.verdict import CHECK_IN

ASKED = "That sounds really heavy. Have you been having thoughts of ending your life?"


@pytest.fixture
def after_our_question(alice, settings):
    """Send ``text`` as alice's answer to the assistant's ``question``, through the pipeline."""
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}

    def answer(text, question=ASKED):
        conversation = cycle.handle(cycle.Attention(user=alice, channel="cli", text="hi")).inbound.conversation
        archive.store(user=alice, conversation=conversation, role=Role.ASSISTANT, text=question)
        return cycle.handle(cycle.Attention(user=alice, channel="cli", text=text, conversation=conversation))

    return answer


@pytest.mark.parametrize("text", ["yes", "I guess", "sometimes", "Yeah, a lot lately"])
def test_an_affirming_answer_is_a_crisis_answered_with_resources_and_not_kept(alice, after_our_question, text):
    result = after_our_question(text)

    assert result.verdict.category == "crisis" and "findahelpline.com" in result.reply.text
    assert Message.objects.get(pk=result.inbound.pk).text != text
    assert RefusalEvent.objects.for_user(alice).filter(category="crisis").count() == 1


@pytest.mark.parametrize("text", ["yes", "sometimes"])
def test_yes_to_a_question_holding_the_floor_words_gets_a_check_in_and_is_kept(alice, after_our_question, text):
    result = after_our_question(text, "That sounds really heavy. Are you feeling suicidal?")

    assert result.verdict.check_in and result.reply.text.endswith(result.verdict.check_in)
    assert "findahelpline.com" in result.reply.text
    assert Message.objects.get(pk=result.inbound.pk).text == text
    assert RefusalEvent.objects.for_user(alice).filter(category=CHECK_IN).count() == 1


@pytest.mark.parametrize("text", ["no", "No, I'm fine", "I guess not"])
def test_a_denying_answer_gets_none(alice, after_our_question, text):
    assert after_our_question(text).verdict.check_in is None


@pytest.mark.parametrize("question", ["Did you like the film?", "Are you coming to the party tomorrow?"])
def test_yes_to_an_ordinary_question_gets_none(after_our_question, question):
    assert after_our_question("yes", question).verdict.check_in is None


def test_the_claim_is_the_last_question_in_the_first_person():
    assert claim_of(ASKED) == "Have I been having thoughts of ending my life"
    assert claim_of("Do you ever think about killing yourself?") == "Do I ever think about killing myself"
    assert affirms("sometimes") and affirms("Yes.") and not affirms("nope") and not affirms("ok, thanks")
