"""The live window (DESIGN §2): a floor message's text, kept only while it can be answered.

A message in a floor category is archived as a marker and a hash (memory.refusal), but
the reply in that conversation still needs what the person said. Its text waits here, in
the Redis cache, under the message's id, and expires on its own; nothing else stores it.
Secrets stay masked even here: the window keeps what the reply may read, never a password
or a card number.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache

from memory.refusal import ArchiveForm


def _key(message_id: int) -> str:
    return f"live-window:message:{message_id}"


def lifetime() -> int:
    """How long a text stays in the window: HIPPOCAMPUS_LIVE_WINDOW_SECONDS."""
    return settings.HIPPOCAMPUS["LIVE_WINDOW_SECONDS"]


def keep(message_id: int, form: ArchiveForm, *, seconds: int | None = None) -> None:
    """Hold the gate's masked form of message ``message_id``'s text until it expires."""
    cache.set(_key(message_id), form.masked, timeout=seconds or lifetime())


def recall(message_id: int) -> str | None:
    """The text held for ``message_id``, or None once it has expired or was forgotten."""
    return cache.get(_key(message_id))


def forget(message_id: int) -> None:
    """Drop the text for ``message_id`` now (account erasure, end of the conversation)."""
    cache.delete(_key(message_id))


def forget_all(message_ids: list[int]) -> None:
    """Drop the texts held for all of ``message_ids`` now (account erasure)."""
    cache.delete_many([_key(message_id) for message_id in message_ids])
