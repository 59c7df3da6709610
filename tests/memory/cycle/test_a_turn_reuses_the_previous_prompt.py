"""With the embedded model, a turn evaluates only what is new in its prompt: the system
frame and the earlier turns come from llama.cpp's cache, though the memory notes before
the new message changed."""

import pytest

from memory import cycle
from memory.cycle import context
from memory.llm import get_llm, local


@pytest.mark.slow
def test_the_second_turn_reuses_the_first(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "LLM_BACKEND": "local"}
    first = cycle.handle(cycle.Attention(user=alice, channel="cli", text="I spent the morning repotting my tomato plants."))
    second = cycle.handle(cycle.Attention(user=alice, channel="cli", text="Any tips for keeping them healthy?"))

    model = local.load_model(get_llm().path)
    frame = context.SYSTEM.format(name=context.SOMEONE)  # alice never told her name
    before = [{"role": "system", "content": frame}, {"role": "user", "content": first.inbound.text}]
    rendered = context.render(second.inbound.conversation, second.inbound, second.inbound.text, second.memory, [])
    reused = local.prompt_cache(get_llm().path).reused
    assert len(local._prompt_tokens(model, before)[0]) - 4 <= reused < len(local._prompt_tokens(model, rendered.messages)[0])
