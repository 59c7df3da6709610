"""One of theirs upset, a child most often: crying, in tears, in a state, not wanting to go, met by the pipeline when the model
is a voice only (DESIGN §7): "Lewis was greetin' all morning cause he didnae want to go to nursery." (written out by
``dialect``; the embedded 135M: "Not a bad idea, I hope you're doing well. What's all day?", the lead's walk 20). Said back,
with a kind word for them and a question of how they are now; nothing presumed of why.
"""

from __future__ import annotations

import re

from memory.cycle.referred import gender_of, many
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, WHO, said_back, whom

_UPSET = re.compile(
    rf"^\W*{WHO}\s+(?:was|were|has\s+been|have\s+been|'s\s+been|is|are|'s|'re|got|went)\s+(?:(?:so|really|very|a\s+bit|all)\s+)?"
    r"(?:crying(?!\s+(?:with|from)\s+laugh)|in\s+tears(?!\s+of\s+laugh)|sobbing|screaming|upset|in\s+a\s+(?:state|right\s+state|strop|huff|mood)|having\s+(?:a\s+)?(?:tantrum|meltdown)s?"
    r"|clingy|inconsolable|hysterical)"
    + REST
    # ... and why: "because he didn't want to go to nursery"
    + r"(?:\s*,?\s+(?:because|as|since|'cause)\s+(?:he|she|they)\s+(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|wouldn'?t|won'?t)\s+"
    r"(?:want\s+to\s+(?:go|leave|stop|come|get\s+up)|like)\b[^,.!?;]{0,40})?" + END,
    re.IGNORECASE,
)
_BLESS = (
    "{said} — oh, bless {them}. Did {they} settle in the end?",
    "{said} — poor {poor}, that's hard on you both. How {are} {they} now?",
)
_PRONOUN = re.compile(r"\b(?P<they>he|she|they)\b", re.IGNORECASE)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to one of theirs upset (module docstring), or None."""
    found = _UPSET.match(text.strip())
    if found is None:
        return None
    who = whom(found["who"])
    named = not re.match(r"(?:your|the)\b", who, re.IGNORECASE)
    pronoun = _PRONOUN.search(text.strip(), found.end("who"))
    if pronoun:
        they = pronoun["they"].lower()
    else:
        they = "they" if many(who) else gender_of(who) or who
    them = {"he": "him", "she": "her", "they": "them"}.get(they, who)
    poor = who if named else "things" if they == "they" else "love"
    said = opening(said_back(text.strip()).rstrip(" .!"))
    return _BLESS[(wording(text) + shift) % 2].format(said=said, poor=poor, they=they, them=them, are="are" if they == "they" else "is")
