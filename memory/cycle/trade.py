"""How business is going at the person's own place (a shop, a salon, a café, a stall), met by ``moods`` as a day at work is:
"Business has been slow this month.", "The salon was dead quiet today, barely any bookings." (the model: "This is a great
phrase!", "That's a beautiful thing!", the lead's walks 11 and 13). Slow is hard, not plain: it is theirs.
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening

_BUSINESS = re.compile(
    r"^\W*(?:business|trade|trading|sales|custom|bookings|(?:the|my|our)\s+(?:shop|business|salon|caf[eé]|restaurant|bakery|stall|store))"
    r"(?:\s+has\s+been|\s+is|\s+was|'s\s+been|'s)\s+"
    r"(?:(?:really|so|very|pretty|quite|a\s+bit|super|rather|fairly|dead)\s+)?"
    r"(?:(?P<slow>slow|quiet|dead|tough|hard|bad|terrible|awful|dire|down|flat)|busy|good|great|booming|brilliant|picking\s+up|steady)"
    r"(?:\s+(?:this|last)\s+(?:week|month|year|summer|winter|spring|autumn|morning|afternoon)|\s+lately|\s+recently"
    r"|\s+for\s+(?:a\s+while|weeks|months)|\s+(?:today|yesterday|all\s+(?:day|week)))?" + END,
    re.IGNORECASE,
)
_TRADE = {
    True: ("{said} — that must be a worry when it's your own. How are you feeling about it?",
           "{said} — that's hard. Is it usually quieter at this time of year?"),
    False: ("{said} — good to hear! What's bringing people in?", "{said} — that's great. Has something changed?"),
}


def how_it_goes(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to how business is going at their place (module docstring), or None."""
    if (found := _BUSINESS.match(sentence)) is None:
        return None
    said = re.sub(r"[\s.!]+$", "", sentence.strip())
    return _TRADE[bool(found["slow"])][pick].format(said=opening(said))
