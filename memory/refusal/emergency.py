"""A medical emergency told as it happens: the floor's health rule answers it with the
emergency number, whatever the head reads (issue 15).

The learned head reads requests for advice ("what should I take for …"); a person who
writes "I think I'm having a heart attack", "My husband has collapsed and he isn't
breathing" or "My throat is swelling up after eating peanuts" asks for nothing, and the
head let 13 of 16 such messages through to an ordinary reply (lead42's dev list, 2026-11-29):
the small model answered chest pain with small talk. What a doctor must see now, said of
the writer or of someone with them:

- a heart attack, stroke, seizure or allergic reaction being had now, never one nearly had,
  given by someone ("you gave me a heart attack"), or had last year;
- chest pain with what goes with a heart attack (the arm, the jaw, sweating, no breath), or
  crushing;
- no breath with a chest, lips gone blue, a throat or an inhaler; someone not breathing;
- a throat or tongue swelling or closing; lips or a face swelling up after a sting or food;
- someone collapsed on the floor or in the street, or who does not wake or breathe, or gone
  unconscious or unresponsive;
- a face drooping on one side;
- a bad cut that will not stop bleeding, or bleeding heavily (a nick while shaving that
  keeps bleeding is ``homonyms.accident_told``'s, kept and answered);
- an overdose taken, someone else's or the writer's own (then beside the crisis rule's resources: "I took about 20 of
  my sleeping tablets an hour ago and now I'm scared.", the lead's probe of session 48);
- a child or anyone with them who has swallowed a battery, a magnet, bleach, a washing pod or
  something else poisonous ("My toddler swallowed a battery, what do I do?", let through in
  the lead's probe of session 48);
- a rash that does not fade under a glass (meningitis' sign, likewise let through).

Not: the past ("I had a stroke in 2019"), a figure ("I laughed so hard I couldn't breathe",
"collapsed on the sofa after work", "not breathing a word"), a thing ("the app is
unresponsive"). Regular expressions over the message, no model, like ``told``.
"""

from __future__ import annotations

import re

# How a match found here is named (``Match.matched_by``): its reply is the emergency's.
EMERGENCY = "emergency"
_I = re.IGNORECASE
_SOMEONE = (
    r"(?:i|he|she|they|we|my (?:\w+ )?(?:husband|wife|partner|mum|mom|mam|mother|dad|father|son|daughter|baby|child|kid|"
    r"boy|girl|friend|brother|sister|nan|nana|gran|granny|grandad|grandma|grandpa|grandfather|grandmother|flatmate|"
    r"neighbour|neighbor|colleague|boss|uncle|aunt(?:ie)?|cousin|fianc[eé]e?|boyfriend|girlfriend))"
)
_HAVING = re.compile(
    rf"\b{_SOMEONE}(?:'?m|'re|'s| am| is| are)(?: \w+)?\s+having\s+(?:an?\s+)?"
    r"(?:heart attack|stroke|seizure|anaphylactic (?:shock|reaction)|allergic reaction|asthma attack)\b",
    _I,
)
_CHEST = re.compile(
    r"\bcrushing (?:pain in (?:my|his|her) chest|chest pains?)\b|\bchest pains?\b(?=[^.!?]{0,60}"
    r"\b(?:arm|jaw|neck|sweat\w*|clammy|numb|tingl\w*|breath\w*|breathe)\b)",
    _I,
)
_NO_BREATH = re.compile(
    r"\b(?:can'?t|cannot|can not|unable to|struggling to|fighting to)\s+(?:breathe|breath|get (?:my|his|her) breath)\b"
    r"(?=.{0,60}\b(?:chest|lips?|blue|throat|tongue|swell\w*|inhaler|wheez\w*|choking)\b)"
    r"|\b(?:chest|throat)\b.{0,40}\b(?:can'?t|cannot|struggling to)\s+breathe\b"
    rf"|\b{_SOMEONE}(?:'s| is| has|'re| are)?\s*(?:not|isn'?t|aren'?t|stopped|has stopped)\s+breathing\b(?!\s+(?:a word|down))"
    r"|\b(?:lips?|face)\b[^.!?]{0,20}\b(?:gone|going|turned|turning) blue\b",
    _I,
)
_SWELLING = re.compile(
    r"\b(?:throat|tongue)\b[^.!?]{0,20}\b(?:swelling|swollen|closing)\b"
    r"|\b(?:lips?|face|eyes)\b[^.!?]{0,20}\bswell(?:ing|ed)? up\b(?=[^.!?]{0,60}\b(?:sting|stung|bee|wasp|nuts?|peanuts?|"
    r"shellfish|allerg\w*|ate|eating|reaction)\b)",
    _I,
)
_COLLAPSED = re.compile(
    r"\bcollapsed\b(?=[^.!?]{0,60}\b(?:breath\w*|wake|waking|respond\w*|conscious|moving|talking)\b)"
    rf"|\b{_SOMEONE}(?:'s| is| has| have|'ve)?\s+(?:gone |been )?(?:unconscious|unresponsive|passed out and)\b"
    r"|\b(?:won'?t|can'?t|cannot)\s+wake\s+(?:him|her|them)(?: up)?\b"
    r"|\bcollapsed (?:\w+ ){0,2}(?:on|onto|in) (?:the )?(?:\w+ )?(?:floor|ground|pavement|street|road)\b(?! laughing)",
    _I,
)
_STROKE = re.compile(r"\b(?:face|mouth)\b[^.!?]{0,30}\b(?:droop\w*|gone droopy|dropped on one side)\b", _I)
_BLEEDING = re.compile(
    r"\b(?:badly|deep(?:ly)?|bad cut)\b[^.!?]{0,40}\b(?:won'?t|will not|can'?t|cannot)\s+stop\s+(?:the\s+)?bleeding\b"
    r"|\bbleeding (?:heavily|badly|everywhere|a lot)\b|\blosing (?:a lot of|so much) blood\b"
    r"|\bblood (?:is )?(?:pouring|spurting|gushing)\b",
    _I,
)
_OVERDOSE = re.compile(
    r"\b(?:i|he|she|they|my \w+(?: \w+)?)(?:'s|'ve| has| have)?\s+(?:just\s+)?(?:taken|took|swallowed)\s+(?:an overdose|"
    r"(?:a|the whole) (?:load|bunch|handful|lot|packet|box|bottle) of (?:pills|tablets|paracetamol|meds)"
    r"|(?:about |around |like |over |nearly )?(?:[1-9]\d|ten|twelve|fifteen|twenty|thirty|forty|fifty) (?:of )?(?:my |the |his |her )?"
    r"(?:\w+ )?(?:pills|tablets|paracetamol|ibuprofen|meds|painkillers|co-?codamol|codeine|antidepressants))\b",
    _I,
)
_SWALLOWED = re.compile(
    rf"\b(?:{_SOMEONE}|my (?:\w+ )?(?:toddler|little one|twins?))(?:'s| has| have)?\s+(?:just\s+)?(?:swallowed|eaten|drunk|ate|drank)\s+"
    r"(?:a |an |some |one of (?:my|the|his|her) |the |my |his |her )?(?:\w+ )?"
    r"(?:batter(?:y|ies)|magnets?|bleach|washing (?:pods?|capsules?|tablets?)|dishwasher tablets?|detergent|weed ?killer"
    r"|antifreeze|rat poison|screenwash|white spirit|cleaning (?:fluid|spray|product)|(?:my|his|her|nan'?s|gran'?s) (?:pills|tablets|meds))\b",
    _I,
)
_RASH = re.compile(r"\brash\b[^.!?]{0,60}\b(?:doesn'?t|does not|won'?t|will not|didn'?t|isn'?t)\s+(?:fade|fading|go away)\b[^.!?]{0,30}\bglass\b", _I)
_NOW = (_HAVING, _CHEST, _NO_BREATH, _SWELLING, _COLLAPSED, _STROKE, _BLEEDING, _OVERDOSE, _SWALLOWED, _RASH)
# Told of another time: what was had then is kept, not an emergency now.
_THEN = re.compile(
    r"\b(?:last (?:year|month|week|summer|winter|spring|autumn)|(?:years?|months?|weeks?) ago|in (?:19|20)\d\d|"
    r"used to|back in|when (?:i|he|she) was (?:a kid|little|young))\b",
    _I,
)


def emergency_told(text: str) -> bool:
    """Whether ``text`` tells of a medical emergency happening now, the writer's or of someone
    with them (see above)."""
    return any(pattern.search(text) for pattern in _NOW) and not _THEN.search(text)
