"""Why a memory came into a reply, in words a person reads (seed 003's "why", issue 16).

The injection score itself (observed weight × relevance^k, DESIGN §4) is a number like
5e-08 that means nothing to anyone; what does mean something is which of its parts
carried the item: words it shares with the message, a meaning close to it, a recent
use, a link to what was just discussed, a deep memory, or retrieval's bit of chance.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memory.retrieval.candidates import Candidate
from memory.text import lexical

# MiniLM cosines between a message and a memory about the same thing sit around 0.3–0.7
# ("tips for running" ~ "training for a half marathon": 0.39); unrelated pairs mostly
# below 0.15.
SIMILAR_MEANING = 0.3
RECENT = 0.5  # recency score: used within about 0.7 half-lives
LINKED = 0.3  # co-access strength with the memories of the previous turn
DEEP = 0.6  # depth of a well-established memory
MATCHED_WORDS_SHOWN = 3
_WORD = re.compile(r"[\w'’-]+")
# A turn explains every injected item against the same question, word by word, and the
# same words recur across items and turns: their terms are kept per process (parsing them
# again was ~10 ms of a 10,000-belief person's assembly).
_terms = lru_cache(maxsize=65_536)(lexical.terms)


def matched_words(query: str, text: str) -> list[str]:
    """The words of ``text`` (as written there, first occurrence, at most
    MATCHED_WORDS_SHOWN) that share a content term with ``query``."""
    wanted, found, seen = _terms(query), [], set()
    for word in _WORD.findall(text):
        shared = _terms(word) & wanted
        if shared and not shared <= seen:
            seen |= shared
            found.append(word.strip("'’-"))
            if len(found) == MATCHED_WORDS_SHOWN:
                break
    return found


def reasons(candidate: Candidate, *, query: str, text: str, components: dict[str, float]) -> list[str]:
    """The reasons ``candidate`` (shown as ``text``) was chosen for ``query``, strongest
    kinds first; ``components`` are its relevance scores this turn, by name (those the
    turn's blend used). Never empty: an item with nothing else to show for itself came
    in by depth or by chance."""
    if candidate.immutable:
        return ["a safety boundary: always included"]
    found = []
    words = matched_words(query, text)
    if words:
        found.append("matched words: " + ", ".join(words))
    if candidate.cosine >= SIMILAR_MEANING:
        found.append("similar meaning")
    if components.get("recency", 0.0) >= RECENT:
        found.append("recent")
    if components.get("coaccess", 0.0) >= LINKED:
        found.append("linked to what we just talked about")
    if not found:
        found.append("a deep memory" if candidate.depth >= DEEP else "chance: retrieval mixes in a little randomness")
    return found
