"""A meal they had, as small talk, met by the pipeline when the model is a voice only (DESIGN §7): "Had scouse for tea, me
mam's is the best." got "That was a bit of a lie. What kind of scouse are you talking about?" from the embedded 135M (the
lead's walk 21). Said back, glad of it, with a word for who made it when they praised them; nothing presumed of what it
was; a dish one of theirs made, with a word for them as a cook. Not what was not eaten, nor what made them ill (``grounding.bad_news``: the gate's and the model's).
"""

from __future__ import annotations

import re

from memory.cycle.grounding import bad_news
from memory.cycle.statements import END, wording
from memory.cycle.telling import WHO, said_again, said_back, whom

_MEAL = (
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+)?)?(?:had|ate|(?P<cooked>made|cooked|did|baked)|got\s+in|treated\s+(?:myself|ourselves)\s+to)\s+"
    r"(?![^,.!?]*\b(?:over|round|in)\s+for\b)(?:(?:a|an|some|the|my|our|homemade|home-made|proper|lovely|big)\s+)*(?:[\w'-]+\s+){0,5}?[\w'-]+\s+"
    r"(?:for\s+(?:my\s+|our\s+)?(?:tea|dinner|lunch|breakfast|supper|brunch)|at\s+(?:my|our|me)\s+(?:mam|mum|nan|gran|mom|dad)'?s"
    # ... or whom they cooked for: "I cooked rice and peas and curry goat for the family on Sunday." (the model: "What a beautiful
    # choice!", the lead's walk 28)
    r"|(?P<family>for\s+(?:the|my|our)\s+(?:whole\s+)?(?:family|kids|children|grandchildren|grandkids|lot\s+of\s+them|church|neighbours|friends)))"
    r"(?:\s+(?:tonight|today|last\s+night|yesterday|again|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day))?"
)
# ... and a word of praise after it: "…, me mam's is the best", "…, it was gorgeous".
_PRAISED = (
    r"(?P<praise>\s*[,;-]+\s*(?:and\s+)?(?:(?P<whose>(?:my|our)\s+(?:mam|mum|nan|gran|mom|dad|wife|husband|missus|fella|mum-in-law|mother-in-law))"
    r"['’]s\s+(?:is|are)\s+(?:the\s+best|unbeatable|the\s+one|amazing)"
    r"|(?:it|they)\s+(?:was|were)\s+(?:(?:absolutely|really|so|dead|proper)\s+)?(?:lovely|gorgeous|delicious|tasty|amazing|boss|mint|class"
    r"|belting|banging|beautiful|spot\s+on|perfect)"
    r"|(?:(?:absolutely|really|so|dead|proper)\s+)?(?:lovely|gorgeous|delicious|tasty|boss|mint|class|belting|banging|spot\s+on|ansum|lush"
    r"|champion|tidy)"
    r"(?:\s+(?:it|they)\s+(?:was|were))?))?"
)
_HAD = re.compile(_MEAL + _PRAISED + END, re.IGNORECASE)
# What is made for someone and is no dish.
_NO_DISH = re.compile(
    r"\b(?:complaint|fuss|mess|mistake|decision|point|effort|call|booking|appointment|list|plan|start|change|will|offer|space|room|time"
    r"|excuse|card|present|gift|scrapbook|video|website|dress|quilt|blanket)s?\b",
    re.IGNORECASE,
)
# ... or what one of theirs made, and a word for them as a cook: "Pat's made a pan of stew, she's a grand cook." (the model: "That's
# a beautiful recipe. What's she doing in there?", the lead's walk 26)
_THEY_MADE = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has)?\s+(?:just\s+)?(?:made|cooked|baked|done|knocked\s+up|rustled\s+up)\s+(?:us\s+|me\s+)?(?:a|an|some|the|her|his)\s+"
    r"(?:(?:big|huge|lovely|proper)\s+)?(?P<measure>(?:pan|pot|tray|batch|dish|plate|bowl|slab)s?\s+of\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+"
    r"(?P<meal>\s+for\s+(?:tea|dinner|lunch|supper|breakfast))?(?:\s+(?:tonight|today))?"
    r"(?P<cook>\s*[,;-]+\s*(?:and\s+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:a\s+)?(?:(?:really|so|dead|proper|right|such\s+a)\s+)?"
    r"(?:grand|great|brilliant|lovely|fantastic|good|smashing|cracking|champion|top|wonderful|amazing)\s+(?:cook|baker|chef)s?)?" + END,
    re.IGNORECASE,
)
_THEIRS_MADE = ("{said} — lovely, lucky you! What's {whom}'s best dish?", "{said} — sounds delicious. Does {whom} cook for you often?")
_LOVELY = ("{said} — sounds lovely! Do you cook much yourself?", "{said} — lovely. Is that a favourite of yours?")
_COOKED = ("{said} — I bet that went down well! Is it a family favourite?", "{said} — sounds delicious. What's everyone's favourite?")
_MADE_BY = ("{said} — nothing beats {whose} cooking! Is it a family recipe?", "{said} — lovely. Have you ever tried making it yourself?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a meal they had (module docstring), or None."""
    found = _HAD.match(text.strip())
    if found and found["family"] and _NO_DISH.search(text):  # "I made a complaint for the family."
        found = None
    pick = (wording(text) + shift) % 2
    made = _THEY_MADE.match(text.strip())
    if found is None and made and (made["measure"] or made["meal"] or made["cook"]) and not bad_news(text):  # not "Mum made a fuss"
        return _THEIRS_MADE[pick].format(said=said_again(text), whom=whom(made["who"]))
    if found is None or bad_news(text):
        return None
    said = said_again(text)
    if found["whose"]:
        return _MADE_BY[pick].format(said=said, whose=said_back(found["whose"]).lower() + "'s")
    return (_COOKED if found["cooked"] and found["family"] else _LOVELY)[pick].format(said=said)
