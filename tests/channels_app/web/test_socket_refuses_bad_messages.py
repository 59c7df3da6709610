"""The socket refuses what it cannot take with a reason the page shows, and stores
nothing for it; a signed-out socket is closed."""

import json
import uuid

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from memory.models import Message
from tests.channels_app.web.test_streamed_reply_over_the_socket import open_chat

pytestmark = pytest.mark.slow


def test_an_over_long_message_is_refused_with_the_limit_and_not_stored(daphne_server, signed_in, alice):
    key = str(uuid.uuid4())
    with open_chat(daphne_server, signed_in(alice)) as socket:
        socket.send(json.dumps({"text": "x" * 201, "client_id": key}))  # daphne's limit is 200
        refusal = socket.recv(timeout=30)
        socket.send("not json")
        unreadable = socket.recv(timeout=30)
        socket.send(json.dumps({"text": "   ", "client_id": str(uuid.uuid4())}))
        empty = socket.recv(timeout=30)
        socket.send(json.dumps({"text": "nul\x00here", "client_id": str(uuid.uuid4())}))
        nul = socket.recv(timeout=30)
    assert 'id="composer-error"' in refusal and "the limit is 200" in refusal
    assert f'data-refused="{key}"' in refusal and f'id="pending-{key}" hx-swap-oob="delete"' in refusal
    assert "could not be read" in unreadable and "Write something first" in empty
    assert "a character I cannot keep" in nul
    assert not Message.objects.filter(user=alice).exists()


def test_a_signed_out_socket_is_closed(daphne_server, transactional_db):
    url = daphne_server.replace("http://", "ws://") + "/ws/chat/"
    with pytest.raises(ConnectionClosed) as closed:
        with connect(url, additional_headers={"Origin": daphne_server}, open_timeout=30) as socket:
            socket.recv(timeout=30)
    assert closed.value.rcvd.code == 4401
