"""Routine care had: a jab, a booster, a check-up, a test ("Had my flu jab this afternoon,
arm's a bit sore."), met by the pipeline: the embedded 135M made up a story of it, and
"Got my covid booster today." was cheered as news ("Congratulations! You must be thrilled.",
the lead's walk 11). Said back, glad it is done, with a kind word for a sore arm after it;
no advice, and nothing presumed of what it was for. Care to come, at the dentist's or the
optician's ("Had a letter from the dentist, I need a filling." got "Dentistry is a delicate and
rewarding profession. What kind of dentist do you work with?", walk 14), is said back and
asked when it is. What must be asked of a doctor, or
sounds acute, is the refusal gate's before any reply (``memory.refusal.told``)."""

from __future__ import annotations

import re

from memory.cycle.statements import END, wording
from memory.cycle.telling import REST, said_again

_CARE = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+)?(?:had|got|went\s+for|been\s+for)\s+(?:my|our|the|a|an)\s+"
    r"(?:(?:flu|covid|shingles|tetanus|pneumonia|travel|annual|yearly|six-monthly|routine|dental)\s+)?"
    r"(?:jabs?|boosters?|vaccines?|vaccinations?|check-?up|eye\s+test|eyes\s+tested|smear(?:\s+test)?|blood\s+tests?"
    r"|hearing\s+test|mammogram|teeth\s+checked)\b"
    + REST
    # ... and how a part of them is after it: "…, arm's a bit sore."
    + r"(?P<after>\s*,\s*(?:and\s+)?(?:my\s+)?(?P<part>arm|shoulder|arms)(?:'s|\s+is|\s+are)\s+(?:a\s+(?:bit|little)\s+|really\s+|quite\s+)?"
    r"(?:sore|achy|aching|tender|stiff|dead|heavy))?"
    + END,
    re.IGNORECASE,
)
# Care to come: "I need a filling", "I've got to have a tooth out", after how they heard of it or before it ("I need a
# filling, the dentist rang this morning." got "That's a lovely choice. What type of food are you enjoying?", walk 18), or not.
_WHO_SEES_TO_IT = r"(?:the|my)\s+(?:dentist|dentist's|optician|optician's|surgery|hospital|hygienist|doctor|gp)"
_HEARD = (
    r"(?:(?:i\s+)?(?:had|got)\s+a\s+(?:letter|call|text|message)\s+from\s+" + _WHO_SEES_TO_IT + r"|" + _WHO_SEES_TO_IT
    + r"\s+(?:rang|called|phoned|texted|wrote|says|said|reckons|told\s+me)(?:\s+(?:this|last|yesterday|today|on)(?:\s+[\w']+)?)?)"
)
_SEEN_TO = (
    r"(?:(?:a|an|two|three|some|new|my)\s+)?"
    r"(?:fillings?(?!\s+(?:in|for|on)\b(?![^.!?]*\b(?:tooth|teeth|molar)))|crowns?|tooth\s+out|teeth\s+out|wisdom\s+tooth\s+out|wisdom\s+teeth\s+out|root\s+canal|reading\s+glasses|specs"
    r"|contact\s+lenses|scale\s+and\s+polish)\b"
)
_TO_COME = re.compile(
    r"^\W*(?:" + _HEARD + r"\s*[,;-]?\s*(?:and\s+|so\s+|that\s+)?)?i(?:\s+need|'ve\s+got\s+to\s+have|\s+have\s+to\s+have|\s+need\s+to\s+have)\s+"
    + _SEEN_TO + r"(?:\s+and\s+" + _SEEN_TO + ")?" + REST + r"(?P<heard>\s*[,;-]+\s*" + _HEARD + ")?"
    # ... and when it is: "I need a filling and I'm booked in for Friday."
    r"(?P<booked>\s*(?:,|\band\b|,\s*and\b)\s*(?:i'?m|i\s+am|it'?s|it\s+is|(?:the|my)\s+\w+(?:'s|\s+is))\s+booked(?:\s+in)?\s+(?:for|on)\s+"
    r"[\w']+(?:\s+[\w']+){0,2})?" + END,
    re.IGNORECASE,
)
# An operation with its date: "My knee replacement is booked for March." (the model: "I see. Tell me more?", the lead's walk 29);
# ``operation_booked`` tells ``answered_by`` which sentence answers "When is my operation?".
_OPERATION = r"(?:operation|op|surgery|replacement|procedure|scan|biopsy|endoscopy|colonoscopy)"
_OP_BOOKED = re.compile(
    rf"^\W*(?:my|the)\s+(?:[\w-]+\s+){{0,2}}?{_OPERATION}\s+(?:is|'s|has\s+been|was)\s+(?:finally\s+|now\s+)?"
    r"(?:booked|scheduled|set|planned|pencilled\s+in)(?:\s+in)?\s+(?:for|on)\s+[\w']+(?:\s+[\w']+){0,3}" + END,
    re.IGNORECASE,
)
_OP_AHEAD = ("{said} — good to have a date. How are you feeling about it?", "{said} — that's something to get through. Will someone be with you after?")
_AHEAD = ("{said} — nobody's favourite job. Have you got it booked in?", "{said} — not much fun, but good to get it seen to. When is it?")
_BOOKED = ("{said} — nobody's favourite job, but good to have it booked. I hope it's quick!", "{said} — not much fun, but good to get it seen to. I hope it goes smoothly!")
_DONE = ("{said} — good to have that done. How are you feeling after it?", "{said} — that's one job ticked off. Was it quick?")
_SORE = (
    "{said} — good to have it done. Sorry your {part} is sore, I hope it eases soon.",
    "{said} — that's it done, at least. Poor {part} — I hope it's better by tomorrow.",
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to routine care had ("Had my flu jab this afternoon.") or to come ("I need a
    filling."), or None."""
    pick = (wording(text) + shift) % 2
    if operation_booked(text):
        return _OP_AHEAD[pick].format(said=said_again(text))
    if coming := _TO_COME.match(text.strip()):
        told = text.strip()[: coming.start("heard")] if coming["heard"] else text.strip()
        return (_BOOKED if coming["booked"] else _AHEAD)[pick].format(said=said_again(told))
    found = _CARE.match(text.strip())
    if found is None:
        return None
    told = text.strip()[: found.start("after")] if found["after"] else text.strip()
    said = said_again(told)
    if found["part"]:
        return _SORE[pick].format(said=said, part=found["part"].lower())
    return _DONE[pick].format(said=said)


def operation_booked(sentence: str) -> bool:
    """Whether ``sentence`` says when an operation of theirs is booked."""
    return bool(_OP_BOOKED.match(sentence.strip()))
