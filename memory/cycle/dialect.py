"""Words of Scotland, Ulster and the north of England written as the pipeline's readers expect them (``texting.plain``
reads a message written out before its readers do): "Lewis was greetin' all morning cause he didnae want to go to
nursery." as "Lewis was crying all morning because he didn't want to go to nursery.", "I'm scunnered with the overtime"
as "I'm fed up with the overtime" (the embedded 135M: "Not a bad idea, I hope you're doing well." and "How about a glass
of wine with you next week?", the lead's walk 20, a bus mechanic in Glasgow). Only what has one sense is changed: the
"-nae" of a verb, "greetin'" (not "greeting"), "the day", "the night" (after a word of the day) and "the morra" at a
clause's end, "pure", "proper" or "right" before a feeling,
"doing brand new", "away to" a place, "weans", "cause" before who or what it is of, Wales's "now in a minute", "cwtch"
and "lush", the West Country's "dreckly" and "ansum", "bricking it", "bostin" and "a right mare"; their own words
stay in what is stored.
"""

from __future__ import annotations

import re

_WORDS = {
    "didnae": "didn't", "cannae": "can't", "canna": "can't", "wouldnae": "wouldn't", "widnae": "wouldn't", "couldnae": "couldn't",
    "shouldnae": "shouldn't", "isnae": "isn't", "wasnae": "wasn't", "doesnae": "doesn't", "dinnae": "don't", "dinna": "don't",
    "willnae": "won't", "havenae": "haven't", "hasnae": "hasn't", "arenae": "aren't", "wernae": "weren't",
    "greetin'": "crying", "greetin": "crying", "scunnered": "fed up", "weans": "kids", "bairns": "kids",
    # the West Country's: "I'll sort it dreckly" (later), "ansum it was" (the lead's walk 23, a sheep farmer near Bodmin)
    "dreckly": "later", "ansum": "lovely",
    # the Midlands' and the north's: "got my first OSCE on thursday, proper bricking it" (congratulated), "bostin night out for
    # my mate's 21st" (the model: "It was a lovely day, wasn't it?"; the lead's walk 25, a student nurse in Birmingham)
    "bricking it": "nervous", "brickin it": "nervous", "bricking myself": "nervous", "cacking it": "nervous", "bostin": "brilliant",
}
_WORD = re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(word) for word in _WORDS) + r")(?![\w'])", re.IGNORECASE)
# "cause" for "because" only before who or what it is of: not "the cause of the fire", "a good cause".
_BECAUSE = re.compile(
    r"(?<![\w'])(?<!\bthe\s)(?<!\ba\s)(?<!\bgood\s)(?<!\bmain\s)(?:'?cause|cos|coz|cuz)(?=\s+(?:i|he|she|it|we|they|you|my|our|his|her"
    r"|their|there|the|this|that)\b)",
    re.IGNORECASE,
)
# "the day" and "the night" for today and tonight only after a word of the day or of being out or off ("Dreich day the day",
# "I'm off the day", "going out the night"), not "I saved the day" nor "in the night"; "the morra" always.
_WHEN = re.compile(
    r"(?:(?P<before>\b(?:day|weather|off|working|out|home|busy|quiet|baltic|roasting|freezing|wet|dreich|cold|warm|mental|mad|dead)\s+)"
    r"the\s+(?P<when>day|night)|\bthe\s+(?P<morra>morra))\b(?=\s*(?:[,.!?;]|$))",
    re.IGNORECASE,
)
_TODAY = {"day": "today", "morra": "tomorrow", "night": "tonight"}
_PURE = re.compile(
    r"\b(?:pure|proper|right)\s+(?=(?:nervous|chuffed|gutted|raging|buzzing|brilliant|excited|tired|knackered|scunnered|fed\s+up|happy|sad|proud|delighted"
    r"|made\s+up|beelin|mortified|done\s+in|wrecked|shattered|lovely|class|magic|barry|dead)\b)",
    re.IGNORECASE,
)
# Wales's: "coming over now in a minute" (soon), "a lush cwtch" (a lovely cuddle; the model: "How was your day?", the lead's
# walk 22, a retired dinner lady in Merthyr).
_WALES = re.compile(r"\b(?P<soon>now\s+in\s+a\s+minute)\b|\b(?P<cuddle>cwtch(?:es)?)\b|\b(?P<lovely>lush)\b", re.IGNORECASE)
_WELSH = {"soon": "soon", "cuddle": "cuddle", "lovely": "lovely"}
# "a right mare" of a day or a journey: "had a right mare on the bus" (the model: "the famous 19th-century horse named Perry?",
# the lead's walk 25); not a mare in foal.
_MARE = re.compile(r"\b(?:(?:right|total|absolute|complete|proper)\s+mare|(?<=\bwhat\sa\s)mare)\b(?!\s+(?:in\s+foal|foaled))", re.IGNORECASE)
_FINE = re.compile(r"\b(?P<doing>doing|feeling)\s+brand\s+new\b", re.IGNORECASE)
_AWAY_TO = re.compile(r"(?<=\w)(?P<is>'s|'re|'m|\s+is|\s+are|\s+am)\s+away\s+to\s+(?=(?-i:[A-ZÀ-ÖØ-Þ])|the\b|see\b)", re.IGNORECASE)


def written(text: str) -> str:
    """``text`` with the words of the module docstring written as the readers expect them."""
    said = _WORD.sub(lambda found: _cased(found[0], _WORDS[found[0].lower()]), text)
    said = _BECAUSE.sub(lambda found: _cased(found[0].lstrip("'"), "because"), said)
    said = _WHEN.sub(lambda found: (found["before"] or "") + _TODAY[(found["when"] or found["morra"]).lower()], said)
    said = _PURE.sub("really ", _MARE.sub("nightmare", said))
    said = _FINE.sub(lambda found: f"{found['doing']} great", said)
    said = _WALES.sub(lambda found: _cased(found[0], _WELSH[found.lastgroup]), said)
    return _AWAY_TO.sub(lambda found: f"{found['is']} off to ", said)


def _cased(word: str, written_as: str) -> str:
    """``written_as`` capitalised as ``word`` was: "Cause" as "Because"."""
    return written_as[:1].upper() + written_as[1:] if word[:1].isupper() else written_as
