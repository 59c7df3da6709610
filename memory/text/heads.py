"""The heads learned over MiniLM that read a message's words (the rituals' ``ritual_head``,
the valence's ``valence_head``), loaded or fitted together before anyone writes."""

from memory.text import ritual_head, valence_head


def prepare() -> None:
    """Load each head, or fit it (about a minute each on a fresh machine)."""
    ritual_head.head()
    valence_head.head()
