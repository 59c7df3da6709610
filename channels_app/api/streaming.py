"""A chat turn as server-sent events (``POST /api/chat/?stream=1``).

The turn runs on its own thread from the moment the request is accepted, so it completes
(and its reply is stored) even if the client goes away; the response relays what the
thread produces: one ``token`` event per piece the model streams, then one ``reply``
event with the whole turn (the same body as the JSON answer), or one ``error`` event.
"""

import asyncio
import json
import logging
import queue
import threading
from typing import Callable

from django.db import connections
from django.http import StreamingHttpResponse
from rest_framework.renderers import BaseRenderer

log = logging.getLogger(__name__)
MEDIA_TYPE = "text/event-stream"
FAILED = {"detail": "The reply could not be completed; your message is stored and can be seen in your history."}


def event(name: str, data) -> bytes:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False, default=str)}\n\n".encode()


class EventStreamRenderer(BaseRenderer):
    """Renders an answer that is not a stream (an error, a refusal) as one SSE event, for
    clients that asked for ``text/event-stream``."""

    media_type = MEDIA_TYPE
    format = "sse"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        response = (renderer_context or {}).get("response")
        failed = response is not None and response.status_code >= 400
        return event("error" if failed else "reply", data)


def _headers(response):
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # a proxy in front must not hold the events back
    return response


class TurnStream(StreamingHttpResponse):
    """Runs ``run(on_token) -> answer`` on a thread and streams its events."""

    def __init__(self, run: Callable[[Callable[[str], None]], dict]):
        self._events: queue.Queue = queue.Queue()
        self._lock = threading.Lock()
        self._outcome = None
        self._finishers = []
        super().__init__(self._relay(), content_type=MEDIA_TYPE)
        _headers(self)
        threading.Thread(target=self._work, args=(run,), daemon=True, name="api-turn").start()

    def _work(self, run):
        try:
            outcome = ("reply", run(lambda piece: self._events.put(("token", {"text": piece}))))
        except Exception:
            log.exception("a streamed chat turn failed")
            outcome = ("error", FAILED)
        finally:
            connections.close_all()  # this thread's own database connection
        with self._lock:
            self._outcome, finishers = outcome, list(self._finishers)
        for finisher in finishers:
            self._finish(*finisher)
        self._events.put(outcome)
        self._events.put(None)

    def _finish(self, keep, on_failure):
        name, data = self._outcome
        keep(data) if name == "reply" else on_failure()

    def on_final(self, keep: Callable[[dict], None], on_failure: Callable[[], None]) -> None:
        """Call ``keep(answer)`` once the turn has its reply, or ``on_failure()`` if it fails
        (at once when that has already happened)."""
        with self._lock:
            if self._outcome is None:
                self._finishers.append((keep, on_failure))
                return
        self._finish(keep, on_failure)

    async def _relay(self):
        loop = asyncio.get_running_loop()
        while (item := await loop.run_in_executor(None, self._events.get)) is not None:
            yield event(*item)


def replayed(answer: dict) -> StreamingHttpResponse:
    """The stream of a turn answered before: its ``reply`` event alone."""
    return _headers(StreamingHttpResponse([event("reply", answer)], content_type=MEDIA_TYPE))
