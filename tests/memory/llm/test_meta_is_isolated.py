from memory.llm.base import META_SYSTEM_PROMPT

CHECK = "Does 'I moved to Lyon' contradict 'I live in Paris'? Answer YES or NO."


def test_openai_meta_sends_one_neutral_system_and_one_user_message(remote_llm, stand_in):
    llm = remote_llm("openai")

    llm.meta(CHECK)

    body = stand_in.requests[0]["body"]
    assert body["messages"] == [
        {"role": "system", "content": META_SYSTEM_PROMPT},
        {"role": "user", "content": CHECK},
    ]
    assert body["max_tokens"] == 64
    assert body["temperature"] == 0.0


def test_anthropic_meta_sends_the_neutral_system_and_one_user_message(remote_llm, stand_in):
    llm = remote_llm("anthropic")

    llm.meta(CHECK, max_tokens=8)

    body = stand_in.requests[0]["body"]
    assert body["system"] == META_SYSTEM_PROMPT
    assert body["messages"] == [{"role": "user", "content": CHECK}]
    assert body["max_tokens"] == 8


def test_the_neutral_prompt_names_no_identity():
    assert "Hippocampus" not in META_SYSTEM_PROMPT
    assert "memor" not in META_SYSTEM_PROMPT.lower()
