"""Replies the pipeline composed are shown apart from the model's: a crisis reply is
marked as support and its resources are links (web addresses and helpline numbers); any
other composed reply (a recall listing, a Socrates question, a reply with a check-in) is
marked as a note, its web addresses links."""

from memory import archive, cycle
from memory.models import Role
from tests.memory.fakes import FakeLLM


def test_composed_replies_are_marked_and_crisis_resources_are_links(engine, client, alice, settings, monkeypatch):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "CRISIS_RESOURCES": {
        "default": "In the US you can call or text 988 at any time; see https://988lifeline.org."}}
    model = FakeLLM()

    def get_llm():
        return model

    get_llm.cache_clear = lambda: None  # memory.llm clears it when a test's settings change
    monkeypatch.setattr("memory.llm.get_llm", get_llm)
    cycle.handle(cycle.Attention(user=alice, channel="web", text="I want to kill myself tonight."))
    cycle.handle(cycle.Attention(user=alice, channel="web", text="Thanks, I had pasta for dinner."))
    cycle.handle(cycle.Attention(user=alice, channel="web", text="What do you remember about my garden?"))
    client.force_login(alice)
    page = client.get("/").content.decode()
    crisis, ordinary, listing = page.split('class="turn ')[1:4]
    assert crisis.startswith("crisis") and 'class="bubble assistant crisis"' in crisis
    assert '<a href="tel:988">988</a>' in crisis
    assert 'href="https://988lifeline.org"' in crisis
    assert ordinary.startswith("reply") and "<a " not in ordinary.split('class="under"')[0]
    assert listing.startswith("interjection") and "A note from Hippocampus" in listing


def test_a_check_in_shows_its_resources_as_links(engine, client, alice, settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "LLM_BACKEND": "none"}
    conversation = cycle.handle(cycle.Attention(user=alice, channel="web", text="Good morning!")).inbound.conversation
    archive.store(user=alice, conversation=conversation, role=Role.ASSISTANT,
                  text="Some days I feel like there's no point in living.")
    result = cycle.handle(cycle.Attention(user=alice, channel="web", text="me too", conversation=conversation))
    assert "findahelpline.com" in result.reply.text
    client.force_login(alice)
    checked_in = client.get("/").content.decode().split('class="turn ')[-1]
    assert checked_in.startswith("interjection") and 'href="https://findahelpline.com"' in checked_in
