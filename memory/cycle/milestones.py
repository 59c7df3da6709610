"""Years told of the person's life, met by the pipeline when the model is a voice only (DESIGN §7): a working life said by
its years ("Forty year on the boats, mostly out of Scarborough." got "That was a great trip, I'll never forget it." from the
embedded 135M), years married or together, maybe with when they come round ("Me and the wife Pat have been wed fifty years
come June.": "So true! How was your wife?"; the lead's walk 26, a retired trawlerman in Whitby), where they came from and
when (walk 28), and one of theirs still going strong (walk 27). Said back, glad of the years, with a question that presumes
nothing. ``married_when`` tells ``answered_by`` which sentence answers "When's our anniversary?".
"""

from __future__ import annotations

import re

from memory.cycle.referred import SOMEONE, gender_of
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import OBJECT, REST, WITH_ME, said_again, said_back
from memory.text.numbers import IN_WORDS

_YEARS = rf"(?:(?:over|nearly|almost|about|getting\s+on\s+for|more\s+than|a\s+good)\s+)?(?:{IN_WORDS}|\d{{1,2}})(?:[\s-]odd)?\s+years?"
# Years of work by where they were spent: "Forty year on the boats", "I did twenty years in the army", "thirty years down the
# pit"; not years waited or in the making, nor in a place by its name ("I spent three years in London after university").
_WORKED = re.compile(
    rf"^\W*(?:(?:i'?ve\s+(?:been|done|spent|had|worked)|i\s+(?:was|did|spent|had|worked))\s+)?{_YEARS}\s+(?:on|in|at|with|down|up)\s+"
    r"(?!(?:the\s+)?(?:waiting|list|dole|sick|queue|mend|making|pipeline|prison|jail|bed|hospital|care)\b)(?:the\s+)?(?-i:[a-z])[\w'-]+(?:\s+(?!and\b)[\w'-]+){0,2}?"
    r"(?:\s*,?\s+(?:(?:mostly|mainly|all|always)\s+)?(?:out\s+of|in|at|from|on|round)\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*))?)?"
    + END
    # ... or by the work and then its years: "Done the cab thirty-odd years now." (the model: "That's a lovely choice. How is it with
    # the colour?", the lead's walk 27)
    + r"|^\W*(?:i'?ve\s+|i\s+)?(?:done|driven|drove|worked|run|ran|kept|been\s+(?:on|in|at|with|down))\s+(?:the|my|our|a)\s+(?-i:[a-z])[\w'-]+"
    rf"(?:\s+[\w'-]+)?\s+(?:for\s+)?{_YEARS}(?:\s+(?:now|and\s+more|or\s+more))?" + END
    # ... or by its verb alone: "I taught for thirty-five years, mostly in Leith." (the model: "That's quite an experience! I'm glad
    # you enjoyed it.", the lead's walk 29)
    + r"|^\W*(?:i'?ve\s+|i\s+)?(?:taught|nursed|farmed|fished|preached|served|lectured|practised|practiced)\s+(?:for\s+)?"
    rf"{_YEARS}(?:\s*,?\s+(?:(?:mostly|mainly|all|always)\s+)?(?:in|at|out\s+of|round)\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*))?)?"
    + END,
    re.IGNORECASE,
)
# Where they came from, and when: "I came over from Jamaica in 1962." (the model: "That's a wonderful place to visit.", the lead's
# walk 28); not a day's trip ("I came back from Spain on Friday").
_CAME_OVER = re.compile(
    r"^\W*(?:i|we|my\s+(?:family|parents|mum|dad|mother|father)(?:\s+and\s+i)?)\s+(?:came\s+over|came\s+here|moved\s+(?:here|over)|emigrated"
    r"|came\s+to\s+(?:this\s+country|england|britain|the\s+uk|scotland|wales|ireland|(?-i:[A-Z][\w'-]+)))\s+from\s+(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?"
    r"(?:\s+(?:in|back\s+in)\s+(?:19|20)\d\d|\s+when\s+(?:i|we)\s+(?:was|were)\s+[\w-]+|\s+as\s+an?\s+(?:child|girl|boy|baby|teenager|young\s+\w+))"
    + END,
    re.IGNORECASE,
)
_CAME_FROM = ("{said} — that's a big move to make. What do you remember of it?", "{said} — that's quite a journey. Do you still have family there?")
# The years of one of theirs, and what they still do: "My old mum's ninety-one and still does her own shopping." (the model:
# "That's a lovely name, I imagine. How did you find your own shopping?", the lead's walk 27)
_OLD_AGE = (
    r"(?:(?:sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)\s+hundred|[6-9]\d|1[01]\d)"
)
_STILL_GOING = re.compile(
    rf"^\W*(?:my|our|me)\s+(?:old\s+|dear\s+)?(?P<who>{SOMEONE})(?:'s|\s+is)\s+{_OLD_AGE}(?:\s+years\s+old)?(?:\s+now)?"
    r"\s*(?:,|and|,\s*and)\s+(?:(?:she|he)(?:'s|\s+is)?\s+)?(?:still|always)\s+[\w'-]+(?:\s+[\w'-]+){0,5}" + END,
    re.IGNORECASE,
)
_GOING_STRONG = ("{said} — good for {them}! What's the secret?", "{said} — amazing, bless {them}. Do you see much of {them}?")
_MARRIED = r"(?:married|wed|together)"
# When years married come round: "… fifty years come June", "… forty years in May".
_COMES_ROUND = r"\s+(?:come|in|next|this|on)\s+[\w'-]+"
_TOGETHER = re.compile(
    rf"^\W*(?:we(?:'ve|\s+have)?\s+been|we'?re|we\s+are|i(?:'ve|\s+have)\s+been\s+{_MARRIED}\s+to\s+(?:[\w'-]+\s+){{1,3}}?(?=for\b|{_YEARS}))"
    rf"\s*(?:{_MARRIED}\s+)?(?:for\s+)?{_YEARS}(?:\s+{_MARRIED})?(?:{_COMES_ROUND})?" + REST + END,
    re.IGNORECASE,
)
_MARRIED_WHEN = re.compile(rf"\b{_MARRIED}\s+(?:for\s+)?{_YEARS}{_COMES_ROUND}|\banniversary\b", re.IGNORECASE)
# ... still at it: "Done the cab thirty-odd years now", "I've run the pub for twenty years".
_STILL = re.compile(r"\bnow\W*$|^\W*(?:i'?ve|i\s+have)\b", re.IGNORECASE)
_STILL_AT_IT = ("{said} — that's a working life! You must have seen it all.", "{said} — that's a long time. What keeps you at it?")
_WORKING_LIFE = ("{said} — that's a working life! What do you miss most?", "{said} — that's a long time. What was it like?")
_YEARS_TOGETHER = ("{said} — congratulations, that's quite something! Any plans to mark it?", "{said} — what a milestone. What's the secret?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to the years of their life the message tells (module docstring), or None."""
    said, pick = text.strip(), (wording(text) + shift) % 2
    if _WORKED.match(said):
        return (_STILL_AT_IT if _STILL.search(said) else _WORKING_LIFE)[pick].format(said=said_again(said))
    if found := _STILL_GOING.match(said):
        they = gender_of(found["who"]) or "they"
        return _GOING_STRONG[pick].format(said=said_again(said), them=OBJECT[they])
    if _CAME_OVER.match(said):
        return _CAME_FROM[pick].format(said=said_again(said))
    with_me = WITH_ME.match(said)
    together = WITH_ME.sub("We", said, count=1) if with_me else said
    if _TOGETHER.match(together):
        inside = said_back(together, with_me["with"] if with_me else "").rstrip(" .!")
        return _YEARS_TOGETHER[pick].format(said=opening(inside))
    return None


def married_when(sentence: str) -> bool:
    """Whether ``sentence`` says when their years married come round, or names their anniversary."""
    return bool(_MARRIED_WHEN.search(sentence))
