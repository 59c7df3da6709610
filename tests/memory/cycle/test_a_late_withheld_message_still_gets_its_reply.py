"""A text withheld when it was stored (the pattern layer's floor) and answered by a task
after its live window expired still gets its floor reply: a crisis text answered late is
answered with resources, never as if it said nothing, and nothing of it is written."""

import pytest

from memory import cycle
from memory.archive import live_window
from memory.models import Message, Role

CRISIS_TEXT = "I want to kill myself tonight."


@pytest.fixture
def no_model(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}


@pytest.mark.parametrize("expired", [False, True])
def test_a_crisis_text_answered_late_gets_the_crisis_reply(alice, no_model, expired):
    message = cycle.ingest(cycle.Attention(user=alice, channel="sms", text=CRISIS_TEXT, provider_id="SM-late"))
    assert message.floor_category == "crisis" and message.text == ""
    if expired:
        live_window.forget(message.pk)

    result = cycle.answer_stored(message_id=message.pk)

    assert result.verdict.category == "crisis"
    assert result.reply.role == Role.INTERJECTION and "glad you told me" in result.reply.text
    assert not Message.objects.filter(user=alice, text__icontains="kill myself").exists()
