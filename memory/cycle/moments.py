"""A moment of the person's week met by the pipeline when the model is a voice only (DESIGN §7): a service at church or
chapel ("Been to chapel this morning, the singing was beautiful." got "I'm so glad you're enjoying the song!"), a moment
of fondness with one of theirs ("Had a lush cwtch off the little one this morning.", written out by ``dialect``: "How was
your day?"; the lead's walk 22, a retired dinner lady in Merthyr), a drink with friends, a rescue where they live (the
lead's walk 26), a moment that moved someone to happy tears, and a good time or a night out (``good_time``, which
``happenings`` says back). Said back, glad of it, with a small question that presumes nothing; a remark after it that is
glad too is said back with it.
"""

from __future__ import annotations

import re

from memory.cycle.grounding import bad_news
from memory.cycle.statements import END, wording
from memory.cycle.telling import REST, WHO, said_again

_WORSHIP = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+)?(?:been|went|go|got\s+back\s+from|came\s+back\s+from)\s+(?:to\s+)?"
    r"(?:church|chapel|mass|(?:the\s+)?(?:mosque|temple|synagogue|gurdwara|cathedral|abbey|kirk|meeting\s+house)|evensong|the\s+service"
    r"|(?:the\s+)?(?:morning|evening|sunday|carol|harvest|christmas|easter)\s+service)" + REST
    + r"(?P<remark>\s*[,;-]+\s*(?:and\s+)?(?:the\s+)?(?:singing|sermon|choir|hymns|service|music|vicar|minister|priest|preacher|flowers)"
    r"(?:'s|\s+was|\s+were|\s+is|\s+are)\s+(?:(?:so|really|absolutely|just)\s+)?[\w-]+)?" + END,
    re.IGNORECASE,
)
# ... or the service as it was: "Church was beautiful today, the choir sang my favourite hymn." (the model: "What was the hymn you
# sang today?", the lead's walk 28)
_WORSHIP_WAS = re.compile(
    r"^\W*(?:church|chapel|mass|(?:the\s+)?(?:service|sermon|mosque|temple|gurdwara|synagogue))\s+(?:was|were)\s+"
    r"(?:(?:so|really|absolutely|just|very)\s+)?(?:beautiful|lovely|wonderful|moving|packed|uplifting|brilliant|special|joyful)"
    + REST + r"(?:\s*[,;-]+\s*(?:and\s+)?the\s+(?:choir|vicar|priest|minister|pastor|imam|rabbi|congregation|singing|organist|children)\s+[^.!?]{3,60})?"
    + END,
    re.IGNORECASE,
)
_AT_WORSHIP = ("{said} — lovely. Was there a good turnout?", "{said} — that's nice. Do you go every week?")
_FOND = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+)?(?:had|got|gave)\s+(?:a|the\s+(?:best|biggest))\s+(?:(?:lovely|big|long|little|proper|massive)\s+)?"
    r"(?:cuddle|hug|snuggle|natter|chat|squeeze|kiss|giggle|laugh)\s+(?:off|with|from|of)\s+"
    + WHO + REST + END,
    re.IGNORECASE,
)
# A rescue where they live: "The lifeboat had a shout last night, two lads off the rocks." (the model: "Two lads? That's a great
# name.", the lead's walk 26)
_CALLED_OUT = re.compile(
    r"^\W*(?:the\s+|our\s+)?(?:lifeboats?|rnli|fire\s+brigade|firemen|fire\s+crew|fire\s+engines?|coastguard|mountain\s+rescue|cave\s+rescue"
    r"|air\s+ambulance|lifeguards?)\s+(?:(?:had|got)\s+(?:a|another|two|three)\s+shouts?|(?:was|were|got)\s+called\s+out(?:\s+to\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)?)"
    + REST + r"(?:\s*[,;-]+\s*[^.!?]{3,80})?" + END,
    re.IGNORECASE,
)
# A drink with friends: "Had a pint with the old crew at the Duke, first in months." (the model: "That's an amazing choice! What
# did the crew do you think about?", the lead's walk 26)
_A_DRINK = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+)?(?:had|went\s+for|nipped\s+out\s+for|popped\s+out\s+for|met\s+up\s+for)\s+"
    r"(?:a|a\s+couple\s+of|a\s+few|two|three)\s+(?:quick\s+|cheeky\s+|swift\s+)?(?:pints?|drinks?|jars?|bevvies|beers?|glass(?:es)?\s+of\s+\w+"
    r"|brews?|cuppas?|coffees?|halves)\s+with\s+(?!(?:my|our|the|his|her)\s+(?:tea|dinner|lunch|breakfast|supper|meal)\b)(?:the\s+|my\s+|our\s+|some\s+|an?\s+)?(?:old\s+)?[\w'-]+(?:\s+(?!at\b)[\w'-]+){0,2}?"
    + REST + r"(?:\s*[,;-]+\s*(?:the\s+)?first\s+(?:one\s+|time\s+)?in\s+(?:ages|months|years|weeks|a\s+while|a\s+long\s+time|forever))?" + END,
    re.IGNORECASE,
)
_CATCH_UP = ("{said} — lovely, that does you good. How are they doing?", "{said} — sounds like a good catch-up. Had much changed?")
_RESCUE = ("{said} — I hope everyone's all right.", "{said} — thank goodness for them. Is everyone safe?")
_FONDNESS = ("{said} — aw, that's lovely. Nothing beats it, does it?", "{said} — how lovely. Did it make your morning?")


# A good time had, as Ireland says it: "The craic was mighty at the christening." (the model: "That's a lovely word.", the lead's
# walk 17)
_GOOD_CRAIC = re.compile(
    r"^\W*(?:(?:the\s+)?craic\s+was\s+(?:(?:absolutely|just)\s+)?(?:mighty|great|brilliant|class|savage|ninety|unreal|good|deadly|epic)"
    r"|(?:it\s+was\s+|that\s+was\s+)?(?:great|mighty|good|brilliant)\s+craic"
    # ... or a night out that was: "bostin night out for my mate's 21st saturday" (written out by ``dialect``; the model: "It was a
    # lovely day, wasn't it?", the lead's walk 25)
    r"|(?:(?:a|what\s+a|had\s+a|we\s+had\s+a|i\s+had\s+a)\s+)?(?:brilliant|great|good|fab|fabulous|amazing|cracking|top|lovely|belting|mint"
    r"|class|mega)\s+(?:night|day|evening)\s+out(?:\s+(?:for|at|with)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)?)"
    r"(?:\s+(?:at|in)\s+(?:the|a|our|my|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?)?" + REST + END,
    re.IGNORECASE,
)
_GOOD_TIME = ("{said} — sounds like a great time! Who was there?", "{said} — lovely! What was the best bit?")


def good_time(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a good time had or a good night out (``happenings`` says it back whole), or None."""
    return _GOOD_TIME if _GOOD_CRAIC.match(sentence) else None


# A moment that moved someone to happy tears: "had a bride in at 7am today for her trial, she cried when she saw it (happy tears
# lol)" (the model: "What a special day you're having!" and "How's your little one doing?", session 48's walks).
_HAPPY_TEARS = re.compile(r"^(?P<said>[^()]{10,160}?)\s*[,;-]*\s*\(?\s*(?:happy|good|proud)\s+tears(?:\s+all\s+round)?\s*\)?" + END, re.IGNORECASE)
_CRIED = re.compile(r"\b(?:cried|cry|crying|tears|tearful|welled\s+up|sobbing|sobbed)\b", re.IGNORECASE)
_MOVED = ("{said} — happy tears, the best kind! How did that feel?", "{said} — aw, what a lovely moment. How did it feel?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a service attended or a moment with one of theirs (module docstring), or None."""
    said, pick = text.strip(), (wording(text) + shift) % 2
    if (moved := _HAPPY_TEARS.match(said)) and not bad_news(_CRIED.sub("", moved["said"])):  # not "…, my nan's funeral (happy tears)"
        return _MOVED[pick].format(said=said_again(moved["said"]))
    if bad_news(said):  # "I went to church for my friend's funeral."
        return None
    if _WORSHIP.match(said) or _WORSHIP_WAS.match(said):
        return _AT_WORSHIP[pick].format(said=said_again(said))
    if _FOND.match(said):
        return _FONDNESS[pick].format(said=said_again(said))
    if _A_DRINK.match(said):
        return _CATCH_UP[pick].format(said=said_again(said))
    if _CALLED_OUT.match(said):
        return _RESCUE[pick].format(said=said_again(said))
    return None
