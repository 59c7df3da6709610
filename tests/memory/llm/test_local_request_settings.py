"""What the local backend hands llama.cpp: the real model, its completion call recorded."""

import pytest

from memory.llm import local


@pytest.fixture
def recorder(monkeypatch):
    """The loaded model, with each create_completion call's arguments recorded."""
    model = local.load_model(local.model_file())
    calls = []
    real = model.create_completion

    def recording(**arguments):
        calls.append(arguments)
        return real(**arguments)

    monkeypatch.setattr(model, "create_completion", recording)
    return model, calls


@pytest.mark.slow
def test_our_system_prompt_replaces_the_templates_when_the_caller_sends_none(use_llm, recorder):
    model, calls = recorder
    llm = use_llm(backend="local", max_tokens=6)

    assert llm.complete([{"role": "user", "content": "Hello"}], temperature=0.0)

    [call] = calls
    prompt = model.detokenize(call["prompt"], special=True).decode()
    assert local.DEFAULT_SYSTEM_PROMPT in prompt and "SmolLM" not in prompt
    assert prompt.rstrip().endswith("assistant")  # the template's generation prompt
    assert call["max_tokens"] == 6  # never unbounded
    assert call["repeat_penalty"] == local.REPEAT_PENALTY


@pytest.mark.slow
def test_a_callers_system_prompt_is_kept(use_llm, recorder):
    model, calls = recorder
    llm = use_llm(backend="local")
    messages = [{"role": "system", "content": "You are Hippocampus."}, {"role": "user", "content": "Hello"}]

    assert "".join(llm.stream(messages, max_tokens=5, temperature=0.0))
    prompt = model.detokenize(calls[0]["prompt"], special=True).decode()
    assert "You are Hippocampus." in prompt and local.DEFAULT_SYSTEM_PROMPT not in prompt
    assert calls[0]["max_tokens"] == 5
