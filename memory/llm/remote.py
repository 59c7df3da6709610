"""What the HTTP backends share: client settings and turning library errors into LLMError.

Both official clients (``openai`` and ``anthropic``) retry by themselves on timeouts,
refused connections, 408/409/429 and 5xx, with exponential backoff from 0.5 s (capped
at 8 s, jittered, honouring Retry-After). We use that retry rather than a second loop of
our own, and set it explicitly from LLM_RETRIES; LLM_TIMEOUT bounds each attempt and,
while streaming, each wait for the next piece. A stream is retried only until it opens:
once pieces have reached the user, repeating the request would repeat the text.
"""

from __future__ import annotations

from contextlib import contextmanager

# The HTTP library both official clients are built on (not the older ``httpx``).
import httpx2

from memory.llm.base import LLM, LLMError

# Statuses the clients retry; for these the error message reports the attempts made.
RETRIED_STATUSES = (408, 409, 429)


class RemoteLLM(LLM):
    """A model behind an HTTP API, reached through its official client ``library``."""

    library = None  # the client module (openai or anthropic); set by each subclass

    def __init__(self, *, model: str, timeout: float, retries: int, max_tokens: int):
        super().__init__(max_tokens=max_tokens)
        self.model = model
        self.timeout = timeout
        self.retries = retries

    @property
    def where(self) -> str:
        """The service in words, for error messages."""
        return f"The language model at {self.client.base_url}"

    @contextmanager
    def errors_as_llm_error(self):
        """Re-raise any error of the client library as an LLMError a user can read."""
        lib = self.library
        attempts = f"{self.retries + 1} attempt{'s' if self.retries else ''}"
        try:
            yield
        # The anthropic client lets transport errors of an open stream through unwrapped.
        except (lib.APITimeoutError, httpx2.TimeoutException) as error:
            raise LLMError(f"{self.where} did not answer within {self.timeout:g} s ({attempts}).") from error
        except (lib.APIConnectionError, httpx2.TransportError) as error:
            raise LLMError(f"{self.where} could not be reached or broke off ({attempts}).") from error
        except lib.APIStatusError as error:
            status = error.status_code
            tried = f", {attempts}" if status >= 500 or status in RETRIED_STATUSES else ""
            raise LLMError(f"{self.where} answered with an error (HTTP {status}{tried}): {error.message}") from error
        except lib.APIError as error:  # a malformed response or an error event mid-stream
            raise LLMError(f"{self.where} sent a reply that could not be read: {error.message}") from error


def client_options(*, url: str, api_key: str, timeout: float, retries: int) -> dict:
    """Keyword arguments for either official client; an empty URL means the vendor's own."""
    # Local servers (Ollama, vLLM, the test stand-ins) ignore the key but the clients
    # refuse to start without one.
    return {"base_url": url or None, "api_key": api_key or "unused", "timeout": timeout, "max_retries": retries}
