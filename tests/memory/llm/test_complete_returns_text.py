import pytest

from tests.memory.llm.conftest import REPLY

CHAT = [
    {"role": "system", "content": "You are Hippocampus."},
    {"role": "user", "content": "Hi there"},
]


def test_openai_complete_returns_the_reply_and_sends_the_conversation(remote_llm, stand_in):
    llm = remote_llm("openai", max_tokens=77)

    assert llm.complete(CHAT, temperature=0.3) == REPLY
    assert llm.name == "openai:stand-in-model"
    [request] = stand_in.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["body"]["messages"] == CHAT
    assert request["body"]["model"] == "stand-in-model"
    assert request["body"]["max_tokens"] == 77
    assert request["body"]["temperature"] == 0.3


def test_anthropic_complete_returns_the_reply_with_system_text_apart(remote_llm, stand_in):
    llm = remote_llm("anthropic")

    assert llm.complete(CHAT, max_tokens=12, temperature=0.3) == REPLY
    assert llm.name == "anthropic:stand-in-model"
    [request] = stand_in.requests
    assert request["path"] == "/v1/messages"
    assert request["body"]["system"] == "You are Hippocampus."
    assert request["body"]["messages"] == [{"role": "user", "content": "Hi there"}]
    assert request["body"]["max_tokens"] == 12
    assert "temperature" not in request["body"]  # the Messages API no longer takes it


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_malformed_message_is_refused_before_any_request(remote_llm, stand_in, backend):
    llm = remote_llm(backend)

    with pytest.raises(ValueError):
        llm.complete([{"role": "robot", "content": "beep"}])
    assert stand_in.requests == []
