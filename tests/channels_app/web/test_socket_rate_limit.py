"""The socket counts chat turns against the same per-person limit as the API
(HIPPOCAMPUS_CHAT_RATE, one count in Redis): beyond it a message is refused with the
reason and when to try again, and nothing is stored; another person is unaffected."""

import json
import uuid

import pytest

from channels_app.api.throttling import ChatRateThrottle
from memory.models import Message
from tests.channels_app.web.test_streamed_reply_over_the_socket import open_chat, until_final

pytestmark = pytest.mark.slow


@pytest.fixture
def fresh_counts(alice, bob):
    limit = ChatRateThrottle()
    keys = [limit.cache_format % {"scope": limit.scope, "ident": user.pk} for user in (alice, bob)]
    limit.cache.delete_many(keys)
    yield limit
    limit.cache.delete_many(keys)


def test_beyond_the_limit_the_socket_refuses_with_the_reason(daphne_server, signed_in, alice, bob, fresh_counts):
    count, _ = fresh_counts.parse_rate(fresh_counts.get_rate())  # daphne's limit is the default, as here
    for _ in range(count):  # the turns alice already took through the API
        assert fresh_counts.seconds_to_wait(alice) == 0
    key = str(uuid.uuid4())
    with open_chat(daphne_server, signed_in(alice)) as socket:
        socket.send(json.dumps({"text": "One more thing.", "client_id": key}))
        refusal = socket.recv(timeout=30)
    assert "faster than I can take them" in refusal and "try again in" in refusal
    assert f'data-refused="{key}"' in refusal
    assert not Message.objects.filter(user=alice).exists()
    other = str(uuid.uuid4())
    with open_chat(daphne_server, signed_in(bob)) as socket:
        socket.send(json.dumps({"text": "Hello, I'm Bob.", "client_id": other}))
        until_final(socket, other)
    assert Message.objects.filter(user=bob, role="user").count() == 1
