"""The farm's year and its losses, met by the pipeline when the model is a voice only (DESIGN §7): "Lambing's started, I've
been up every night this week." got "That's a lovely choice. What type of lamb do you have?", "Lost two lambs in the snow
last night, gutted." got "Lying on the snow was a lifesaving relief." and "Vet's coming out tomorrow to look at a lame ewe."
got "Nice." from the embedded 135M (the lead's walk 23, a sheep farmer near Bodmin). A season of the work said back with a
word for its nights, stock lost with sympathy (a loss, however small the animal), the vet to come with a hope for the
animal; nothing presumed.
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, said_again, said_back

_STOCK = (
    r"(?:lambs?|ewes?|sheep|tups?|rams?|calf|calves|cows?|heifers?|bullocks?|steers?|pigs?|piglets?|sows?|hens?|chickens?|chicks?"
    r"|ducks?|geese|goats?|kids|foals?|ponies|pony|alpacas?|hives?|bees)"
)
_SEASON = re.compile(
    r"^\W*(?:(?:the\s+)?(?P<season>lambing|calving|shearing|silage|harvest|haymaking|hay|muck[\s-]?spreading|kidding|farrowing)"
    r"(?:'s|\s+is|\s+has)\s+(?:just\s+|finally\s+)?(?:started|begun|on|here|in\s+full\s+swing|underway|kicked\s+off))"
    r"(?P<nights>\s*[,;-]+\s*(?:and\s+|so\s+)?(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+been\s+up\s+(?:every|all|half\s+the|most)\s+"
    r"(?:night|nights)(?:\s+(?:this|last)\s+week)?)?" + END,
    re.IGNORECASE,
)
_BUSY_SEASON = (
    "{said} — a busy time of year! How's it going so far?",
    "{said} — that's hard going. Are you getting any sleep at all?",
)
_LOST = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+)?lost\s+(?:a|an|one|two|three|four|five|six|\d+|some|a\s+couple\s+of|one\s+of\s+(?:the|my|our))\s+"
    + _STOCK + REST + r"(?P<felt>\s*[,;-]+\s*(?:i'?m\s+|we'?re\s+)?(?:so\s+|really\s+|proper\s+|absolutely\s+)?(?:gutted|devastated|upset|sad|sick|heartbroken))?"
    + END,
    re.IGNORECASE,
)
_LOSS = ("{said} — I'm so sorry, that's hard. Are the rest all right?", "{said} — oh no, that's a blow. How are you doing?")
_VET = re.compile(
    r"^\W*(?:the\s+)?vet(?:'s|\s+is)\s+coming(?:\s+out|\s+round|\s+over)?\s+(?:tomorrow|today|tonight|this\s+\w+|on\s+\w+|later|first\s+thing)"
    r"\s+to\s+(?:look\s+at|see\s+to|check(?:\s+on)?|see|treat|scan)\s+(?:a|an|the|my|our|one\s+of\s+(?:the|my|our))\s+(?:[\w-]+\s+)?"
    + _STOCK + REST + END,
    re.IGNORECASE,
)
_SEEN_TO = ("{said} — good that it's being seen to. I hope it's nothing serious.", "{said} — fingers crossed it's an easy fix.")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to the farm's season, stock lost or the vet to come (module docstring), or None."""
    said, pick = text.strip(), (wording(text) + shift) % 2
    if found := _SEASON.match(said):
        return _BUSY_SEASON[1 if found["nights"] else pick].format(said=opening(said_back(said).rstrip(" .!")))
    if found := _LOST.match(said):
        told = said[: found.start("felt")] if found["felt"] else said
        return _LOSS[pick].format(said=said_again(told.rstrip(" ,")))
    if _VET.match(said):
        return _SEEN_TO[pick].format(said=opening(said_back(said).rstrip(" .!")))
    return None
