"""The contradiction micro-call sees the two statements and nothing else."""

import re

from memory.socrates import contradiction
from memory import embeddings, socrates
from tests.memory.fakes import ScriptedLLM, use_llm


def test_prompt_holds_only_the_two_statements(monkeypatch, alice, make_belief):
    llm = use_llm(monkeypatch, ScriptedLLM("NO"))
    make_belief(alice, "My sister Maria lives in Porto")
    morning = make_belief(alice, "I'm a morning person")
    new = "I do my best work after midnight"  # a pair the heuristics leave open

    socrates.examine(alice, new, embeddings.embed(new), [morning])

    assert llm.prompts == [contradiction.META_PROMPT.format(old=morning.full, new=new)]
    prompt = llm.prompts[0]
    instructions = contradiction.META_PROMPT.replace("{old}", "").replace("{new}", "")
    leftover = prompt.replace(morning.full, "").replace(new, "")
    assert leftover == instructions  # nothing but the fixed instructions around the statements
    assert "alice" not in prompt.lower() and "Maria" not in prompt
    assert not re.search(r"\b(?:system|assistant|user):", prompt, re.IGNORECASE)
