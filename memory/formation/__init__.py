"""Memory formation off the reply path (seed 002): stretches of conversation become
episodes (``encoding``, with ``summaries`` from the model when it can), then beliefs
(``consolidation``: new, reinforced, or a contradiction for Socrates)."""

from memory.formation.encoding import NOT_ENCODED, form_conversation, form_conversations, pending, unformed

__all__ = ["NOT_ENCODED", "form_conversation", "form_conversations", "pending", "unformed"]
