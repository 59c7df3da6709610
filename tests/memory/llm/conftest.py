"""A stand-in LLM server for the HTTP backends, and a fixture that switches backend.

The server speaks just enough of OpenAI's chat-completions and Anthropic's Messages
formats (plain JSON and server-sent events) for the official clients to parse it, and
records every request body so tests can assert on what was sent.
"""

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from memory.llm import get_llm

REPLY_PIECES = ["Hello", " from", " the", " stand-in", "."]
REPLY = "".join(REPLY_PIECES)
STALL_SECONDS = 1.5  # longer than the timeout the tests configure


def openai_events(model):
    for piece in REPLY_PIECES:
        delta = {"role": "assistant", "content": piece}
        yield None, {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": model,
                     "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
    yield None, {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": model,
                 "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}


def openai_reply(model):
    return {"id": "c1", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": REPLY}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10}}


def anthropic_events(model):
    message = {"id": "msg_1", "type": "message", "role": "assistant", "model": model, "content": [],
               "stop_reason": None, "stop_sequence": None, "usage": {"input_tokens": 5, "output_tokens": 0}}
    yield "message_start", {"type": "message_start", "message": message}
    yield "content_block_start", {"type": "content_block_start", "index": 0,
                                  "content_block": {"type": "text", "text": ""}}
    for piece in REPLY_PIECES:
        yield "content_block_delta", {"type": "content_block_delta", "index": 0,
                                      "delta": {"type": "text_delta", "text": piece}}
    yield "content_block_stop", {"type": "content_block_stop", "index": 0}
    yield "message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                            "usage": {"output_tokens": 5}}
    yield "message_stop", {"type": "message_stop"}


def anthropic_reply(model):
    return {"id": "msg_1", "type": "message", "role": "assistant", "model": model,
            "content": [{"type": "text", "text": REPLY}], "stop_reason": "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": 5, "output_tokens": 5}}


class StandIn(ThreadingHTTPServer):
    """Answers each request by the next entry of ``plan`` ("ok" once it is empty):
    "ok", "fail" (HTTP 500), "stall" (no answer for STALL_SECONDS) or "stall_mid_stream"
    (the first text piece, then silence)."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), Handler)
        self.plan = []
        self.requests = []

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}"


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):  # keep test output clean
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append({"path": self.path, "body": body})
        action = self.server.plan.pop(0) if self.server.plan else "ok"
        if action == "stall":
            time.sleep(STALL_SECONDS)  # the client has given up by now
            return
        if action == "fail":
            return self.send_json(500, {"error": {"message": "stand-in failure", "type": "server_error"}})
        anthropic = "/messages" in self.path
        if not body.get("stream"):
            reply = anthropic_reply if anthropic else openai_reply
            return self.send_json(200, reply(body["model"]))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        events = anthropic_events if anthropic else openai_events
        for index, (name, data) in enumerate(events(body["model"])):
            if action == "stall_mid_stream" and index == (3 if anthropic else 1):
                time.sleep(STALL_SECONDS)
                return
            event = f"event: {name}\n" if name else ""
            self.wfile.write(f"{event}data: {json.dumps(data)}\n\n".encode())
            self.wfile.flush()
        if not anthropic:
            self.wfile.write(b"data: [DONE]\n\n")

    def send_json(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def stand_in():
    server = StandIn()
    # A short poll interval keeps shutdown (and so each test) quick.
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def use_llm(settings):
    """Switch HIPPOCAMPUS's LLM settings (keys without the LLM_ prefix) and return get_llm()."""

    def use(**values):
        settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, **{f"LLM_{key.upper()}": v for key, v in values.items()}}
        return get_llm()

    return use


@pytest.fixture
def remote_llm(stand_in, use_llm):
    """An HTTP backend ("openai" or "anthropic") pointed at the stand-in server."""

    def make(backend, **values):
        url = f"{stand_in.url}/v1" if backend == "openai" else stand_in.url
        values = {"url": url, "model": "stand-in-model", "timeout": 0.5, "retries": 0, **values}
        return use_llm(backend=backend, **values)

    return make
