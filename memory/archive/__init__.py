"""The raw archive (seed 001 tier 3): every message stored first, in the form the refusal
gate allows (``store``), and the expiring Redis live window that holds a withheld
message's text for the reply in its conversation (``live_window``)."""

from memory.archive.store import apply_verdict, apply_verdicts, begin_conversation, conversation_for, live_text, recent_turns, said_before, set_status, store, told_name

__all__ = ["apply_verdict", "apply_verdicts", "begin_conversation", "conversation_for", "live_text", "recent_turns", "said_before", "set_status", "store", "told_name"]
