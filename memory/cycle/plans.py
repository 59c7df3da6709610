"""A plan the person is thinking of, met by the pipeline as ``happenings`` meets the rest of
their days when the model is a voice only (DESIGN §7): "I'm thinking of doing a marathon next
year." (the model: "Don't worry, you're not alone."), and one they are not sure of,
"thinking of moving in together but not sure" (the model: "That's lovely! I'm really proud
of you.", a walk-through typed as people text, with no "I'm"). The plan is said back; when
they are unsure the reply asks what holds them back and cheers nothing. Nothing of their life
or safety is read as a plan (``moods.NOT_EVERYDAY``).
"""

from __future__ import annotations

import re

from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, said_back

_THINKING = re.compile(
    r"^\W*(?:(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|i\s+have\s+been|we'?ve\s+been|we\s+have\s+been)\s+)?"
    r"(?:(?:really|seriously|also)\s+)?(?:thinking|thinking\s+seriously)\s+(?:of|about)\s+"
    + NOT_EVERYDAY + r"(?:doing|running|entering|signing\s+up\s+for|taking\s+up|learning|getting|buying|booking|starting|joining|opening"
    r"|trying|applying\s+for|going\s+back\s+to|training\s+for|going\s+(?:away\s+)?to|heading\s+to|visiting"
    r"|moving\s+(?:in|house)|changing|selling|having)(?:\s+(?!but\b)[\w'-]+){1,5}?"
    + REST
    + r"(?:(?P<unsure>\s*,?\s*but\s+(?:i'?m\s+|we'?re\s+)?(?:not\s+(?:sure|certain)|unsure|undecided|torn|(?:i\s+)?(?:don'?t|dunno)\s+know)"
    r"(?:\s+yet|\s+about\s+it)?)"
    # ... or held back by something: "but my landlord might say no", "but prices are nuts"
    r"|\s*,?\s*but\s+(?P<snag>(?!.*\b(?:excited|can'?t\s+wait|looking\s+forward|love|great|perfect|not\s+(?:till|until|before|for))\b)"
    r"(?=[^.!?]*\b(?:might|may|won'?t|wouldn'?t|can'?t|cannot|couldn'?t|not|no|never|too|nuts|mad|crazy|insane|silly|ridiculous"
    r"|expensive|dear|pricey|steep|worried|scared|afraid|nervous|hard|difficult|tricky)\b)[^.!?]{3,80}?))?" + END,
    re.IGNORECASE,
)
# Saving up for something: "I'm saving up for a car too." (the model: "A dream come true! How's that?")
_SAVING = re.compile(
    r"^\W*(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|we'?ve\s+been)\s+(?:(?:also|still|really)\s+)?saving(?:\s+up)?\s+for\s+"
    + NOT_EVERYDAY + r"(?:a|an|our|my|the)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?:\s+(?:too|as\s+well))?" + REST + END,
    re.IGNORECASE,
)
_SAVING_FOR = ("{said} — good for you! How's the saving going?", "{said} — a nice thing to aim for. How long have you been saving?")
_THINKING_OF = ("{said} — how exciting! What's got you thinking about it?", "{said} — sounds like a good plan. What's drawing you to it?")
_SNAG = (
    "{said} — but there's a snag, then. Is there a way round it?",
    "{said} — sounds like it's not straightforward. What would make it work?",
)
_UNSURE = ("{said} — that's a big step. What's making you unsure?", "{said} — it's a big decision. What's holding you back?")


def thought_of(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to a plan ``sentence`` tells they are thinking of or
    saving up for, or None."""
    if _SAVING.match(sentence):
        return _SAVING_FOR[pick].format(said=opening(said_back(sentence)))
    if (found := _THINKING.match(sentence)) is None:
        return None
    held = "unsure" if found["unsure"] else "snag" if found["snag"] else None
    inside = said_back(re.sub(r"[\s,]*but\s*$", "", sentence[: found.start(held)]) if held else sentence)
    return (_UNSURE if found["unsure"] else _SNAG if found["snag"] else _THINKING_OF)[pick].format(said=opening(inside))


def unsure(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a plan they are unsure of or held back from said in
    two clauses ("…, but I'm not sure", "… but my landlord might say no"), which no one
    statement ``happenings`` reads holds; else None."""
    found = _THINKING.match(text.strip())
    return thought_of(text.strip(), (wording(text) + shift) % 2) if found and (found["unsure"] or found["snag"]) else None
