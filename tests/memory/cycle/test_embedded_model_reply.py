"""With the embedded model, a reply streams, stays short, never carries our frames or
headings, and a question after a stated fact is answered, not challenged."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from memory import cycle, formation


@pytest.mark.slow
def test_the_embedded_model_answers_briefly_without_our_frames(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "LLM_BACKEND": "local"}
    told = cycle.handle(cycle.Attention(user=alice, channel="cli", when=timezone.now() - timedelta(days=3),
                                        text="Remember this: my sister Ana lives in Porto and teaches piano."))
    formation.form_conversation(told.inbound.conversation, force=True)
    pieces = []
    asked = cycle.handle(cycle.Attention(user=alice, channel="cli", text="Where does my sister live?"),
                         on_token=pieces.append)

    assert asked.reply.role == "assistant" and pieces and asked.text
    assert "Has something changed?" not in asked.text
    assert not re.search(r"\d{1,2} [A-Z][a-z]+ \d{4}", asked.text)  # no "who, date:" heading copied
    assert "Notes about" not in asked.text and "alice (" not in asked.text
    assert len(re.findall(r"[.!?](?:\s|$)", asked.text + " ")) <= 3
