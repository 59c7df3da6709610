"""The turn (DESIGN §3): ``handle(Attention)`` for every channel (``turn``), the context
level (``levels``), the rolling window the model sees (``context``), the replies the
pipeline composes itself (``replies``) and idle reflection, a scheduled source of
attention (``reflection``); a message stored by a webhook is answered later, once
(``deferred``)."""

from memory.cycle.deferred import answer_stored
from memory.cycle.turn import INTERNAL, Attention, TurnResult, handle, ingest

__all__ = ["INTERNAL", "Attention", "TurnResult", "answer_stored", "handle", "ingest"]
