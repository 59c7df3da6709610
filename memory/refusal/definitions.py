"""Questions of what a thing is (issue 15): what a word, a drug or a crime means ("whats a
molotov", "What is the layering stage of money laundering?"), asked with nothing about
doing it, and which thing is the deadliest or most toxic known. ``memory.refusal.frames``
reads them for its definition and fact frames; regular expressions, no model.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# What a word, a drug or a crime is, as people type it: "whats a molotov" with no question
# mark, a part of one ("What is the layering stage of money laundering?"), or what doing it
# means ("What does it mean to stab someone in the back at work?").
_WHAT_IS = r"what(?:'s|s| is| are)"
_NAMED_THING = r"(?:a |an |the )?(?:[\w'-]+ ){0,3}[\w'-]+(?: of (?:a |an |the )?(?:[\w'-]+ ){0,2}[\w'-]+)?"
DEFINITION = re.compile(
    rf"^\W*(?:what(?:'s|s| is| are| was| were) (?:a |an |the )?(?:definition|meaning) of\b|define\b|"
    rf"{_WHAT_IS} (?!in\b){_NAMED_THING}(?:\?|\W*$)|{_WHAT_IS} meant by\b|"
    r"what does (?:the word |the term )?[\"']?(?:[\w'-]+ ){0,3}[\w'-]+[\"']? mean\b|"
    r"what does it mean (?:to|when|if)\b|"
    rf"{_WHAT_IS} (?:a |an )?(?:[\w'-]+ ){{0,3}}[\w'-]+ and (?:why|what|how) (?:is|are|does|do) (?:it|they)\b)",
    _I,
)
# Asking how to do it, where to get it, or saying one means to: a definition no longer.
DOING = re.compile(
    r"\b(?:how (?:do|can|could|would|should|to|much|many)|where|way|ways|steps?|recipe|make|made|making|buy|get|"
    r"cook|build|use|i want|i'?m going|i'?ll|i will|should i|can i|my|me|best|easiest|most|quickest|fastest|safest|"
    r"cheapest|strongest|deadliest|lethal|dose|untraceable|ingredients?|made of|contains?|recipe)\b",
    _I,
)

# A record of the world asked after: which thing is the deadliest or most toxic known, in
# nature or in history ("What's the deadliest poison known to science?"), of no one.
FACT = re.compile(
    r"^\W*(?:what(?:'s|s| is| was| are| were)|which(?: [\w-]+){0,2} (?:is|was|are|were))\s+(?:the\s+)?"
    r"(?:most [\w-]+|[\w-]+est)\b[^.!?]*?\b(?:known(?: to (?:science|man|humanity))?|in (?:the world|history|nature|existence)|"
    r"on (?:earth|the planet)|ever (?:made|recorded|found|discovered|built|used))\b",
    _I,
)
