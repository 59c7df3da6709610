"""One more thing the person does, told with "too", "as well" or "also" ("I teach yoga on
Tuesday nights too.", "I also volunteer at the food bank."), acknowledged by the pipeline
when the model is a voice only (DESIGN §7), as ``happenings`` meets something they do each
week: the embedded 135M answered "I teach yoga on Tuesday nights too." with "That sounds
lovely! What type of yoga do you practice?" (a terminal walk-through), and no kind the
pipeline read had "too" in it. Only a doing of their own days (teaching, playing, singing,
volunteering …) with something done: "I love you too." or "I think so as well." say nothing
of the kind and stay the model's, and so does "I work there too." (where was said before).
"""

from __future__ import annotations

import re

from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END

# What one does in one's days, besides the rest.
_DOES = (
    r"(?:teach(?:es)?|coach(?:es)?|tutor|mentor|play|sing|volunteer|run|help\s+out|swim|cycle|paint|draw|knit|sew|bake|cook|dance"
    r"|train|ride|referee|umpire|foster|grow|brew|study|learn|do|walk|lead|organi[sz]e|host|work"
    r"|go(?!\s+(?:to\s+)?(?:the\s+|my\s+)?(?:dentist|doctor|gp|hospital|shops?|bank|toilet|loo|bed|sleep|home|work)\b))"
)
# What is done, not a word that points back at what was said ("that", "there", "the same").
_DONE = (
    r"(?!(?:it|that|this|so|them|him|her|you|there|here|the\s+same|one|some|too|as)\b)"
    r"[\w'-]+(?:\s+(?!too\b|as\s+well\b)[\w'-]+){0,7}?"
)
# Once, not in their days: "I also see the dentist tomorrow."
_ONCE = r"(?!.*\b(?:tomorrow|tonight|today|yesterday|next|last|later|soon|this\s+(?:morning|afternoon|evening|weekend))\b)"
_BESIDES = re.compile(
    _ONCE + r"^\W*(?:(?:oh|and|oh\s+and)[,\s]+)?(?:i|we)(?:\s+also\s+" + _DOES + r"\s+" + NOT_EVERYDAY + _DONE
    + r"|(?:\s+" + _DOES + r"|(?P<been>(?:'ve|\s+have)\s+been\s+(?:doing|going\s+to|taking|playing|learning|teaching|volunteering|coaching|singing)))"
    + r"\s+" + NOT_EVERYDAY + _DONE + r"\s+(?:too|as\s+well))" + END,
    re.IGNORECASE,
)
# Going to work under their own steam, begun: "I've started walking to work as well, trying to
# get fitter." (the model: "How many days have you been working out?").
_UNDER_OWN_STEAM = re.compile(
    r"^\W*(?:i|we)(?:'ve|\s+have)\s+(?:also\s+|just\s+|now\s+)*(?:started|begun|been)\s+(?:walking|cycling|running|jogging|biking|scooting)"
    r"\s+(?:to|into|in\s+to|home\s+from)\s+(?:work|school|the\s+office|uni|college|the\s+shop)(?:\s+(?:too|as\s+well|every\s+day|most\s+days))?" + END,
    re.IGNORECASE,
)
_ON_FOOT = ("{said} — good for you! How are you finding it?", "{said} — nice. Is it making a difference?")
ANOTHER = (
    "{said} — you keep busy! How long have you been doing that?",
    "{said} — lovely. What got you into it?",
)


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for one more thing ``sentence`` tells they do, or None."""
    if _UNDER_OWN_STEAM.match(sentence):
        return _ON_FOOT
    if (found := _BESIDES.match(sentence)) is None:
        return None
    return (ANOTHER[1], ANOTHER[1]) if found["been"] else ANOTHER  # how long was said in "I've been …"
