"""Years told of the person's life, met by the pipeline when the model is a voice only (DESIGN §7): a working life said by
its years ("Forty year on the boats, mostly out of Scarborough." got "That was a great trip, I'll never forget it." from the
embedded 135M) and years married or together, maybe with when they come round ("Me and the wife Pat have been wed fifty
years come June.": "So true! How was your wife?"; the lead's walk 26, a retired trawlerman in Whitby). Said back, glad of
the years, with a question that presumes nothing. ``married_when`` tells ``answered_by`` which sentence answers "When's our
anniversary?".
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, wording
from memory.cycle.telling import REST, WITH_ME, said_again, said_back
from memory.text.numbers import IN_WORDS

_YEARS = rf"(?:(?:over|nearly|almost|about|getting\s+on\s+for|more\s+than)\s+)?(?:{IN_WORDS}|\d{{1,2}})\s+years?"
# Years of work by where they were spent: "Forty year on the boats", "I did twenty years in the army", "thirty years down the
# pit"; not years waited or in the making, nor in a place by its name ("I spent three years in London after university").
_WORKED = re.compile(
    rf"^\W*(?:(?:i'?ve\s+(?:been|done|spent|had|worked)|i\s+(?:was|did|spent|had|worked))\s+)?{_YEARS}\s+(?:on|in|at|with|down|up)\s+"
    r"(?!(?:the\s+)?(?:waiting|list|dole|sick|queue|mend|making|pipeline|prison|jail|bed|hospital|care)\b)(?:the\s+)?(?-i:[a-z])[\w'-]+(?:\s+(?!and\b)[\w'-]+){0,2}?"
    r"(?:\s*,?\s+(?:(?:mostly|mainly|all|always)\s+)?(?:out\s+of|in|at|from|on|round)\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][\w'-]*))?)?"
    + END,
    re.IGNORECASE,
)
_MARRIED = r"(?:married|wed|together)"
# When years married come round: "… fifty years come June", "… forty years in May".
_COMES_ROUND = r"\s+(?:come|in|next|this|on)\s+[\w'-]+"
_TOGETHER = re.compile(
    rf"^\W*(?:we(?:'ve|\s+have)?\s+been|we'?re|we\s+are|i(?:'ve|\s+have)\s+been\s+{_MARRIED}\s+to\s+(?:[\w'-]+\s+){{1,3}}?(?=for\b|{_YEARS}))"
    rf"\s*(?:{_MARRIED}\s+)?(?:for\s+)?{_YEARS}(?:\s+{_MARRIED})?(?:{_COMES_ROUND})?" + REST + END,
    re.IGNORECASE,
)
_MARRIED_WHEN = re.compile(rf"\b{_MARRIED}\s+(?:for\s+)?{_YEARS}{_COMES_ROUND}|\banniversary\b", re.IGNORECASE)
_WORKING_LIFE = ("{said} — that's a working life! What do you miss most?", "{said} — that's a long time. What was it like?")
_YEARS_TOGETHER = ("{said} — congratulations, that's quite something! Any plans to mark it?", "{said} — what a milestone. What's the secret?")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to years of work or years married (module docstring), or None."""
    said, pick = text.strip(), (wording(text) + shift) % 2
    if _WORKED.match(said):
        return _WORKING_LIFE[pick].format(said=said_again(said))
    with_me = WITH_ME.match(said)
    together = WITH_ME.sub("We", said, count=1) if with_me else said
    if _TOGETHER.match(together):
        inside = said_back(together, with_me["with"] if with_me else "").rstrip(" .!")
        return _YEARS_TOGETHER[pick].format(said=inside[:1].upper() + inside[1:])
    return None


def married_when(sentence: str) -> bool:
    """Whether ``sentence`` says when their years married come round, or names their anniversary."""
    return bool(_MARRIED_WHEN.search(sentence))
