import pytest

from memory.llm import LLMError
from tests.memory.llm.conftest import REPLY, REPLY_PIECES

HELLO = [{"role": "user", "content": "Hello?"}]


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_500_then_success_returns_the_reply(remote_llm, stand_in, backend):
    llm = remote_llm(backend, retries=2)
    stand_in.plan = ["fail"]

    assert llm.complete(HELLO) == REPLY
    assert len(stand_in.requests) == 2


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_stream_is_retried_until_it_opens(remote_llm, stand_in, backend):
    llm = remote_llm(backend, retries=1)
    stand_in.plan = ["fail"]

    assert list(llm.stream(HELLO)) == REPLY_PIECES
    assert len(stand_in.requests) == 2


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_errors_on_every_attempt_end_in_llm_error(remote_llm, stand_in, backend):
    llm = remote_llm(backend, retries=1)
    stand_in.plan = ["fail", "fail"]

    with pytest.raises(LLMError, match="HTTP 500, 2 attempts"):
        llm.complete(HELLO)
    assert len(stand_in.requests) == 2


def test_no_retries_means_one_attempt(remote_llm, stand_in):
    llm = remote_llm("openai", retries=0)
    stand_in.plan = ["fail"]

    with pytest.raises(LLMError):
        llm.complete(HELLO)
    assert len(stand_in.requests) == 1
