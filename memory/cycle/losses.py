"""A death of someone of theirs told ("My grandmother died last night." got "Sighing on the altar, dear." from the
embedded 135M): condolences from the pipeline when the model is a voice only (DESIGN §7), before anything else is
said of it (``rituals``, and a change Socrates notes in ``turn``)."""

from __future__ import annotations

import re

from memory import llm
from memory.cycle import grounding
from memory.cycle.context import addressed
from memory.llm import capability
from memory.text import extraction

# Someone of theirs who died: "My grandmother died last night.", "We lost our dog Rolo on
# Sunday", "Jo passed away"; not "my phone died" nor "nearly died".
_WHOSE = rf"(?:my|our)\s+(?:(?:old|dear|little|beloved|best|late|lovely)\s+)?(?:{grounding.SOMEONE})\b(?:\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?"
_DIED = (
    r"(?:died|passed\s+away|passed\s+on|was\s+put\s+down|was\s+put\s+to\s+sleep|is\s+gone"
    # not what is passed ("Chloe just passed her driving test" got condolences in a walk-through)
    r"|passed(?!\s+(?:her|his|their|my|our|your|the|a|an|its|it|all|with|by|through|over|out|up|round|around|me|him|them)\b))\b"
)
_LOSS = re.compile(
    rf"\b(?P<whom>{_WHOSE}|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\s+(?:(?:has|had|just|suddenly|sadly|finally)\s+)*{_DIED}"
    rf"|\b(?:i|we)\s+(?:just\s+)?lost\s+(?P<lost>{_WHOSE})",
    re.IGNORECASE,
)


def condolences_for(text: str, *, checked_in: bool = False) -> str | None:
    """``condolences`` for a voice-only model, unless the gate checked the message in."""
    if checked_in or capability.gives_verdicts(llm.get_llm()):
        return None
    return condolences(text)


def condolences(text: str) -> str | None:
    """Condolences for the death of someone of theirs the message tells of (``_LOSS``), or None."""
    for sentence in extraction.sentences(text):
        found = _LOSS.search(sentence)
        if found and not re.search(r"\b(?:almost|nearly|never|not)\b", sentence[: found.end()], re.IGNORECASE):
            whom = addressed(found["whom"] or found["lost"], opens=False)
            if whom.lower() in {"i", "you", "it", "he", "she", "they", "this", "that"}:
                return SO_SORRY.format(about="")
            return SO_SORRY.format(about=f" about {whom}")
    return None


SO_SORRY = "I'm so sorry{about}. How are you holding up?"
