"""The health of someone of theirs, met by the pipeline when the model is a voice only (DESIGN §7): unwell, ill with
something, an ache, in hospital or diagnosed ("My mum's not been well.", "Callum's knee has been playing up since he
slipped on the ice."; ``unwell``, read by ``theirs`` before bad news is left to the model, since this is the bad news), or
ill or hurt a while ago and well again ("My da had a wee stroke last year but he's doing brand new now.", written out by
``dialect``; the embedded 135M: "Dad's doing well, I reckon.", the lead's walk 20; ``acknowledgement``). Said back with
sympathy, or glad of how they are now, and a question that presumes nothing. A condition of theirs playing up ("my mom's
diabetic and her sugars have been all over the place") and the person's own readings ("My sugar has been high this week,
the doctor changed my tablets.", the lead's walks 25 and 28) are met with sympathy too.
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import REST, WHO, said_again, said_back, whom
from memory.cycle.worn_down import HOW_IT_IS, PART
from memory.text.ailments import BOUT, ILLNESS

# Someone of theirs unwell: "My mum's not been well." (the model: "Not a bad idea, I hope."): met with sympathy, nothing
# presumed.
_UNWELL = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has|\s+is|\s+hasn't|\s+isn't)\s+(?:not\s+)?(?:been\s+)?(?:very\s+|too\s+|feeling\s+|doing\s+)?"
    r"(?:well|great|good|himself|herself|themselves|brilliant)(?:\s+(?:lately|recently|this\s+week|for\s+a\s+while))?" + END,
    re.IGNORECASE,
)
# ... or had an illness, the children said as "the kids": "the kids both had chickenpox" (after "Apologies for vanishing",
# the model: "How was your day?"), "My mum's got shingles".
_ILL_WITH = re.compile(
    rf"^\W*(?:{WHO}|the\s+(?:kids|children|twins|boys|girls|little\s+ones))(?:\s+(?:both|all))?(?:'ve|\s+have|'s|\s+has)?\s+"
    r"(?:both\s+|all\s+|just\s+)?(?:had|got|caught|been\s+(?:down|off|ill|poorly|laid\s+up)\s+with|came\s+down\s+with|gone\s+down\s+with"
    r"|went\s+down\s+with)\s+(?:(?:a|an|the)\s+)?(?:(?:nasty|bad|horrible|awful|rotten|stinking)\s+)?"
    + ILLNESS + REST + END,
    re.IGNORECASE,
)
# ... or an ache of theirs: "Callum's knee has been playing up since he slipped on the ice." (the model: "You've lost
# one foot and you're going to have to get a new one tomorrow because of the ice.", the lead's walk 11), "My mum's hip
# has been giving her gyp."
_THEIR_ACHE = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has\s+(?:a|an)?)\s+{PART}{HOW_IT_IS}"
    r"(?:\s+(?:since|after|ever\s+since)\s+(?:he|she|they)\s+(?:slipped|fell|tripped|fell\s+over|had\s+(?:the|that|a|an)\s+[\w-]+)\b[\w' -]*?)?"
    + REST + END,
    re.IGNORECASE,
)
_IN_HOSPITAL = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has|\s+is)\s+(?:been\s+)?(?:back\s+)?in\s+(?:(?-i:[A-Z][\w'’.-]*)\s+){{0,3}}hospital" + REST + END, re.IGNORECASE
)
# ... or poorly, and maybe in hospital with it: "Brenda's sister is poorly, she's in Barnsley hospital with her chest." (the
# model: "Poor bastard! What's wrong with your sister?", the lead's walk 16)
_POORLY_NOW = re.compile(
    rf"^\W*{WHO}(?:'s|\s+is|\s+has\s+been|'s\s+been)\s+(?:(?:very|really|quite|a\s+bit|proper|still)\s+)?"
    r"(?:poorly|ill|unwell|under\s+the\s+weather|in\s+a\s+bad\s+way)" + REST
    + r"(?:\s*,\s*(?:and\s+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:been\s+)?in\s+(?:(?-i:[A-Z][\w'’.-]*)\s+){0,3}hospital"
    r"(?:\s+with\s+(?:her|his|their)\s+[\w-]+)?" + REST + ")?" + END,
    re.IGNORECASE,
)
# A diagnosis of someone of theirs: "My dad's just been diagnosed with diabetes." (the model: "What a
# brave decision.").
_DIAGNOSED = re.compile(
    rf"^\W*{WHO}(?:'s|\s+has|\s+was|\s+got)\s+(?:(?:just|finally|recently|now)\s+)?(?:been\s+)?diagnosed\s+with\s+"
    r"(?:[\w'-]+\s*){1,5}?" + REST + END,
    re.IGNORECASE,
)
# ... or a condition of theirs playing up: "my mom's diabetic and her sugars have been all over the place" (the model: "I see.
# Tell me more?", the lead's walk 25)
_CONDITION_PLAYING_UP = re.compile(
    rf"^\W*{WHO}(?:'s|\s+is|\s+has)\s+(?:got\s+)?(?:diabetic|diabetes|asthmatic|asthma|epileptic|epilepsy|type\s+[12](?:\s+diabetes)?"
    r"|high\s+blood\s+pressure|copd|angina|a\s+bad\s+heart|heart\s+failure|kidney\s+disease|arthritis|parkinson'?s|dementia)\s*,?\s+and\s+"
    r"(?:her|his|their)\s+(?:blood\s+)?(?:sugars?|levels|pressure|bp|breathing|seizures|fits|heart|chest|kidneys|joints|memory|readings)"
    r"(?:'ve|\s+have|'s|\s+has|\s+is|\s+are)?\s+(?:been\s+)?(?:(?:really|very|a\s+bit|quite|so)\s+)?"
    r"(?:all\s+over\s+the\s+place|up\s+and\s+down|high|low|bad|playing\s+up|worse|getting\s+worse|not\s+great|erratic|out\s+of\s+control"
    r"|through\s+the\s+roof|a\s+worry)" + REST + END,
    re.IGNORECASE,
)
# ... and the person's own readings: "My sugar has been high this week, the doctor changed my tablets." (the model: "What did you
# do last week?", the lead's walk 28)
_OWN_READINGS = re.compile(
    r"^\W*(?:my|me)\s+(?:blood\s+)?(?:sugars?|levels|pressure|bp|readings|cholesterol|iron|thyroid|heart\s+rate)\s+(?:has|have|'s|is|are)\s+"
    r"(?:been\s+)?(?:(?:really|very|a\s+bit|quite|so)\s+)?(?:high|low|up|all\s+over\s+the\s+place|up\s+and\s+down|bad|through\s+the\s+roof"
    r"|playing\s+up|a\s+worry)" + REST
    + r"(?:\s*[,;-]+\s*(?:and\s+|so\s+)?(?:the|my)\s+(?:doctor|gp|nurse|consultant|diabetes\s+nurse)\s+(?:has\s+)?(?:changed|upped|increased|lowered"
    r"|put\s+me\s+on|gave\s+me|adjusted)\s+(?:my|me\s+on|some|new|the)?\s*(?:new\s+)?(?:tablets|meds|medication|insulin|pills|dose))?" + END,
    re.IGNORECASE,
)
_OWN_WORRY = ("{said} — I'm sorry, that's a worry. How are you feeling in yourself?",
              "{said} — that's a lot to keep on top of. Are you feeling all right?")
_UNWELL_NOW = ("{said} — I'm sorry, that's worrying. How are you holding up?", "{said} — I'm sorry to hear it. How is {whom} doing today?")
_POORLY = ("{said} — oh no, that's miserable. Is it clearing up now?", "{said} — I'm sorry, that's hard going. How are things at home now?")
_THEY_ACHE = ("{said} — oh no, I hope it settles soon. Is {whom} managing all right?",
              "{said} — sorry to hear it. Is {whom} able to rest it?")

_WHAT_BEFELL = (
    r"(?:had|got|caught|went\s+through|was\s+in\s+hospital\s+with)\s+"
    r"(?:(?:a|an|the|his|her|their)\s+)?(?:(?:wee|small|little|mild|minor|bad|big|nasty|major|serious)\s+)?"
    r"(?:stroke|heart\s+attack|fall|operation|op|hip\s+replacement|knee\s+replacement|new\s+hip|new\s+knee|bypass|cancer\s+scare"
    r"|scare|breakdown|accident|seizure|bleed|clot|infection|hernia|surgery|chemo|transplant|broken\s+(?:hip|leg|arm|wrist|ankle))"
    rf"|(?:had|got|caught)\s+{BOUT}{ILLNESS}|broke\s+(?:his|her|their)\s+(?:hip|leg|arm|wrist|ankle|collarbone|foot)"
)
_WELL_NOW = (
    r"(?:doing|feeling|getting\s+on|keeping|back\s+to\s+(?:himself|herself|themselves|normal))"
    r"(?:\s+(?:great|well|fine|brilliant|grand|much\s+better|better|really\s+well|so\s+well|champion|smashing|amazing))?"
    r"|(?:fine|great|grand|well|fit\s+as\s+a\s+fiddle|right\s+as\s+rain|back\s+on\s+(?:his|her|their)\s+feet|fully\s+recovered|much\s+better)"
)
_MENDED = re.compile(
    rf"^\W*{WHO}\s+(?:(?:had|has)\s+)?(?:{_WHAT_BEFELL})" + REST
    + r"\s*,?\s*(?:but|and)\s+(?:(?:thankfully|luckily|happily)\s+)?(?:he|she|they)(?:'s|\s+is|'re|\s+are|\s+has\s+been|'s\s+been)\s+"
    + r"(?:(?:doing\s+)?(?:now|all)\s+)?(?:" + _WELL_NOW + r")(?:\s+(?:now|these\s+days|again))?" + END,
    re.IGNORECASE,
)
_GLAD = (
    "{said} — what a relief. How's {whom} keeping these days?",
    "{said} — that's so good to hear. Was it a worrying time?",
)


def unwell(sentence: str) -> tuple[str, str] | None:
    """The two wordings for someone of theirs unwell, ill with something, aching, in hospital or diagnosed, or None."""
    if (re.search(r"\bnot\b|n't\b", sentence) and _UNWELL.match(sentence) or _IN_HOSPITAL.match(sentence) or _DIAGNOSED.match(sentence)
            or _POORLY_NOW.match(sentence)):
        return _UNWELL_NOW
    if _ILL_WITH.match(sentence):
        return _POORLY
    return _THEY_ACHE if _THEIR_ACHE.match(sentence) else None


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to one of theirs ill or hurt before and well now, or with a condition playing up
    (module docstring), or None."""
    if _OWN_READINGS.match(text.strip()):
        return _OWN_WORRY[(wording(text) + shift) % 2].format(said=said_again(text))
    found = _MENDED.match(text.strip()) or _CONDITION_PLAYING_UP.match(text.strip())
    if found is None:
        return None
    said = opening(said_back(text.strip()).rstrip(" .!"))
    wordings = _GLAD if found.re is _MENDED else _UNWELL_NOW
    return wordings[(wording(text) + shift) % 2].format(said=said, whom=whom(found["who"]))
