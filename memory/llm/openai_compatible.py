"""Backend ``openai``: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
vLLM, llama.cpp's server...) through the official ``openai`` client."""

from __future__ import annotations

import openai

from memory.llm.base import LLMError, check_messages
from memory.llm.remote import RemoteLLM, client_options


class OpenAICompatibleLLM(RemoteLLM):
    """Chat completions at ``url`` (OpenAI's own API when empty) with model ``model``."""

    library = openai

    def __init__(self, *, url: str, model: str, api_key: str, timeout: float, retries: int, max_tokens: int):
        super().__init__(model=model, timeout=timeout, retries=retries, max_tokens=max_tokens)
        self.name = f"openai:{model}"
        self.client = openai.OpenAI(**client_options(url=url, api_key=api_key, timeout=timeout, retries=retries))

    def _create(self, messages, max_tokens, temperature, stream):
        # ``max_tokens`` rather than ``max_completion_tokens``: every compatible server
        # understands the older name.
        return self.client.chat.completions.create(
            model=self.model,
            messages=check_messages(messages),
            max_tokens=self.token_limit(max_tokens),
            temperature=temperature,
            stream=stream,
        )

    def complete(self, messages, max_tokens=None, temperature=0.7):
        with self.errors_as_llm_error():
            response = self._create(messages, max_tokens, temperature, stream=False)
        if not response.choices or response.choices[0].message.content is None:
            raise LLMError(f"{self.where} returned no text.")
        return response.choices[0].message.content.strip()

    def stream(self, messages, max_tokens=None, temperature=0.7):
        with self.errors_as_llm_error():
            for chunk in self._create(messages, max_tokens, temperature, stream=True):
                # Some servers end with a usage-only chunk that has no choices.
                if chunk.choices and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
