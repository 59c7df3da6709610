"""A first try or a bake that flopped, laughed at, met by the pipeline itself when the model is a voice only
(DESIGN §7) as ``happenings`` meets the rest of the person's days: encouraged, never pitied (a "disaster" said with
a laugh is no bad news). Split from ``happenings``."""

from __future__ import annotations

import re

from memory.cycle.statements import END

# A first try laughed at: "My first painting was a disaster lol" (the model: "… You're so lucky to have had it right on!").
_FIRST_GO = re.compile(
    r"^\W*my\s+(?:very\s+)?first\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:was|looked|came\s+out)\s+(?:(?:a\s+bit\s+of\s+|a\s+)?(?:total\s+|complete\s+|bit\s+of\s+a\s+)?"
    r"(?:disaster|mess|flop|fail|shambles|catastrophe)|terrible|awful|rubbish|dreadful|hilarious|wonky|so\s+bad)" + END,
    re.IGNORECASE,
)
_FIRST_TRY = ("Ha — everyone's first one is! Will you keep at it?", "That's how everyone starts! What will you try next?")
# ... or any bake or make that flopped, laughed at: "My sourdough came out flat as a pancake lol" (the model: "That's a
# delicious joke, and I'm happy to help with that.")
_FLOPPED = re.compile(
    r"^\W*(?:my|our)\s+(?!(?:very\s+)?first\b)(?:[\w-]+\s+){0,2}?(?:sourdough|bread|loaf|cake|bake|scones|biscuits|cookies|souffl[eé]|pizza|pie|brownies"
    r"|pancakes|jumper|scarf|painting|pot|vase|birthday\s+cake)\s+(?:came\s+out|turned\s+out|was|is|looks?|looked)\s+"
    r"(?:(?:as\s+)?flat(?:\s+as\s+a\s+pancake)?|burnt|raw|rock\s+hard|wonky|lopsided|inedible|(?:like\s+)?a\s+brick"
    r"|a\s+(?:total\s+|complete\s+|bit\s+of\s+a\s+)?(?:disaster|mess|flop|fail|shambles))"
    r"(?:\s*,?\s*(?:lol|haha+|ha|lmao|oops))?" + END,
    re.IGNORECASE,
)
_ANOTHER_GO = ("Ha — it happens to the best of us! Will you give it another go?", "Oh no, ha! What do you think went wrong?")


def laughed_at(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a first try or a make that flopped ``sentence`` laughs at, or None."""
    return _FIRST_TRY if _FIRST_GO.match(sentence) else _ANOTHER_GO if _FLOPPED.match(sentence) else None
