"""A WebSocket client against a real daphne gets a reply streamed token by token, then
the rendered reply; the message and the reply are stored once each, and a message sent
again with the same client id (a reconnecting page) is answered once."""

import json
import uuid

import pytest
from websockets.sync.client import connect

from memory.models import Message, Role
from tests.channels_app.web.conftest import REPLY

pytestmark = pytest.mark.slow


def open_chat(daphne_server, cookie):
    url = daphne_server.replace("http://", "ws://") + "/ws/chat/"
    return connect(url, additional_headers={"Cookie": cookie, "Origin": daphne_server}, open_timeout=30)


def until_final(socket, key):
    """Every frame up to and including the rendered turn for ``key``."""
    frames = []
    while True:
        frames.append(socket.recv(timeout=60))
        if f'id="turn-{key}"' in frames[-1] and "data-final" in frames[-1]:
            return frames


def test_the_reply_streams_then_arrives_rendered_and_is_stored_once(daphne_server, signed_in, alice):
    key = str(uuid.uuid4())
    with open_chat(daphne_server, signed_in(alice)) as socket:
        # Not a greeting: the pipeline answers a greeting whole, and this is the model's stream.
        socket.send(json.dumps({"text": "I took the dog to the beach this morning.", "client_id": key}))
        frames = until_final(socket, key)
    tokens = [frame for frame in frames if f'id="reply-{key}" hx-swap-oob="beforeend"' in frame]
    assert f'hx-swap-oob="outerHTML:#pending-{key}"' in frames[0]
    assert len(tokens) > 1
    assert "".join(t.split(">", 1)[1].rsplit("<", 1)[0] for t in tokens) == REPLY
    assert REPLY in frames[-1] and "What I remembered" in frames[-1]
    assert Message.objects.filter(user=alice, role=Role.USER, text="I took the dog to the beach this morning.").count() == 1
    assert Message.objects.filter(user=alice, role=Role.ASSISTANT, text=REPLY).count() == 1


def test_a_message_sent_again_after_a_reconnect_is_answered_once(daphne_server, signed_in, alice):
    key, cookie = str(uuid.uuid4()), signed_in(alice)
    message = json.dumps({"text": "I moved to Lisbon last spring.", "client_id": key})
    with open_chat(daphne_server, cookie) as socket:
        socket.send(message)
        socket.recv(timeout=30)  # the turn started; the page loses its connection here
    with open_chat(daphne_server, cookie) as socket:
        socket.send(message)
        frames = until_final(socket, key)
    assert REPLY in frames[-1]
    assert Message.objects.filter(user=alice, role=Role.USER).count() == 1
    assert Message.objects.filter(user=alice, role=Role.ASSISTANT).count() == 1
