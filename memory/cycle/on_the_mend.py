"""One of theirs ill or hurt a while ago and well again, met by the pipeline when the model is a voice only (DESIGN §7):
"My da had a wee stroke last year but he's doing brand new now." (written out by ``dialect``; the embedded 135M: "Dad's
doing well, I reckon.", the lead's walk 20). Said back, glad of how they are now, with a question of how they are keeping;
nothing presumed of what it was like. What is still wrong is ``theirs``' (unwell, in hospital) and the gate's.
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, WHO, said_back, whom
from memory.text.ailments import BOUT, ILLNESS

_WHAT_BEFELL = (
    r"(?:had|got|caught|went\s+through|was\s+in\s+hospital\s+with)\s+"
    r"(?:(?:a|an|the|his|her|their)\s+)?(?:(?:wee|small|little|mild|minor|bad|big|nasty|major|serious)\s+)?"
    r"(?:stroke|heart\s+attack|fall|operation|op|hip\s+replacement|knee\s+replacement|new\s+hip|new\s+knee|bypass|cancer\s+scare"
    r"|scare|breakdown|accident|seizure|bleed|clot|infection|hernia|surgery|chemo|transplant|broken\s+(?:hip|leg|arm|wrist|ankle))"
    rf"|(?:had|got|caught)\s+{BOUT}{ILLNESS}|broke\s+(?:his|her|their)\s+(?:hip|leg|arm|wrist|ankle|collarbone|foot)"
)
_WELL_NOW = (
    r"(?:doing|feeling|getting\s+on|keeping|back\s+to\s+(?:himself|herself|themselves|normal))"
    r"(?:\s+(?:great|well|fine|brilliant|grand|much\s+better|better|really\s+well|so\s+well|champion|smashing|amazing))?"
    r"|(?:fine|great|grand|well|fit\s+as\s+a\s+fiddle|right\s+as\s+rain|back\s+on\s+(?:his|her|their)\s+feet|fully\s+recovered|much\s+better)"
)
_MENDED = re.compile(
    rf"^\W*{WHO}\s+(?:(?:had|has)\s+)?(?:{_WHAT_BEFELL})" + REST
    + r"\s*,?\s*(?:but|and)\s+(?:(?:thankfully|luckily|happily)\s+)?(?:he|she|they)(?:'s|\s+is|'re|\s+are|\s+has\s+been|'s\s+been)\s+"
    + r"(?:(?:doing\s+)?(?:now|all)\s+)?(?:" + _WELL_NOW + r")(?:\s+(?:now|these\s+days|again))?" + END,
    re.IGNORECASE,
)
_GLAD = (
    "{said} — what a relief. How's {whom} keeping these days?",
    "{said} — that's so good to hear. Was it a worrying time?",
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to one of theirs ill or hurt before and well now (module docstring), or None."""
    found = _MENDED.match(text.strip())
    if found is None:
        return None
    said = opening(said_back(text.strip()).rstrip(" .!"))
    return _GLAD[(wording(text) + shift) % 2].format(said=said, whom=whom(found["who"]))
