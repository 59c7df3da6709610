"""A trip to a named place, told by the pipeline as ``happenings`` tells the rest of the
person's days: flown, sailed or taken the train to, or gone to for a time or an occasion
that makes it a trip ("We're off to Cornwall for the bank holiday.", "… in June"; "I'm going
to Tesco later" is an errand, and stays the model's), theirs or someone's of theirs; a trip
had, on a day of the weekend or for longer ("We went to Whitby on Sunday."). ``WENT`` and
``THEY_HAD`` are also the wordings of an event had (``happenings``)."""

from __future__ import annotations

import re

from memory.cycle.statements import END
from memory.cycle.telling import FESTIVAL, ME_NOW, PLACE, REST, THEIRS, THEY_NOW, WHO

# A shop is an errand, not a place one goes to or went to on a trip.
_NO_SHOP = (
    r"(?!(?:the\s+)?(?:Tesco|Sainsbury'?s|Asda|Aldi|Lidl|Morrisons|Waitrose|Ikea|Boots|Costco|Walmart|Target|Primark|Argos|Homebase"
    r"|Currys|Halfords)\b)"
)
_TRIP = re.compile(
    rf"^\W*(?:(?P<me>{ME_NOW})|{THEY_NOW})"
    r"(?:(?P<far>(?:flying|sailing|taking\s+the\s+(?:train|ferry|eurostar)|getting\s+the\s+(?:train|ferry|eurostar))\s+(?:back\s+)?(?:out\s+)?"
    r"|(?:going|off)\s+on\s+(?:holiday|a\s+trip|a\s+break)\s+)to"
    r"|(?:going|off|heading|headed|driving|travell?ing)\s+(?:back\s+|away\s+|up\s+|down\s+|over\s+)?to"
    # ... taking their own: "We're taking the lads to Filey for a week in August." (the model: "What's the weather like?",
    # talk32's walk)
    rf"|taking\s+(?:the\s+(?:kids|lads|girls|boys|family|grandkids|little\s+ones|twins|dog|dogs)|{THEIRS}|him|her|them)"
    r"\s+(?:back\s+|away\s+|up\s+|down\s+|over\s+)?to)\s+" + _NO_SHOP + PLACE + REST
    # whom they go to see, which makes it a trip: "… at Easter to see my parents" (the model:
    # "How about a day of Easter with your parents?")
    # ... or all of them just spoken of: "I'm going over to Glasgow at Christmas to see them all." (the lead's eighth walk)
    + rf"(?P<seeing>\s+to\s+(?:see|visit|stay\s+with|catch\s+up\s+with)\s+(?:{THEIRS}|(?:some\s+|old\s+)?friends|family|the\s+family"
    r"|them(?:\s+all)?|everyone|the\s+(?:grandkids|grandchildren|kids|wee\s+ones|little\s+ones)))?" + REST + END,
    re.IGNORECASE,
)
# ... or to the home of someone of theirs: "We're going to my brother's in Leeds for Eid." (the model: "That's a lovely
# choice. What time is it?"), "I'm off to my in-laws' for the weekend".
_TO_THEIRS = re.compile(
    rf"^\W*{ME_NOW}(?:going|off|heading|headed|driving|popping|nipping)\s+(?:back\s+|up\s+|down\s+|over\s+|round\s+)?to\s+"
    rf"(?P<home>(?:{THEIRS})(?:'s|s'|')"
    # ... or of one of theirs by name: "We're going to Priya's parents in Birmingham for Diwali." (the model: "Diwali is a very
    # special occasion.", the lead's seventh walk)
    r"|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)['’]s\s+(?:parents|folks|family|mum|mam|mom|dad|gran|nan|grandparents|sister|brother|aunt|auntie|uncle|in-laws)"
    r"(?:'s|s'|')?)(?:\s+(?:place|house|flat|home))?" + REST + END,
    re.IGNORECASE,
)
# A trip had: "We went to Weston-super-Mare on Saturday.", "My parents flew to Malta last week."
_TRIP_HAD = re.compile(
    rf"^\W*(?:(?P<me>i|we)|{WHO})\s+(?:just\s+)?(?:(?P<far>(?:flew|sailed|took\s+the\s+(?:train|ferry|eurostar))\s+(?:back\s+|out\s+)?"
    r"|went\s+on\s+(?:holiday|a\s+trip|a\s+break)\s+)to"
    r"|(?P<back>(?:got|came|flew|arrived)\s+(?:back|home)\s+from(?:\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:week|weekend|fortnight|days|holiday|trip|break|honeymoon|month)\s+(?:in|to|at|away\s+in))?)"
    r"|(?:went|drove|travell?ed|headed|popped|nipped)\s+(?:back\s+|away\s+|up\s+|down\s+|over\s+|out\s+)?to)\s+" + _NO_SHOP + PLACE + REST + END,
    re.IGNORECASE,
)
# What makes going somewhere a trip rather than an errand: a stay, an occasion or a time
# further off than today ("for the weekend", "on holiday", "in June", "next month").
_A_TRIP = re.compile(
    r"\bfor\s+(?:the\s+|a\s+|an\s+|two\s+|three\s+|a\s+few\s+|a\s+couple\s+of\s+|\d+\s+)?(?:long\s+|bank\s+)?"
    r"(?:weekend|week|weeks|days?|nights?|fortnight|months?|holidays?|break|conference|wedding|festival|work|business|"
    rf"{FESTIVAL}|half[\s-]term|summer|trip|visit|meeting|match|game|concert|gig)\b"
    rf"|\bat\s+(?:{FESTIVAL}|half[\s-]term|the\s+weekend)\b"
    r"|\bon\s+holiday\b|\bin\s+(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|the\s+(?:spring|summer|autumn|winter)|spring|summer|autumn|winter)\b"
    r"|\b(?:next|this)\s+(?:week|weekend|month|year|spring|summer|autumn|winter)\b|\bover\s+(?:christmas|easter|the\s+\w+)\b"
    # a time later on, or the way they stay: "We're off to Skegness in the caravan at the end of the month." (the model: "What
    # time do you want to visit?", talk31's walk)
    r"|\bat\s+the\s+(?:end|start|beginning)\s+of\s+(?:the\s+)?(?:week|month|year|summer|holidays)\b"
    r"|\bin\s+(?:the|our|my)\s+(?:caravan|camper(?:\s*van)?|motor\s*home|tent)\b"
    # a day out with one of theirs at the weekend: "… with my brother on sunday for the touring cars" (session 48's walk)
    r"|\bwith\s+(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+on\s+(?:saturday|sunday)\b",
    re.IGNORECASE,
)
# What makes going somewhere, told after, a day out rather than an errand: the trip's own
# times, or a day of the weekend ("on Saturday", "last weekend", "for the day").
_A_DAY_OUT = re.compile(
    r"\b(?:on|last)\s+(?:saturday|sunday)\b|\b(?:last|at\s+the)\s+(?:weekend|week|month|summer|bank\s+holiday)\b"
    r"|\bfor\s+the\s+day\b|\bover\s+the\s+weekend\b",
    re.IGNORECASE,
)
# What a trip is for when it says so: then what takes them there is not asked.
_FOR = re.compile(r"\bfor\s+(?:a|an|the|work|business)\b|\bon\s+(?:holiday|business)\b", re.IGNORECASE)

# Back from an outing of the day, said with no "I" as people text it: "just got back from the
# gym" (the model: "The gym was amazing! Where did you go there?").
_BACK_FROM = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+)?(?:got|came|getting)\s+(?:back|home|in)\s+from\s+"
    r"(?:the\s+(?:gym|pool|park|beach|pub|cinema|match|game|gig|concert|library|allotment|swimming\s+baths)|work|school|uni|college"
    r"|church|choir|football|training|practice|(?:my|our|a|an)\s+(?:[\w-]+\s+)?(?:run|walk|swim|ride|jog|hike|class|lesson|session|date"
    r"|night\s+out|shift))" + REST + END,
    re.IGNORECASE,
)
_BACK = ("Welcome back! How was it?", "Oh, welcome back. Did it go well?")
_GOING = (
    "{said} — how exciting! Have you been there before?",
    "{said} — sounds great. What are you most looking forward to?",
)
_TO_SEE = (
    "{said} — how lovely! How long are you going for?",
    "{said} — that'll be nice. Are you looking forward to it?",
)
_THEY_GO = (
    "{said} — how exciting for them! Are you going too?",
    "{said} — lovely. What's taking them there?",
)
WENT = (
    "Oh nice — {inside}. How was it?",
    "{said} — did you have a good time?",
)
THEY_HAD = (
    "{said} — did you go?",
    "Oh nice — {inside}. Were you there?",
)


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a trip ``sentence`` tells of, to come or had, or for being back
    from an outing of the day, or None."""
    if _BACK_FROM.match(sentence):
        return _BACK
    if (found := _TRIP_HAD.match(sentence)) and (found["far"] or found["back"] or _A_DAY_OUT.search(sentence[found.end("place"):])
                                                 or _A_TRIP.search(sentence[found.end("place"):])):
        return WENT if found["me"] else THEY_HAD
    if (found := _TO_THEIRS.match(sentence)) and _A_TRIP.search(sentence[found.end("home"):]):
        return _to_see(sentence)
    if (found := _TRIP.match(sentence)) and (found["far"] or found["seeing"] or _A_TRIP.search(sentence[found.end("place"):])):
        if found["me"] and found["seeing"]:
            return _to_see(sentence)
        if found["me"]:
            return _GOING
        return (_THEY_GO[0], _THEY_GO[0]) if _FOR.search(sentence) else _THEY_GO  # what it is for was said
    return None


def _to_see(sentence: str) -> tuple[str, str]:
    """The two wordings for going to see someone of theirs: whom was said, and so was why when it says what for."""
    return (_TO_SEE[1], _TO_SEE[1]) if re.search(r"\bfor\b", sentence, re.IGNORECASE) else _TO_SEE
