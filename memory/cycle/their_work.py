"""What someone of theirs does for work or study, acknowledged by the pipeline beside
``theirs`` (what happens to them): where or what they work ("My partner Lea works nights at
the hospital.", "shes a radiographer"), what they teach ("My wife Leila teaches maths at the
local secondary."), what they drive ("My husband Ciaran drives a bin lorry."), their part of
the work ("My husband Malcolm does the deliveries in his old van."), the stock they keep or the place
they run ("My partner Lewis keeps sheep.") and where or what they
study ("My grandson Kieran is at university in Durham."), and their start at either (``starting``).
The reply says the sentence back and asks of them by the name they gave. Who does which part of
the work the person shares with them is said back too (``divided``: "My husband Alan does the
breakfasts and I do the rooms.").
"""

from __future__ import annotations

import re

from memory.cycle.occupation import DOES_A_TRADE, NO_JOB, ODD_WORK, PLACE_RUN, STOCK_KEPT, VEHICLE
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, THEY_NOW, WHO, said_again, said_back, whom

# Where or what someone of theirs works: "My partner Lea works nights at the hospital." (the
# model: "What kind of job are you doing at the hospital?"), or both: "My wife Sian works nights at the Heath hospital
# as a midwife." (the model: "How did you have the chance to see her?", walk 14)
_AT_OR_AS = r"(?:as\s+an?|at|in|for)\s+[\w'&-]+(?:\s+(?!and\b|but\b|as\b|at\b|in\b|for\b)[\w'&-]+){0,3}"
_THEY_WORK = re.compile(
    rf"^\W*{WHO}\s+(?:works|is\s+working|'s\s+working)\s+(?:(?:nights|days|shifts|weekends|part-time|full-time)\s*)?"
    rf"(?:{_AT_OR_AS}(?:\s+{_AT_OR_AS})?|from\s+home)?" + END,
    re.IGNORECASE,
)
# ... or what they teach: "My wife Leila teaches maths at the local secondary." (the model: "How has Leila taught you maths?")
_THEY_TEACH = re.compile(
    # ... or only where: "My wife Carys teaches at the primary school in town." (the model: "What are your plans for the school?",
    # talk32's second walk)
    rf"^\W*{WHO}\s+(?:still\s+|now\s+)?(?:teaches|lectures\s+in|coaches)(?:\s+(?!(?:me|us|him|her|them|at|in|for)\b)[\w-]+(?:\s+[\w-]+)?)?"
    r"(?:\s+(?:at|in|for)\s+[\w'&-]+(?:\s+(?!and\b|but\b)[\w'&-]+){0,4})?" + END,
    re.IGNORECASE,
)
# ... or their part of the work: "My husband Malcolm does the deliveries in his old van." (the model: "Odds you've been
# to that old van!")
_PARTS = (
    r"(?:deliveries|books|accounts|admin|paperwork|website|social\s+media|orders|ordering|bookings|invoices|driving|van|marketing"
    # ... or of the church's, the club's or the school's: "Our lass Brenda does the flowers at the church every Saturday." (the
    # model: "What kind of flowers are you decorating today?", the lead's walk 16)
    r"|flowers|teas|refreshments|raffle|tombola|newsletter|tuck\s+shop|lollipop\s+crossing"
    # ... or the farm's: "The missus Sandra does the books and the farm shop." (the model: "What's your favorite book?", walk 23)
    r"|(?:farm\s+)?shop|café|cafe|tea\s+room|stall|holiday\s+lets?|b\s*&\s*b|lambing|milking|calving|hens|eggs)"
)
_THEIR_PART = re.compile(
    rf"^\W*{WHO}\s+(?:(?:does|handles|runs|sorts(?:\s+out)?|looks\s+after|takes\s+care\s+of)\s+(?:the|our|all\s+the|my)\s+"
    + _PARTS + r"(?:\s*,?\s+and\s+(?:the|our|all\s+the|my)\s+" + _PARTS + ")?"
    rf"|{ODD_WORK})"
    + REST + END,
    re.IGNORECASE,
)
# ... or what they drive: "My husband Ciaran drives a bin lorry, and we've a spaniel called Juno." (the model: "That's
# a wonderful name! … fitting one for a husband and a dog.")
# ... what they keep or the place they run: "My partner Lewis keeps sheep, and we've two collies, Fly and Gyp." (the
# model: "Lots of love, you! You've got a lovely pair.")
_THEY_DO = re.compile(
    rf"^\W*{WHO}\s+(?:still\s+|now\s+)?(?:drives\s+{VEHICLE}|{STOCK_KEPT}"
    rf"|(?:runs|owns|manages)\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){{0,2}}?{PLACE_RUN}"
    # ... or the trade they do: "The missus Sharon does hair up the Roman Road." (the model: "The Roman Road is a beautiful sight.",
    # the lead's walk 27)
    rf"|{DOES_A_TRADE})(?:\s+(?:for|at|in|around|round|up|down|on)\s+[\w'&-]+(?:\s+(?!and\b|but\b)[\w'&-]+){{0,3}})?"
    + END,
    re.IGNORECASE,
)
# What someone of theirs works as: "shes a radiographer" after a girlfriend's new job (the model:
# "What kind of medical assistant would you say I am?"). A word for work, not for a person
# ("a teenager", "a worrier") nor a verdict ("a star").
_THEY_ARE = re.compile(
    rf"^\W*(?:{WHO}|he|she)(?:'s|\s+is)\s+(?:now\s+|still\s+|actually\s+)?an?\s+{NO_JOB}"
    r"(?!(?:teenager|toddler|stranger|beginner|member|keeper|charmer|joker|lover|fighter|survivor|winner|loser|partner|character"
    r"|grandmother|grandfather|mother|father|brother|sister|daughter|son|other|number|monster|mentor)\b)"
    r"(?:[\w-]+\s+)?[\w-]*(?:er|or|ist|ian|ant|ent|man|woman|nurse|vet|chef|gp|doctor|surgeon|medic|pilot|midwife|cop|judge|mechanic"
    r"|architect|cook|clerk|physio|chippy|sparky|postie|barista)"
    r"(?:\s+(?:at|in|for|with)\s+[\w'&-]+(?:\s+(?!and\b|but\b)[\w'&-]+){0,3})?" + END,
    re.IGNORECASE,
)
# Someone of theirs studying: "My grandson Kieran is at university in Durham." (the model: "I see. Tell me more?")
_STUDIES = re.compile(
    rf"^\W*{THEY_NOW}(?:(?:at|in\s+(?:his|her|their)\s+\w+\s+year\s+at)\s+(?:university|uni|college|sixth\s+form|drama\s+school"
    r"|art\s+school|medical\s+school|music\s+college)|(?P<subject>studying\s+[\w-]+(?:\s+[\w-]+)?"
    # ... or training for a trade: "My granddaughter Keisha is training to be a nurse." (the model: "What kind of nurse are you?",
    # the lead's walk 28)
    r"|training\s+(?:to\s+be|as)\s+an?\s+[\w-]+(?:\s+[\w-]+)?|doing\s+(?:an?\s+|his\s+|her\s+|their\s+)?(?:apprenticeship|degree|nvq|btec)"
    r"(?:\s+in\s+[\w-]+(?:\s+[\w-]+)?)?))" + REST + END,
    re.IGNORECASE,
)
# ... or just started at one by its name: "My grandson Callum has just started at St Andrews." (the model: "It's so lovely to
# hear from you.", the lead's walk 29)
_STARTED_AT = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has)?\s+(?:just\s+)?started\s+at\s+(?:university|uni|college|(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*)){{0,2}})"
    + REST + END,
    re.IGNORECASE,
)
_STUDYING = {
    False: ("{said} — how's {whom} getting on there?", "{said} — what is {whom} studying?"),
    True: ("{said} — how's {whom} getting on?", "{said} — how is {whom} finding it?"),
}
_AT_WORK = ("{said} — good to know. How long has {whom} been doing that?", "{said} — noted. Does {whom} enjoy it?")
# ... or the work they lost: "My husband Keith has been laid off from the pot bank after 22 years." (the model: "That's quite a
# story. How long has the family been in this business?", session 48's walk)
_LOST_WORK = re.compile(
    rf"^\W*{WHO}(?:\s+has|\s+have|'s|'ve)?\s+(?:just\s+|finally\s+)?(?:(?:been|got|was|were)\s+(?:made\s+redundant|laid\s+off|let\s+go|sacked"
    r"|fired)|lost\s+(?:his|her|their)\s+job)(?:\s+(?:from|at)\s+(?:the|his|her|their)\s+[\w'&-]+(?:\s+[\w'&-]+){0,2}?)?"
    r"(?:\s+after\s+(?:\w+|\d+)\s+(?:years?|months?))?" + REST + END,
    re.IGNORECASE,
)
_LOST = ("{said} — I'm sorry, that's a real blow. How is {whom} taking it?", "{said} — oh no, that's hard. How's {whom} doing?")


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for what someone of theirs does for work or study ``sentence`` tells
    of, or None."""
    if (
        _THEY_WORK.match(sentence) or _THEY_ARE.match(sentence) or _THEIR_PART.match(sentence) or _THEY_TEACH.match(sentence)
        or _THEY_DO.match(sentence)
    ):
        return _AT_WORK
    if found := _STUDIES.match(sentence):
        return _STUDYING[bool(found["subject"])]
    if _STARTED_AT.match(sentence):
        return _STUDYING[False]
    return None


def lost_work(sentence: str) -> tuple[str, str] | None:
    """The two wordings for the work someone of theirs lost (``_LOST_WORK``), bad news by its nature, or None."""
    return _LOST if _LOST_WORK.match(sentence) else None


# A part of the work they share, said in the plural or as a doing ("the breakfasts", "the cooking").
_PART = r"(?:the|our|all\s+the|my)\s+(?!(?:\w+est|odd|most|least)\b)(?:[\w-]+\s+)?[a-z-]+(?:s|ing)\b(?:\s+up)?"
# Who does which part of the work they share: "My husband Alan does the breakfasts and I do the rooms." (the model: "I'm so
# glad I could help. What kind of meals did you eat?", the lead's walk).
_DIVIDED = re.compile(
    rf"^\W*{WHO}\s+(?:does|handles|runs|looks\s+after|takes\s+care\s+of)\s+{_PART}\s*,?\s+(?:and|while)\s+"
    rf"(?:i|we)\s+(?:do|handle|run|look\s+after|take\s+care\s+of)\s+{_PART}" + END,
    re.IGNORECASE,
)
_A_TEAM = ("{said} — a proper team! Has it always been that way round?", "{said} — noted. Does it suit you both?")


def divided(text: str, shift: int = 0) -> str | None:
    """The acknowledgement of who does which part of the work the person shares with someone
    of theirs, in wording ``shift``, or None."""
    if _DIVIDED.match(text.strip()) is None:
        return None
    return _A_TEAM[shift % 2].format(said=opening(said_back(text.strip())))


# One of theirs starting work or study, and maybe what it will make them: "My boy Danny's starting his apprenticeship Monday,
# he's gonna be a sparky." (the model: "How's he doing?", the lead's walk 27)
_STARTING = re.compile(
    rf"^\W*{WHO}(?:'s|\s+is)?\s+(?:starting|starts|begins|beginning)\s+(?:(?:his|her|their)\s+)?(?:new\s+|first\s+)?"
    r"(?:job|apprenticeship|course|training|placement|degree|uni|university|college|sixth\s+form|school|nursery|reception|traineeship"
    r"|internship)" + REST
    + r"(?:\s*,\s*(?:and\s+)?(?P<they>he|she|they)(?:'s|\s+is|'re|\s+are)\s+(?:gonna|going\s+to)\s+be\s+an?\s+[\w-]+(?:\s+[\w-]+)?)?" + END,
    re.IGNORECASE,
)
_STARTS = ("{said} — exciting! Good luck to {whom}.", "{said} — good for {whom}! {Are} {they} looking forward to it?")


def starting(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to one of theirs starting work or study, or None."""
    found = _STARTING.match(text.strip())
    if found is None:
        return None
    they = (found["they"] or "they").lower()
    return _STARTS[(wording(text) + shift) % 2].format(
        said=said_again(text), whom=whom(found["who"]), they=they, Are="Are" if they == "they" else "Is")
