"""Backend ``anthropic``: Claude through the official ``anthropic`` client's Messages API.

LLM_URL overrides the API address (a proxy, or the stand-in server of the tests).
"""

from __future__ import annotations

import anthropic

from memory.llm.base import LLMError, check_messages
from memory.llm.remote import RemoteLLM, client_options


def split_system(messages: list[dict]) -> tuple[str, list[dict]]:
    """The Messages API takes system text apart from the turns: return both."""
    messages = check_messages(messages)
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    return system, [m for m in messages if m["role"] != "system"]


class AnthropicLLM(RemoteLLM):
    """Claude model ``model`` via the Messages API.

    ``temperature`` is accepted for the common interface and not sent: the current
    Messages API (anthropic SDK 2.x) no longer takes sampling parameters.
    """

    library = anthropic

    def __init__(self, *, url: str, model: str, api_key: str, timeout: float, retries: int, max_tokens: int):
        super().__init__(model=model, timeout=timeout, retries=retries, max_tokens=max_tokens)
        self.name = f"anthropic:{model}"
        self.client = anthropic.Anthropic(**client_options(url=url, api_key=api_key, timeout=timeout, retries=retries))

    def _arguments(self, messages, max_tokens) -> dict:
        system, turns = split_system(messages)
        arguments = {"model": self.model, "messages": turns, "max_tokens": self.token_limit(max_tokens)}
        if system:
            arguments["system"] = system
        return arguments

    def complete(self, messages, max_tokens=None, temperature=0.7):
        arguments = self._arguments(messages, max_tokens)
        with self.errors_as_llm_error():
            response = self.client.messages.create(**arguments)
        texts = [block.text for block in response.content if block.type == "text"]
        if not texts:
            raise LLMError(f"{self.where} returned no text.")
        return "".join(texts).strip()

    def stream(self, messages, max_tokens=None, temperature=0.7):
        arguments = self._arguments(messages, max_tokens)
        with self.errors_as_llm_error(), self.client.messages.stream(**arguments) as events:
            yield from events.text_stream
