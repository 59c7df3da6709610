"""What a pet of theirs got up to, or is scared of, met by the pipeline itself when the model is a voice only (DESIGN
§7): "our cat pickle brought a live mouse in last night lol" got "Lol, that's quite amusing! How long has the cat been
eating your mouse?" from the embedded 135M (talk30's second walk), "Pip's scared of the hoover, bless her." got "Pip's a
brave rescue dog. I'm sure he'd be a little angel to watch him." (the lead's ninth walk). Said back with a smile and a
question that presumes nothing; not what may harm them (a dog that ate chocolate is the model's, and the gate's), which
``grounding.bad_news`` reads.
"""

from __future__ import annotations

import re

from memory.cycle.acknowledged import PETS
from memory.cycle.grounding import bad_news
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import said_back

# A pet of theirs, by its kind and maybe its name: "our jack russell Scrappy", "the cat".
_THEIR_PET = rf"(?:my|our|the)\s+(?:(?:old|little|new|daft|naughty|young|big|poor)\s+)?(?P<pet>{PETS})(?:\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)))?"
# A fond word after it: "bless her", "the daft thing", "little devil" ("Our dog keeps digging up the garden, little devil."
# got "Oh noes! That's unfortunate.", walk 18).
_FONDLY = (
    r"(?:bless\s+(?:her|him|them|'?er|'?im)|(?:the\s+)?(?:poor|daft|silly|little|cheeky|naughty|mad)\s+(?:thing|sod|dog|cat|devil|monkey"
    r"|monster|beggar|bugger|madam|rascal|menace|terror|so-and-so|pickle|tinker|minx|mutt|moggy))"
)
_DID = re.compile(
    rf"^\W*{_THEIR_PET}\s+"
    r"(?:(?:just|only|finally|went\s+and|has|'s)\s+)*"
    r"(?:brought|dragged|caught|stole|nicked|pinched|dug|knocked|hid|shredded|unrolled|learned|learnt|opened|climbed|chased|stalked)"
    r"\s+(?![^.!?]*\b(?:ate|eaten|swallowed)\b)[^.!?]{3,80}?" + END,
    re.IGNORECASE,
)
_ANTICS = ("{said} — oh, {name}! What did you do?", "{said} — the cheeky thing! Is {who} always up to something?")
# ... or always gets up to: "our jack russell Scrappy barks at every lorry that goes past lol" (the model: "Where was your
# jack?", talk32's walk)
# ... or keeps doing: "my cat keeps bringing mice in, so grim" (the model: "What kind of cat are you keeping?", walk 15)
_WAYS = re.compile(
    rf"^\W*{_THEIR_PET}\s+"
    r"(?:(?:still|always|just|only)\s+)*(?:(?:(?:barks|howls|growls|yaps|hisses)\s+at|chases|steals|nicks|pinches)"
    r"\s+(?:every|all|any|the|our|my|next\s+door's)\b[^.!?,]{2,60}?"
    r"|keeps\s+(?:on\s+)?(?:bringing|dragging|stealing|nicking|pinching|digging|knocking|chasing|catching|hiding|climbing|barking)\b[^.!?,]{2,60}?)"
    r"(?P<remark>\s*,?\s*(?:lol|haha|ha|so\s+grim|grim|gross|yuck|ew+|" + _FONDLY + "))?" + END,
    re.IGNORECASE,
)
_HABITS = ("{said} — ha, what a character! What else is {who} like?", "{said} — the daft thing! Has {who} always been like that?")

# What a pet is scared of: "Pip's scared of the hoover, bless her.", "Our dog's terrified of fireworks." A name alone is
# a pet's when what scares them is what scares pets, or when they are blessed for it; not "My mum's scared of flying".
_AFRAID = re.compile(
    rf"^\W*(?:{_THEIR_PET}|(?P<named>(?!(?:I|It|He|She|They|We|You|That|This|There|Everyone|Everybody)\b)(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)))"
    r"(?:['’]s|\s+is|\s+gets)\s+(?:(?:so|really|absolutely|properly|dead|still|always|a\s+bit)\s+)*"
    r"(?P<scared>scared|terrified|frightened|petrified|afraid|nervous)\s+of\s+(?P<what>[^,.!?]{2,40}?)"
    r"(?P<bless>\s*,?\s*" + _FONDLY + ")?" + END,
    re.IGNORECASE,
)
_PET_FEARS = re.compile(
    r"^(?:the\s+|a\s+|her\s+|his\s+|its\s+)?(?:hoover|hoovers|vacuum(?:\s+cleaner)?|fireworks|thunder|storms|the\s+vets?|vets?|postman|postie"
    r"|hairdryer|washing\s+machine|lawnmower|mower|doorbell|bath|baths|cats?|squirrels|pigeons|lorries|bin\s+lorry|bin\s+men"
    r"|(?:her|his|its)\s+own\s+shadow)$",
    re.IGNORECASE,
)
_FEARS = ("Aw, bless {who} — {scared} of {what}! Has {whom} always been like that?", "{said} — oh, bless! Is {whom} getting any braver?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to what a pet of theirs got up to or is scared of (module docstring), or None."""
    said = text.strip()
    if (found := _WAYS.match(said)) and not bad_news(ways := said[: found.start("remark")] if found["remark"] else said):
        who = found["name"] or f"your {found['pet'].lower()}"
        return _HABITS[(wording(text) + shift) % 2].format(said=opening(said_back(ways)), who=who)
    if bad_news(said) or (found := _DID.match(said)) is None:  # a fear reads as bad news: "scared"
        return afraid(said, shift)
    name = found["name"] or f"your {found['pet'].lower()}"
    return _ANTICS[(wording(text) + shift) % 2].format(said=opening(said_back(said)), name=name, who=found["name"] or "it")


def afraid(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to what a pet of theirs is scared of (``_AFRAID``), or None."""
    found = _AFRAID.match(text.strip())
    if found is None or not (found["pet"] or found["bless"] or _PET_FEARS.match(found["what"].strip())):
        return None
    who = found["name"] or found["named"] or f"your {found['pet'].lower()}"
    said = opening(said_back(text.strip()[: found.start("bless")] if found["bless"] else text.strip()))
    what = said_back(found["what"].strip())
    return _FEARS[(wording(text) + shift) % 2].format(who=who, whom=who, scared=found["scared"].lower(), what=what, said=said)
