"""The prompt holds what the configured model can take: the best remembered items within
its memory limit, and no more turns than fit its context."""

from datetime import timedelta

from django.utils import timezone

from memory import archive
from memory.cycle import context
from memory.models import Conversation
from memory.retrieval.assembly import Injected, Retrieval


class SmallModel:
    available = True
    verdicts = True  # it sees its own replies in the window, as a capable model does
    memory_tokens = 30
    prompt_tokens = 220


def small_model():
    return SmallModel()


small_model.cache_clear = lambda: None  # memory.llm clears its cache when a test changes settings


def test_only_the_best_items_within_the_models_memory_limit_are_shown(monkeypatch, alice, engine):
    monkeypatch.setattr("memory.llm.get_llm", small_model)
    conversation = Conversation.objects.create(user=alice, channel="cli")
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Where does Ana live?")
    items = [Injected(kind="belief", id=i, text=f"fact number {i}", form="full", score=1 - i / 10, tokens=12)
             for i in range(5)]
    memory = Retrieval(items=items, tokens_used=60)
    rendered = context.render(conversation, inbound, inbound.text, memory, [])
    notes = [s for s in rendered.segments if s.beliefs]
    assert notes and notes[0].beliefs == [0, 1]
    assert "fact number 1" in notes[0].text and "fact number 2" not in notes[0].text


def test_the_oldest_turns_give_way_when_the_prompt_would_not_fit(monkeypatch, alice, engine, settings):
    monkeypatch.setattr("memory.llm.get_llm", small_model)
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 8}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(minutes=10)
    long_line = "I spent the whole afternoon repotting tomato seedlings on the balcony with my neighbour. " * 2
    for i in range(8):
        archive.store(user=alice, conversation=conversation, role="user" if i % 2 == 0 else "assistant",
                      text=f"{i}: {long_line}", when=start + timedelta(seconds=i))
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="And now?",
                               when=start + timedelta(seconds=20))
    rendered = context.render(conversation, inbound, inbound.text, None, [])
    turns = [s for s in rendered.segments if s.role != "system"]
    assert 3 <= len(turns) < 9 and turns[-1].text == "And now?"
    assert turns[-2].text.startswith("7:")  # the newest turns stay
