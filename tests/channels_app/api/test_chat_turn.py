from datetime import timedelta

import pytest
from django.utils import timezone

from memory import cycle, formation
from memory.text import timeexpr


@pytest.fixture
def engine(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}


def test_api_turn_uses_a_fact_from_an_earlier_conversation(client, alice, engine):
    earlier = cycle.handle(
        cycle.Attention(user=alice, channel="cli", text="My partner Sam is a pastry chef.",
                        when=timezone.now() - timedelta(days=2))
    )
    formation.form_conversation(earlier.inbound.conversation, force=True)
    client.force_login(alice)
    response = client.post("/api/chat/", {"text": "What does my partner do for work?"}, content_type="application/json")
    assert response.status_code == 200
    body = response.json()
    told = [item for item in body["memory"] if "pastry chef" in item["text"]]
    assert told and told[0]["heading"] == f"alice, {timeexpr.day(earlier.inbound.created_at.date())}"
    assert body["reply"] and body["tokens_used"] <= 600


def test_api_rejects_bad_input_with_a_message(client, alice, engine):
    client.force_login(alice)
    missing = client.post("/api/chat/", {}, content_type="application/json")
    assert missing.status_code == 400 and "text" in missing.json()
    too_long = client.post("/api/chat/", {"text": "x" * 4001}, content_type="application/json")
    assert too_long.status_code == 400


def test_api_requires_sign_in(client, db):
    response = client.post("/api/chat/", {"text": "hi"}, content_type="application/json")
    assert response.status_code in (401, 403)
