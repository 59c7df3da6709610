"""A verified number's texts and the same person's web chat are one memory; another
person's web chat never sees them."""

from memory import cycle, formation
from memory.models import Conversation
from tests.channels_app.conftest import inbound_sms


def test_what_alice_texted_is_remembered_in_her_web_chat_only(
    twilio_post, alice_phone, alice, bob, engine, client, answer_queued, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = twilio_post("/webhooks/twilio/sms/", inbound_sms(
            "My partner Sam is a pastry chef.", sender=alice_phone.address))
    assert response.status_code == 200 and answer_queued() == ["answered"]
    conversation = Conversation.objects.get(user=alice, channel="sms")
    formation.form_conversation(conversation, force=True)

    client.force_login(alice)
    alices = client.post("/api/chat/", {"text": "What does my partner do for work?"}, content_type="application/json")
    assert any("pastry chef" in item["text"] for item in alices.json()["memory"])

    bobs = cycle.handle(cycle.Attention(user=bob, channel="web", text="What does my partner do for work?"))
    assert all("pastry" not in item.text for item in bobs.memory.items)
