import pytest

from memory.llm import LLMError

HELLO = [{"role": "user", "content": "Hello?"}]


def test_backend_none_is_unavailable_and_every_call_raises(use_llm):
    llm = use_llm(backend="none")

    assert llm.available is False
    assert llm.name == "none"
    with pytest.raises(LLMError, match="No language model is configured"):
        llm.complete(HELLO)
    with pytest.raises(LLMError):
        list(llm.stream(HELLO))
    with pytest.raises(LLMError):
        llm.meta("Anything?")


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_an_http_backend_without_a_model_name_is_unavailable(use_llm, backend):
    llm = use_llm(backend=backend, model="")

    assert llm.available is False
    with pytest.raises(LLMError, match="HIPPOCAMPUS_LLM_MODEL"):
        llm.complete(HELLO)
