"""The chat socket (DESIGN §8): one person's messages in, their replies streamed out.

Each message is ``{"text": ..., "client_id": ...}`` (what htmx's ws-send posts from the
composer). The turn runs through ``memory.cycle.handle`` in a worker thread, so a slow
reply never holds up the event loop or anyone else's socket, and every fragment goes to
the person's group on the Redis channel layer rather than to this one socket: a page
that reconnects while its reply is being written joins the group again and receives
the rest of it. The person's own text never goes through Redis: only the reply's tokens
(which the gate let the model write) and the turn as the archive stored it. The client id is the message's provider id, so a message the page sends
again after a reconnect is stored once and answered once.
"""

from __future__ import annotations

import asyncio
import json
import logging

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings

from channels_app.api.throttling import ChatRateThrottle
from channels_app.web import fragments
from memory import cycle
from memory.cycle import transcript

log = logging.getLogger(__name__)
UNAUTHENTICATED = 4401  # a close code in the application range: sign in first


class ChatConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            # Accepted then closed with a reason, so the page says "sign in again"
            # instead of reconnecting forever (a refused handshake looks like an outage).
            await self.accept()
            await self.close(code=UNAUTHENTICATED)
            return
        self.group = f"chat.user.{user.pk}"
        self.turns: set[asyncio.Task] = set()
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        try:
            content = json.loads(text_data or "")
        except json.JSONDecodeError:
            content = None
        if not isinstance(content, dict):
            await self.send(text_data=fragments.refused("That message could not be read; please send it again."))
            return
        client_id = content.get("client_id")
        key = client_id if isinstance(client_id, str) and fragments.CLIENT_ID.match(client_id) else ""
        problem = _problem_with(content.get("text"), key)
        if not problem and self.turns:
            # One turn at a time per page (its send button is off meanwhile): a client
            # that ignores that cannot start a thread per message.
            problem = "Please wait for the reply before sending the next message."
        if not problem:
            problem = await _rate_problem(self.scope["user"])
        if problem:
            await self.send(text_data=fragments.refused(problem, key))
            return
        text = content["text"].strip()
        # Straight to this page, not through Redis: the gate has not seen the text yet,
        # and nothing it may withhold is ever written there (DESIGN §6).
        await self.send(text_data=fragments.started(key, text))
        # The turn goes on if the socket closes: the reply is stored and reaches the
        # person's group (a reconnected page) when it is done.
        task = asyncio.create_task(self._turn(text, key))
        self.turns.add(task)
        task.add_done_callback(self.turns.discard)

    async def chat_fragment(self, event):
        await self.send(text_data=event["html"])

    async def _to_group(self, html: str) -> None:
        await self.channel_layer.group_send(self.group, {"type": "chat.fragment", "html": html})

    async def _turn(self, text: str, key: str) -> None:
        try:
            final = await database_sync_to_async(self._answer, thread_sensitive=False)(text, key)
        except Exception:
            log.exception("the web turn for %s failed", key)
            final = fragments.refused("Something went wrong while answering; your message is saved.", key)
        # The page may send its next message the moment it sees the end of this turn:
        # by then this socket must already take it.
        self.turns.discard(asyncio.current_task())
        if final:
            await self._to_group(final)

    def _answer(self, text: str, key: str) -> str:
        """Runs in a worker thread: the whole turn, each token sent as it is generated;
        returns the rendered turn, or "" when another delivery of the message is still
        being answered (its reply reaches the group)."""
        user = self.scope["user"]
        send = async_to_sync(self.channel_layer.group_send)

        def on_token(piece: str) -> None:
            send(self.group, {"type": "chat.fragment", "html": fragments.token(key, piece)})

        attention = cycle.Attention(
            user=user, channel=fragments.WEB, text=text, provider_id=fragments.provider_id(user, key)
        )
        result = cycle.handle(attention, on_token=on_token)
        if result.duplicate and result.reply is None:
            return ""
        exchange = transcript.exchange_for(user=user, message=result.inbound)
        return fragments.finished(fragments.turn(exchange, key=key))


@database_sync_to_async
def _rate_problem(user) -> str:
    """The per-person chat limit the API applies too (HIPPOCAMPUS_CHAT_RATE), as a reason
    to show, or "" (and the turn counted) when the message may go ahead."""
    limit = ChatRateThrottle()
    wait = limit.seconds_to_wait(user)
    if not wait:
        return ""
    return (f"You are sending messages faster than I can take them (at most {limit.described()}). "
            f"Please try again in {wait} second{'s' if wait != 1 else ''}.")


def _problem_with(text, key: str) -> str:
    """Why a message cannot be taken, in words for the person, or "" when it can."""
    if not key:
        return "This page is out of date; reload it and send your message again."
    if not isinstance(text, str) or not text.strip():
        return "Write something first."
    if "\x00" in text:
        return "That message holds a character I cannot keep (a NUL); please send it without it."
    limit = settings.HIPPOCAMPUS["MAX_MESSAGE_CHARS"]
    if len(text) > limit:
        return f"That message is {len(text):,} characters long; the limit is {limit:,}. Please shorten it or split it up."
    return ""
