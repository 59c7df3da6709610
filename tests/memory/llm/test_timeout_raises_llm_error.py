import pytest

from memory.llm import LLMError
from tests.memory.llm.conftest import REPLY_PIECES

HELLO = [{"role": "user", "content": "Hello?"}]


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_silent_server_ends_in_llm_error_after_each_attempt(remote_llm, stand_in, backend):
    llm = remote_llm(backend, retries=1)
    stand_in.plan = ["stall", "stall"]

    with pytest.raises(LLMError, match="did not answer within 0.5 s"):
        llm.complete(HELLO)
    assert len(stand_in.requests) == 2


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_stream_that_stalls_midway_raises_after_its_first_piece(remote_llm, stand_in, backend):
    llm = remote_llm(backend)
    stand_in.plan = ["stall_mid_stream"]
    received = []

    with pytest.raises(LLMError, match="did not answer"):
        for piece in llm.stream(HELLO):
            received.append(piece)
    assert received == REPLY_PIECES[:1]


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_an_unreachable_server_ends_in_llm_error(use_llm, backend):
    # Port 9 (discard) on loopback has no listener here: the connection is refused.
    llm = use_llm(backend=backend, url="http://127.0.0.1:9", model="m", timeout=0.5, retries=0)

    with pytest.raises(LLMError, match="could not be reached"):
        llm.complete(HELLO)
