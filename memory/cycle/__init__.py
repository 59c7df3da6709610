"""The turn (DESIGN §3): ``handle(Attention)`` for every channel (``turn``), the context
level (``levels``), the rolling window the model sees (``context``), the replies the
pipeline composes itself (``replies``) and idle reflection, a scheduled source of
attention (``reflection``); a message stored by a webhook is answered later, once
(``deferred``)."""

from memory.cycle.deferred import LEASE, answer_stored, being_answered
from memory.cycle.turn import INTERNAL, Attention, TurnResult, handle, ingest

__all__ = ["INTERNAL", "LEASE", "Attention", "TurnResult", "answer_stored", "being_answered", "handle", "ingest"]
