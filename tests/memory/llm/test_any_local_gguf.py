"""HIPPOCAMPUS_LLM_MODEL_PATH: the local backend loads any GGUF file through the same
llama.cpp path; a path that names no file is said plainly, never a crash."""

import shutil

import pytest

from memory.llm import LLMError
from memory.llm.local import model_file

GREETING = [{"role": "user", "content": "Hello!"}]


def test_a_path_that_names_no_file_makes_the_model_unavailable_with_the_reason(use_llm, tmp_path):
    llm = use_llm(backend="local", model_path=str(tmp_path / "missing.gguf"))
    assert llm.available is False
    with pytest.raises(LLMError, match="HIPPOCAMPUS_LLM_MODEL_PATH names no file"):
        llm.complete(GREETING)


def test_the_default_is_the_shipped_model(use_llm):
    llm = use_llm(backend="local", model_path="")
    assert llm.path == model_file() and llm.name == "local:SmolLM2-135M-Instruct"


@pytest.mark.slow
def test_a_gguf_file_elsewhere_is_loaded_and_named_for_its_file(use_llm, tmp_path):
    copy = tmp_path / "my-own-model.gguf"
    shutil.copy(model_file(), copy)
    llm = use_llm(backend="local", model_path=str(copy))
    assert llm.name == "local:my-own-model" and llm.path == copy
    assert llm.complete(GREETING, max_tokens=8, temperature=0.0).strip()
