"""What the person feels for someone of theirs, or must say to them, met by the pipeline when the model is a voice only
(DESIGN §7): someone they cannot imagine life without ("I can't imagine life without those two, they're my world.", which
the gate reads as love when nothing more is said: ``refusal.homonyms``), and how to tell someone of theirs something hard
("how do i tell my mum"). Split from ``moods`` and ``rituals`` (the lead's walk in session 47), which call them.
"""

from __future__ import annotations

import re

from memory.cycle.context import addressed
from memory.cycle.statements import END

# How to tell someone of theirs something: "how do i tell my mum" after "I'm thinking of dropping out tbh" (the model: "How
# about you, I'll have the painting ready for you tomorrow.", the lead's walk in session 47). Not a how-to: it asks for a
# word of support, which the pipeline can give.
_HOW_TO_TELL = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay)[,\s]+)?how\s+(?:do|can|should|would|will)\s+i\s+(?P<how>tell|talk|break\s+it)(?:\s+to)?\s+"
    r"(?P<whom>(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+)(?:\s+(?:about\s+(?:it|this|that)|that|then|now))?\s*\??\s*$",
    re.IGNORECASE,
)
HARD_TALK = "That's not an easy conversation. What worries you most about {doing} {whom}?"


def hard_talk(text: str) -> str | None:
    """A word of support when ``text`` asks how to tell someone of theirs something (``_HOW_TO_TELL``), or None."""
    telling = _HOW_TO_TELL.match(text)
    if telling is None:
        return None
    doing = {"tell": "telling", "talk": "talking to"}.get(telling["how"].lower(), "breaking it to")
    return HARD_TALK.format(doing=doing, whom=addressed(telling["whom"], opens=False))


# Whom they cannot imagine life without: "I can't imagine life without those two, they're my world." (no crisis since issue
# 15; the model: "How about a short vacation?", the lead's walk in session 47). Said so as to fit a grief too.
_TREASURED = re.compile(
    r"^\W*i\s+(?:just\s+|honestly\s+|really\s+)?(?:can'?t|cannot|couldn'?t)\s+imagine\s+(?:my\s+)?(?:life|living|a\s+day)\s+without\s+"
    r"(?P<whom>them|those\s+(?:two|three|guys|kids|boys|girls)|him|her|(?:my|our)\s+[\w-]+(?:\s+and\s+(?:my|our)\s+[\w-]+)?"
    r"|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+and\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?)"
    r"(?:\s*[,;-]+\s*(?:they'?re|they\s+are|he'?s|she'?s|he\s+is|she\s+is)\s+my\s+(?:whole\s+)?(?:world|everything|rock|life))?" + END,
    re.IGNORECASE,
)
_TREASURES = ("{They} clearly mean{s} the world to you. Tell me about {them}?", "That's a lot of love. Tell me about {them}?")


def treasured(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to someone they cannot imagine life without (``_TREASURED``), or None."""
    found = _TREASURED.match(sentence.strip())
    if found is None:
        return None
    whom = re.sub(r"\s+", " ", found["whom"])
    several = whom.lower().startswith(("them", "those")) or " and " in whom or whom.lower().endswith("s")
    said = {"him": ("He", "him"), "her": ("She", "her")}.get(whom.lower())
    they, them = said or (("They", "them") if several else (addressed(whom, opens=True), addressed(whom, opens=False)))
    return _TREASURES[pick].format(They=they, them=them, s="" if several else "s")
