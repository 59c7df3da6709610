"""How their team did: "Barnsley lost again Saturday, they're hopeless this season." got "Ha ha! What's up?" from the
embedded 135M (the lead's walk 16). A side that lost, drew or was beaten, by its name or as "the lads", is said back
with a word of sympathy and a question that presumes nothing; a win told with its score ("Liverpool battered them 4-0,
boss.", the lead's walk 21) is cheered, if ``rituals.congratulations`` has not read it as news before. Not what someone lost ("Sarah lost her keys"): nothing may follow the result but
when, where, again, a score or a remark on the side.
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import said_again, said_back

_RESULT = re.compile(
    r"^\W*(?P<result>(?:(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)){0,2}|(?:the|my|our)\s+(?:team|lads|boys|girls|side|club))"
    r"\s+(?:lost|drew|got\s+(?:beat|beaten|hammered|thrashed|stuffed|relegated)|were\s+(?:beaten|hammered|thrashed|relegated))"
    r"(?:\s+(?:again|at\s+home|away|on\s+penalties|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|last\s+night|yesterday|today"
    r"|tonight|at\s+the\s+weekend|\d+\s*-\s*\d+|\w+\s+nil))*)"
    r"(?:\s*,\s*(?:and\s+)?(?:they'?re|they\s+are|they\s+were|they'?ve\s+been)\s+[^.!?,]{2,40}"
    # ... or how it left them: "West Ham got stuffed again Saturday, I'm gutted." (the model: "Not at all.", the lead's walk 27)
    r"|\s*,\s*(?:and\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:so|well|proper|absolutely|really)\s+)?(?:gutted|fuming|sick|raging|devastated"
    r"|heartbroken|fed\s+up|sick\s+of\s+it))?" + END,
    re.IGNORECASE,
)
# ... or won, told in a few words with a cheer after it: "Liverpool battered them 4-0, boss." (the model: "I see. Tell me more?",
# the lead's walk 21), "City won again last night, get in!"
_WON = re.compile(
    r"^\W*(?P<result>(?:(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)){0,2}|(?:the|my|our)\s+(?:team|lads|boys|girls|side|club))"
    r"\s+(?:won|battered|hammered|thrashed|stuffed|walloped|smashed|beat|destroyed|murdered)(?:\s+(?:them|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?))?"
    r"(?:\s+(?:again|at\s+home|away|on\s+penalties|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|last\s+night|yesterday|today"
    r"|tonight|at\s+the\s+weekend|\d+\s*-\s*\d+|\w+\s+nil))+)"
    r"(?:\s*[,!-]+\s*(?:(?:proper|really|well|so|dead)\s+)?(?:boss|get\s+in|buzzing|come\s+on|get\s+in\s+there|what\s+a\s+game|lovely\s+stuff"
    r"|class|mint|get\s+in\s+lads))?" + END,
    re.IGNORECASE,
)
# A good turn at work: "Had a right result today, a fare to Heathrow first thing." (the model: "That sounds delicious!", the lead's
# walk 27)
_A_RESULT = re.compile(
    r"^\W*(?:(?:i|we)\s+)?had\s+(?:a|an)\s+(?:right|real|proper|great|good|top|cracking|bit\s+of\s+a)\s+result"
    r"(?:\s+(?:today|at\s+work|this\s+morning|tonight|yesterday))?(?:\s*[,;:-]+\s*[^.!?]{3,80})?" + END,
    re.IGNORECASE,
)
_GOOD_TURN = ("{said} — nice one! Made your day?", "{said} — result! That's a good day's work.")
_WINS = ("{said} — what a result! Were you there?", "{said} — brilliant! Did you get to watch it?")
_LOST = (
    "{said} — oh no, that's hard to watch. Do you go to the matches?",
    "{said} — sorry to hear it. Do you still go and watch them?",
)


# Sides typed in lower case, with the score that makes them sides: "city smashed united 3-0, proper buzzing" (the model: "Can't
# even describe it!", the lead's walk 30).
_LOWER_SIDES = re.compile(
    r"^(?P<open>\W*)(?P<side>[a-z]+)(?P<verb>\s+(?:won|lost|drew|battered|hammered|thrashed|stuffed|walloped|smashed|beat|destroyed|murdered)\s+)"
    r"(?P<other>[a-z]+)(?=\s+\d+\s*-\s*\d+)"
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to how their team did (module docstring), or None."""
    if text == text.lower() and (sides := _LOWER_SIDES.match(text)) and sides["side"] not in ("i", "we", "they", "he", "she", "you"):
        text = f"{sides['open']}{sides['side'].capitalize()}{sides['verb']}{sides['other'].capitalize()}{text[sides.end():]}"
    if _A_RESULT.match(text.strip()):
        return _GOOD_TURN[(wording(text) + shift) % 2].format(said=said_again(text))
    found, wordings = _RESULT.match(text.strip()), _LOST
    if found is None:
        found, wordings = _WON.match(text.strip()), _WINS
    if found is None or re.match(r"(?:I|We|He|She|They|It|You)\b", found["result"]):
        return None
    return wordings[(wording(text) + shift) % 2].format(said=opening(said_back(found["result"])))
