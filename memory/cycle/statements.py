"""What one plain statement is, and how the pipeline words its own reply to one: the end of a statement (``END``), the one
sentence a message is when it says one thing (``one_statement``), which of a reply's wordings it gets (``wording``), and a
reply's opening capital (``opening``) and article (``with_article``). Read by ``acknowledged`` and by every other module
that meets a kind of statement itself (``happenings``, ``complaints``, ``moods``, …)."""

from __future__ import annotations

import re

from memory.text import extraction

# The end of a statement: its closing stops, nothing more.
END = r"\s*[.!]*\s*$"

# A clause of its own after the statement: "… and he is too", "… but I love them".
# (not how they took it: "Arjun's just started nursery and he loves it.", the lead's seventh walk)
_GOES_ON = re.compile(
    r"\b(?:and|but|so|because)\s+(?:i|we|he|she|they|it|my|our|his|her|their)\b(?!\s+(?:loves|loved|is\s+loving|'s\s+loving|hates|hated|enjoys|enjoyed)\s+it\s*[.!]*\s*$)",
    re.IGNORECASE,
)


def one_statement(text: str) -> str | None:
    """The one sentence ``text`` is when it says one thing, else None: not "I work as a
    pharmacist in Leeds and my husband Arjun is a teacher." (what else a message says is the
    model's to answer, and an acknowledgement of part of it would pass over the rest)."""
    from memory.cycle.telling import WITH_ME  # here: telling reads moods, which reads this module

    said = extraction.sentences(text)
    # one subject said with them is no clause of its own: "My wife Maureen and I have two sons, …"
    if len(said) != 1 or len(extraction.own_clauses(said[0])) != 1 or _GOES_ON.search(WITH_ME.sub("We", said[0], count=1)):
        return None
    return said[0]


def wording(text: str) -> int:
    """Which of an acknowledgement's wordings ``text`` gets: the same one for the same words."""
    return sum(map(ord, text))


def opening(said: str) -> str:
    """``said`` with a capital first letter, to open a reply ("your mum's birthday …" → "Your mum's …")."""
    return said[:1].upper() + said[1:]


def with_article(noun: str) -> str:
    """``noun`` after "a" or "an": "a nurse", "an architect"."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun
