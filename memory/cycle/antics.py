"""What a pet of theirs got up to, met by the pipeline itself when the model is a voice only (DESIGN §7): "our cat
pickle brought a live mouse in last night lol" got "Lol, that's quite amusing! How long has the cat been eating your
mouse?" from the embedded 135M (talk30's second walk). Said back with a smile and a question that presumes nothing;
not what may harm them (a dog that ate chocolate is the model's, and the gate's), which ``grounding.bad_news`` reads.
"""

from __future__ import annotations

import re

from memory.cycle.acknowledged import PETS
from memory.cycle.grounding import bad_news
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import said_back

_DID = re.compile(
    rf"^\W*(?:my|our|the)\s+(?:(?:old|little|new|daft|naughty|young)\s+)?(?P<pet>{PETS})(?:\s+(?P<name>(?-i:[A-Z][a-z]+)))?\s+"
    r"(?:(?:just|only|finally|went\s+and|has|'s)\s+)*"
    r"(?:brought|dragged|caught|stole|nicked|pinched|dug|knocked|hid|shredded|unrolled|learned|learnt|opened|climbed|chased|stalked)"
    r"\s+(?![^.!?]*\b(?:ate|eaten|swallowed)\b)[^.!?]{3,80}?" + END,
    re.IGNORECASE,
)
_ANTICS = ("{said} — oh, {name}! What did you do?", "{said} — the cheeky thing! Is {who} always up to something?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to what a pet of theirs got up to (module docstring), or None."""
    said = text.strip()
    if (found := _DID.match(said)) is None or bad_news(said):
        return None
    name = found["name"] or f"your {found['pet'].lower()}"
    return _ANTICS[(wording(text) + shift) % 2].format(said=opening(said_back(said)), name=name, who=found["name"] or "it")
