"""The weather, as small talk, met by the pipeline when the model is a voice only (DESIGN §7):
the embedded 135M answered "The weather's been miserable all week." with nothing it kept ("I
see. Tell me more?", a walk-through). The reply says it back as they said it, with a word of
fellow feeling, and asks of them, never of the weather itself (it has no forecast).
"""

from __future__ import annotations

import re

from memory.cycle.grounding import bad_news
from memory.cycle.statements import END, one_statement, opening, wording
from memory.cycle.telling import REST, said_again

_GREY = r"miserable|awful|terrible|grim|rubbish|horrible|dreadful|grey|gray|wet|freezing|bitter|foul|vile|depressing|pants"
_FINE = r"lovely|gorgeous|glorious|amazing|beautiful|great|nice|sunny|warm|fab|brilliant|fantastic|stunning|perfect|grand|cracking|fine|tidy|lush"
# What "it" is only of the weather: "It's been raining all day.", "It's freezing out."
_WET = r"raining|pouring|bucketing|chucking\s+it\s+down|snowing|blowing\s+a\s+gale|hailing|drizzling|tipping\s+it\s+down"
_OUT = r"(?:freezing|boiling|roasting|baking|sweltering|baltic|sunny|windy|foggy|grey|gray|wet|chilly|scorching|glorious|gorgeous|lovely)\s+(?:out|outside)"
_WEATHER = re.compile(
    r"^\W*(?:(?:the\s+)?weather(?:'s|\s+is|\s+has\s+been|'s\s+been|\s+was)\s+(?:(?:so|really|absolutely|pretty|quite|a\s+bit|properly|bloody)\s+)?"
    rf"(?:(?P<grey>{_GREY})|{_FINE})"
    r"|it(?:'s|\s+is|\s+has\s+been|'s\s+been|\s+was)\s+(?:(?:so|really|absolutely|pretty|quite|a\s+bit|properly|bloody)\s+)?"
    rf"(?:(?P<wet>{_WET}|(?:freezing|baltic|grey|gray|wet|chilly|windy|foggy)\s+(?:out|outside))|{_OUT})"
    # the wind or the rain: "Wind's been howling all week, hasn't it?" (the model: "That's a bit of an overused phrase.")
    r"|(?:the\s+)?(?:wind|rain|frost|fog|snow|cold)(?:'s|\s+is|\s+has\s+been|'s\s+been|\s+was)\s+(?:(?:so|really|absolutely)\s+)?"
    r"(?P<wild>howling|blowing\s+a\s+gale|relentless|non-?stop|lashing(?:\s+down)?|bitter|biting|brutal|wild|something\s+else)"
    # sunshine: "Lovely bit of sunshine this afternoon." (the model: "Have a nice day!")
    rf"|(?:(?:a|what\s+a|such\s+a)\s+)?(?:{_FINE})\s+(?:(?:bit|spell|drop)\s+of\s+)?(?:sunshine|sun|weather)"
    # ... for something: "Tidy weather for the washing today" (the model: "I see. Tell me more?", the lead's walk 22)
    r"(?:\s+for\s+(?:the\s+)?(?:washing|drying|garden|gardening|beach|a\s+walk|walking|a\s+barbecue|a\s+bbq))?"
    # a day as it is outside: "Grand day out there, isn't it?" (the model: "I see. Tell me more?")
    rf"|(?:(?:a|what\s+a|such\s+a|it'?s\s+a)\s+)?(?:(?P<grey_day>{_GREY}|wild|wet|dreich|cold|bitter)|{_FINE})\s+(?:day|morning|afternoon|evening|night)"
    r"\s+(?:out\s+there|outside|out|today))"
    r"(?:\s+(?:all\s+(?:day|week|weekend|month|morning)|today|this\s+(?:week|morning|afternoon|weekend)|lately|again|for\s+days"
    r"|since\s+(?:(?:six|seven|eight|five|first\s+light|dawn|lunch(?:time)?|breakfast|\d{1,2})(?:\s+(?:o'clock|this\s+morning|am))?"
    r"|(?:this\s+)?(?:morning|first\s+thing))))?"
    # ... asking agreement: "The weather's been grim, hasn't it?" (was told the assistant can't see the weather)
    # said back without it: the assistant sees no weather to agree to
    + r"(?:(?P<tag>\s*,?\s*(?:isn'?t|hasn'?t|wasn'?t)\s+it\s*\?+)\s*$|" + END + ")",
    re.IGNORECASE,
)
_GREY_DAYS = (
    "{said} — that can really get you down. Have you managed to get out at all?",
    "{said} — what a shame. Are you stuck indoors, or braving it?",
)
_FINE_DAYS = ("{said} — how nice! Have you been able to get out in it?", "{said} — make the most of it! Anything nice planned?")


# Caught in the rain: "Had a right soaking on my round today, it didn't stop raining." (the model: "That's a bit harsh. You
# could say, \"I'm afraid of the dark.\"", the lead's walk 31); "Got soaked on my round today." was met as a mishap ("what a
# pain. Is it sorted now?").
_SOAKED = re.compile(
    # not of a bath or a water fight: "I had a good soaking in the bath.", "Got soaked by the sprinkler at the park lol"
    r"^(?!.*\b(?:bath|tub|jacuzzi|spa|pool|sprinklers?|water\s+(?:park|fight|pistol|gun|slide)|paddling|splash|hose)\b)"
    r"\W*(?:(?:i|we)(?:'ve|\s+have)?\s*(?:got|had|was|were|'m|am|'re|are)|got|had)\s+(?:(?:absolutely|completely|totally|properly)\s+)?"
    r"(?:(?:a|an)\s+(?:(?:right|proper|real|good|absolute)\s+)?(?:soaking|drenching)|soaked(?:\s+through|\s+to\s+the\s+skin)?|drenched"
    r"|caught\s+(?:out\s+)?in\s+the\s+(?:rain|downpour|storm))"
    # ... doing what: "I got caught in the rain walking the dog."
    r"(?:\s+(?:walking|cycling|running|coming|going|getting|doing|on)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)?" + REST
    + r"(?:\s*[,;-]+\s*(?:and\s+)?it\s+(?:didn'?t|never|wouldn'?t)\s+stop(?:ped)?(?:\s+raining)?(?:\s+(?:all\s+day|once))?)?" + END,
    re.IGNORECASE,
)
_SOAKINGS = ("{said} — you poor thing! Have you dried off now?", "{said} — what a drenching. Warm and dry now, I hope?")


# Two clauses of weather: "Dreich day today, it's been chucking it down since six." (the model: "That's quite the culinary
# style, eh?", the lead's walk 20)
_ITS_USE = re.compile(r"\b(?:washing|line|pegged|dry|drying|dried|garden|sun\s*cream|beach|paddling|deckchair|barbecue|bbq|walk)\b", re.IGNORECASE)
_TWO = re.compile(r"^(?P<first>[^,;]+?)\s*[,;]\s*(?:and\s+)?(?P<second>[^,;]+)$")


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to the weather ``text`` tells of, or None."""
    if _SOAKED.match(text.strip()):
        return _SOAKINGS[(wording(text) + shift) % 2].format(said=said_again(text))
    sentence = one_statement(text)
    if sentence is None:
        return None
    # ... or the weather, then a short remark on what it is good for: "Tidy weather for the washing today, it's all out on the
    # line." (the model: "I see. Tell me more?", the lead's walk 22)
    if (two := _TWO.match(sentence.strip())) and _WEATHER.match(two["first"]) and (
        _WEATHER.match(two["second"]) or (len(two["second"].split()) <= 9 and _ITS_USE.search(two["second"]) and not bad_news(two["second"]))
    ):
        grey = any(found and _grey(found) for found in (_WEATHER.match(two["first"]), _WEATHER.match(two["second"])))
        said = re.sub(r"[\s.!]+$", "", sentence.strip())
        return (_GREY_DAYS if grey else _FINE_DAYS)[(wording(text) + shift) % 2].format(said=opening(said))
    if (found := _WEATHER.match(sentence)) is None:
        return None
    said = re.sub(r"[\s.!]+$", "", sentence.strip()[: found.start("tag")] if found["tag"] else sentence.strip())
    said = re.sub(r"^\W*the\s+weather", "the weather", said, flags=re.IGNORECASE)
    return (_GREY_DAYS if _grey(found) else _FINE_DAYS)[(wording(text) + shift) % 2].format(said=opening(said))


def _grey(found: re.Match) -> bool:
    """Whether the weather ``found`` is grey, wet or wild."""
    return bool(found["grey"] or found["wet"] or found["wild"] or found["grey_day"])
