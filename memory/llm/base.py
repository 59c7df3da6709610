"""The interface every LLM backend keeps, and the one error they all raise.

Callers never see a client library's exceptions: whatever goes wrong (timeout, refused
connection, a 500 after the retries, an empty or malformed reply, no model configured)
arrives as ``LLMError`` with a sentence a user could read, so the turn pipeline can
keep the user's message and tell them what happened (DESIGN §7).
"""

from __future__ import annotations

from collections.abc import Iterator

ROLES = ("system", "user", "assistant")

# The only context a metacognitive check gets: no identity, no history, no memory, so
# the answer depends on the question alone.
META_SYSTEM_PROMPT = "You answer the question you are given. Be brief and literal."


class LLMError(Exception):
    """The model could not produce a reply; the message says why in plain words."""


def check_messages(messages: list[dict]) -> list[dict]:
    """Return ``messages`` as plain role/content dicts; a malformed one is a caller bug."""
    if not messages:
        raise ValueError("messages must hold at least one message")
    checked = []
    for message in messages:
        role, content = message.get("role"), message.get("content")
        if role not in ROLES or not isinstance(content, str):
            raise ValueError(f"each message needs a role in {ROLES} and string content, got {message!r}")
        checked.append({"role": role, "content": content})
    return checked


class LLM:
    """One configured model. Subclasses implement ``complete`` and ``stream``."""

    name = "none"
    available = True
    # What the turn's prompt may hold for this model (None: no limit of its own):
    # ``memory_tokens`` of remembered items at most, ``prompt_tokens`` in all.
    memory_tokens: int | None = None
    prompt_tokens: int | None = None

    def __init__(self, *, max_tokens: int):
        self.default_max_tokens = max_tokens

    def complete(self, messages: list[dict], max_tokens: int | None = None, temperature: float = 0.7) -> str:
        """Return the model's whole reply to ``messages``, or raise LLMError."""
        raise NotImplementedError

    def stream(self, messages: list[dict], max_tokens: int | None = None, temperature: float = 0.7) -> Iterator[str]:
        """Yield the reply to ``messages`` in pieces as they arrive, or raise LLMError.

        An error after some pieces were yielded is raised from the iterator, so a
        partial reply is never mistaken for a whole one.
        """
        raise NotImplementedError

    def meta(self, prompt: str, max_tokens: int = 64, temperature: float = 0.0) -> str:
        """Answer ``prompt`` in isolation: a fixed neutral system prompt and this one
        user message, nothing else (no history, no identity, no memory)."""
        messages = [{"role": "system", "content": META_SYSTEM_PROMPT}, {"role": "user", "content": prompt}]
        return self.complete(messages, max_tokens=max_tokens, temperature=temperature)

    def load(self) -> None:
        """Make the first call fast: load what a local model keeps in the process (nothing
        for a server's)."""

    def token_limit(self, max_tokens: int | None) -> int:
        """The reply length to ask for: the caller's, else the configured default."""
        return max_tokens if max_tokens is not None else self.default_max_tokens

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
