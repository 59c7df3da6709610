"""What someone of theirs keeps telling the person about themselves ("My wife keeps telling
me I work too much."), their owning that it may be so ("She's probably right to be
honest."), one of theirs wanting what they do not ("He wants to sell up and I don't."), and one
of theirs not looking after themselves ("He won't go to the doctor."), met by the pipeline when the model is a voice only (DESIGN §7): the embedded
135M answered them "What's your wife like?" and "I completely understand. What a lovely
surprise!" (a terminal walk-through). The reply says it back and asks what they make of
it; it never takes a side, since it knows no more than what was said.
"""

from __future__ import annotations

import re

from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import OBJECT, WHO, said_back, whom

# "My mum always says I'm too hard on myself." is theirs too, but "myself" is no everyday
# word (``moods.NOT_EVERYDAY``): what is said of the person's own life or safety is the gate's.
_KEEPS_TELLING = re.compile(
    rf"^\W*{WHO}\s+(?:keeps|is\s+always|'s\s+always|always|never\s+stops)\s+(?:telling\s+me|saying)\s+(?:that\s+)?"
    + NOT_EVERYDAY + r"(?:i|i'm|i've|i'd|i'll)\b[^?,;]{3,60}?" + END,
    re.IGNORECASE,
)
# ... or keeps asking them what they have no answer to: "my mum keeps asking what im doing next
# year and i have no idea" (the model: "Don't worry, you can have fun again soon!").
_KEEPS_ASKING = re.compile(
    rf"^\W*{WHO}\s+(?:keeps|is\s+always|'s\s+always|always|never\s+stops)\s+asking\s+(?:me\s+)?(?:what|when|whether|if|how|where"
    r"|about)\b" + NOT_EVERYDAY + r"[^?,;]{3,60}?(?P<no_idea>\s*,?\s*(?:and|but)\s+(?:i\s+(?:(?:honestly|really|genuinely)\s+)?"
    r"(?:have\s+no|haven'?t\s+(?:a|any|the\s+faintest))\s+(?:idea|clue)|i\s+(?:really\s+)?(?:don'?t|dont)\s+know|i\s+dunno))?" + END,
    re.IGNORECASE,
)
_ASKED_OF_YOU = (
    "{said} — that can feel like a lot of pressure. What do you tell {them}?",
    "{said} — it's fine not to have it all worked out yet. Is there anything you're leaning towards?",
)
# One of theirs not looking after themselves: "He's not taking it very seriously." after a father's
# diagnosis (the model: "Haha, that's great! What kind of diabetes?"), "Alan keeps forgetting to
# take his tablets." (talk23: "Can't have that problem with your tablet?").
_NOT_LOOKING_AFTER = re.compile(
    rf"^\W*(?:{WHO}|(?P<they>he|she|they))\s*(?:(?:'s|\s+is|'re|\s+are)\s+not|\s+isn'?t|\s+aren'?t|\s+won'?t|\s+refuses\s+to"
    r"|\s+keeps\s+forgetting\s+to|\s+never|\s+doesn'?t|\s+don'?t|\s+forgets\s+to)\s+"
    r"(?:(?:tak(?:e|ing)\s+(?:it|this|things|(?:his|her|their)\s+[\w-]+))\s+(?:very\s+|too\s+|that\s+)?seriously"
    r"|tak(?:e|ing)\s+(?:his|her|their)\s+(?:tablets|pills|meds|medication|medicine|insulin|inhaler)"
    r"|listen(?:ing)?(?:\s+to\s+(?:the\s+doctors?|anyone|me|us))?|go(?:ing)?\s+to\s+the\s+(?:doctors?|gp|dentist))"
    r"(?:\s+(?:again|at\s+all|properly|either|though|anymore))*" + END,
    re.IGNORECASE,
)
_WORRYING = (
    "That's worrying — and frustrating when you care. Has anyone been able to get through to {them}?",
    "That's hard to watch. Is there someone {they} might listen to?",
)
# Owning it: "She's probably right.", "He might have a point, to be honest."
_RIGHT = re.compile(
    r"^\W*(?:(?:and|but|tbh|honestly)[,\s]+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are|\s+(?:might|may|could)\s+be|\s+(?:might|may)\s+have"
    r"|\s+has|\s+have)\s+(?:(?:probably|maybe|possibly|definitely|totally|usually|often|always|kind\s+of|sort\s+of|got)\s+)?"
    r"(?:right|a\s+point)(?:\s*,?\s*(?:to\s+be\s+honest|tbh|honestly|though|really|as\s+usual|i\s+suppose|i\s+guess))?" + END,
    re.IGNORECASE,
)

# Wanting otherwise than they do: "He wants to sell up and I don't." (the model: "What's the
# point of that?").
_WANTS_OTHERWISE = re.compile(
    rf"^\W*(?:{WHO}|she|he|they)(?:\s+wants?|\s+would\s+like|'d\s+like|(?:\s+is|\s+are|'s|'re)\s+(?:keen|desperate|set\s+on))"
    r"\s+(?:to\s+)?" + NOT_EVERYDAY + r"[\w'-]+(?:\s+[\w'-]+){0,6}?\s*,?\s*(?:and|but)\s+i(?:\s+(?:don'?t|do\s+not|really\s+don'?t)|'m\s+not(?:\s+sure)?|\s+am\s+not(?:\s+sure)?)" + END,
    re.IGNORECASE,
)
# Not in the mood for what others have on: "My flatmates are having a party tonight and I really
# can't be bothered." (the model: "Oh no worries!").
_NOT_IN_THE_MOOD = re.compile(
    rf"^\W*(?:{WHO}|(?:my|our)\s+[\w-]+|they|everyone)(?:\s+(?:is|are)|'s|'re)\s+(?:having|throwing|going\s+to|off\s+to|going\s+out\s+for)\s+[\w'-]+(?:\s+[\w'-]+){{0,5}}?"
    r"\s*,?\s*(?:and|but)\s+i\s+(?:really\s+|just\s+|honestly\s+)?(?:can'?t\s+be\s+bothered|don'?t\s+fancy\s+it|don'?t\s+want\s+to\s+go"
    r"|'?m\s+not\s+in\s+the\s+mood|am\s+not\s+in\s+the\s+mood)" + END,
    re.IGNORECASE,
)
_QUIET_NIGHT = (
    "Fair enough — sometimes you just want a quiet night. Will you sit this one out?",
    "That's fine — not every night has to be a big one. What would you rather do instead?",
)
_SAID_OF_YOU = (
    "{said} — do you think {whom} has a point?",
    "{said} — how do you feel about that?",
)
_NOT_AGREED = (
    "So you don't see it the same way — that's a hard spot to be in. What would you rather do?",
    "That's tricky when you're not on the same page. What matters most to you in it?",
)
_OWNED = (
    "It sounds like part of you agrees. What would you change, if anything?",
    "Fair enough — that's not always easy to admit. What do you think you'll do?",
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to what someone of theirs keeps telling them, or to
    their owning it, or to one of theirs wanting what they do not, or None."""
    pick = (wording(text) + shift) % 2
    if found := _KEEPS_TELLING.match(text.strip()):
        inside = said_back(text.strip())
        return _SAID_OF_YOU[pick].format(said=opening(inside), whom=whom(found["who"]))
    if found := _KEEPS_ASKING.match(text.strip()):
        asked = text.strip()[: found.start("no_idea")] if found["no_idea"] else text.strip()
        them = "them" if re.search(r"\b(?:parents|folks|family|friends|everyone|in-laws)\b", found["who"], re.IGNORECASE) else whom(found["who"])
        return _ASKED_OF_YOU[1 if found["no_idea"] else pick].format(said=opening(said_back(asked)), them=them)
    if found := _NOT_LOOKING_AFTER.match(text.strip()):
        they = found["they"].lower() if found["they"] else whom(found["who"])
        return _WORRYING[pick].format(they=they, them=OBJECT.get(they, they))
    if _NOT_IN_THE_MOOD.match(text.strip()):
        return _QUIET_NIGHT[pick]
    if _WANTS_OTHERWISE.match(text.strip()):
        return _NOT_AGREED[pick]
    return _OWNED[pick] if _RIGHT.match(text.strip()) else None
