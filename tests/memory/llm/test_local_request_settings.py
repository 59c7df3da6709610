"""What the local backend hands llama.cpp, checked with a recording stand-in for Llama."""

import pytest

from memory.llm import local


class RecordingLlama:
    def __init__(self):
        self.calls = []

    def create_chat_completion(self, **arguments):
        self.calls.append(arguments)
        if arguments["stream"]:
            return iter([{"choices": [{"delta": {"role": "assistant"}}]}, {"choices": [{"delta": {"content": "Hi"}}]}])
        return {"choices": [{"message": {"role": "assistant", "content": " Hi there "}}]}


@pytest.fixture
def recorder(monkeypatch):
    llama = RecordingLlama()
    monkeypatch.setattr(local, "load_model", lambda path: llama)
    return llama


def test_our_system_prompt_replaces_the_templates_when_the_caller_sends_none(use_llm, recorder):
    llm = use_llm(backend="local", max_tokens=33)

    assert llm.complete([{"role": "user", "content": "Hello"}]) == "Hi there"

    [call] = recorder.calls
    assert call["messages"] == [
        {"role": "system", "content": local.DEFAULT_SYSTEM_PROMPT},
        {"role": "user", "content": "Hello"},
    ]
    assert call["max_tokens"] == 33  # never unbounded
    assert call["repeat_penalty"] == local.REPEAT_PENALTY


def test_a_callers_system_prompt_is_kept_and_streams_skip_empty_deltas(use_llm, recorder):
    llm = use_llm(backend="local")
    messages = [{"role": "system", "content": "You are Hippocampus."}, {"role": "user", "content": "Hello"}]

    assert list(llm.stream(messages, max_tokens=5)) == ["Hi"]
    assert recorder.calls[0]["messages"] == messages
    assert recorder.calls[0]["max_tokens"] == 5
