import pytest

from tests.memory.llm.conftest import REPLY_PIECES


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_stream_yields_the_pieces_in_order(remote_llm, stand_in, backend):
    llm = remote_llm(backend)

    pieces = list(llm.stream([{"role": "user", "content": "Tell me something"}]))

    assert pieces == REPLY_PIECES
    assert stand_in.requests[0]["body"]["stream"] is True
