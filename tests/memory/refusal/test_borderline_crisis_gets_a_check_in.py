"""A borderline crisis is not refused: the message is kept, the reply adds a gentle check-in
with crisis resources, and the operator sees a FLAG event in the borderline queue."""

import pytest

from memory import archive, cycle, refusal
from memory.models import Message, RefusalEvent, Role, RuleAction, RuleLayer
from memory.refusal.verdict import CHECK_IN

# A reply that is borderline only in its conversation (see test_context_of_the_message_before).
ASKED = "Some days I feel like there's no point in living."
REPLY = "me too"


@pytest.fixture
def turn(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}

    def send(user, text, conversation=None):
        return cycle.handle(cycle.Attention(user=user, channel="cli", text=text, conversation=conversation))

    return send


def test_the_verdict_keeps_the_message_and_carries_a_check_in_with_resources(alice):
    verdict = refusal.screen(REPLY, user=alice, channel="web", previous=ASKED)

    assert verdict.category is None and verdict.may_encode and verdict.reply is None
    assert "findahelpline.com" in verdict.check_in
    event = RefusalEvent.objects.for_user(alice).get()
    assert (event.category, event.layer, event.stage) == (CHECK_IN, RuleLayer.FLOOR, "input")
    assert event.text_hash == refusal.text_hash(REPLY)
    assert [m.action for m in verdict.matches] == [RuleAction.FLAG]


def test_the_turn_is_answered_normally_with_the_check_in_after_it(alice, turn):
    conversation = turn(alice, "Good morning!").inbound.conversation
    archive.store(user=alice, conversation=conversation, role=Role.ASSISTANT, text=ASKED)
    result = turn(alice, REPLY, conversation=conversation)

    assert result.verdict.check_in and result.reply.text.endswith(result.verdict.check_in)
    assert result.reply.text != result.verdict.check_in
    assert Message.objects.get(pk=result.inbound.pk).text == REPLY
    assert RefusalEvent.objects.for_user(alice).filter(category=CHECK_IN).count() == 1


def test_a_confident_crisis_is_refused_and_gets_no_check_in_besides(alice):
    verdict = refusal.evaluate("I keep thinking about ending my own life", user=alice)
    assert verdict.category == "crisis" and not verdict.may_encode
    assert verdict.check_in is None
    assert CHECK_IN not in {m.category for m in verdict.matches}


def test_a_check_in_on_the_turn_after_one_asks_once_and_keeps_the_resources(alice, turn):
    first = turn(alice, "I've been feeling really low lately, like nothing matters")
    second = turn(alice, "it's been a hard few months since my dad passed away", conversation=first.inbound.conversation)
    assert first.verdict.check_in and second.verdict.check_in
    assert first.reply.text.endswith(first.verdict.check_in) and "how are you doing, really?" in first.reply.text
    assert second.reply.text.endswith(refusal.check_in_for(again=True))
    assert "how are you doing, really?" not in second.reply.text and "findahelpline.com" in second.reply.text
