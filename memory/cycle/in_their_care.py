"""Someone in the person's care at work taken ill or hurt, met by the pipeline when the model is a voice only (DESIGN §7):
"One of my ladies fell out of bed last night and I had to ring the ambulance." got "That was a bit of a shock!" from the
embedded 135M (a carer's words, the lead's walk 19). Said back as they told it, with a word for the fright and a question
after the one it befell and after them; nothing presumed of how it ended. A death is mourned elsewhere
(``rituals.condolences``), and what is asked of a doctor is the refusal gate's before any reply.
"""

from __future__ import annotations

import re

from memory.cycle.referred import gender_of
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, said_back

# Whom they look after, one of many or one alone: "one of my ladies", "a resident", "one of the kids".
_WHOM = (
    r"(?:one\s+of\s+(?:my|our|the)\s+(?P<many>ladies|old\s+ladies|gents|men|women|residents|patients|clients|service\s+users|old\s+dears"
    r"|regulars|kids|pupils|children|passengers|customers|lads|girls|boys)"
    r"|(?:a|an|one|my|our)\s+(?:elderly\s+|old\s+|little\s+|new\s+)?(?P<one>lady|gent|man|woman|resident|patient|client|service\s+user"
    r"|pupil|child|kid|passenger|customer|regular|boy|girl|lad))"
)
_TAKEN = (
    r"(?:fell(?:\s+(?:out\s+of\s+(?:bed|(?:her|his|their)\s+(?:bed|chair|wheelchair))|over|down\s+the\s+stairs|off\s+(?:a|the|her|his|their)\s+\w+(?:\s+\w+)?"
    r"|in\s+the\s+(?:shower|bathroom|toilet|corridor|lounge|playground|yard)))?"
    r"|had\s+a\s+(?:bad\s+|nasty\s+)?(?:fall|turn|funny\s+turn|seizure|fit|stroke|heart\s+attack|hypo|asthma\s+attack|nosebleed)"
    r"|took\s+a\s+(?:bad\s+|funny\s+)?turn|was\s+taken\s+(?:ill|poorly|into\s+hospital)|took\s+(?:ill|poorly)|collapsed|choked|went\s+missing"
    r"|wandered\s+off|was\s+rushed\s+(?:in|into\s+hospital|to\s+hospital|to\s+a\s*&\s*e))"
)
# ... and what they had to do: "… and I had to ring the ambulance".
_THEN = (
    r"(?:\s*,?\s*(?:and|so)\s+(?:i|we)\s+(?:had\s+to\s+)?(?:ring|rang|call|called|phone|phoned|get|got)\s+(?:for\s+)?(?:the\s+|an\s+|a\s+)?"
    r"(?:ambulance|paramedics|999|111|doctor|gp|family|nurse|manager|police)(?:\s+out)?)?"
)
_BEFELL = re.compile(rf"^\W*{_WHOM}\s+(?:(?:just|suddenly|nearly)\s+)?{_TAKEN}" + REST + _THEN + REST + END, re.IGNORECASE)
_FRIGHT = (
    "{said} — what a fright for you both. {Is} {they} all right now?", "{said} — that must have given you a scare. How {are} {they} doing now?"
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to someone in their care taken ill or hurt (module docstring), or None."""
    found = _BEFELL.match(text.strip())
    if found is None:
        return None
    whom = re.sub(r"\s+", " ", (found["many"] or found["one"]).lower())
    they = gender_of(whom) or "they"
    said = opening(said_back(text.strip()).rstrip(" .!"))
    are = "are" if they == "they" else "is"
    return _FRIGHT[(wording(text) + shift) % 2].format(said=said, they=they, are=are, Is=are.capitalize())
