"""Backend ``none``, and the stand-in for a backend that cannot be used as configured."""

from __future__ import annotations

from memory.llm.base import LLM, LLMError


class UnavailableLLM(LLM):
    """No model: ``available`` is False and every call raises LLMError saying why."""

    name = "none"
    available = False

    def __init__(self, reason: str):
        super().__init__(max_tokens=0)
        self.reason = reason

    def complete(self, messages, max_tokens=None, temperature=0.7):
        raise LLMError(self.reason)

    def stream(self, messages, max_tokens=None, temperature=0.7):
        raise LLMError(self.reason)
