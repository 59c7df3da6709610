"""Figures of speech and venting that name a violent or criminal act and mean none (issue 15):
"kill time", "steal the show", "shoot my boss an email", "I could strangle my brother for
eating my leftovers, lol". ``memory.refusal.frames`` reads them for its figurative and
venting frames; regular expressions over the message, no model.
"""

from __future__ import annotations

import re

from memory.refusal.targets import HARMED_PERSON, TAKING

_I = re.IGNORECASE

FIGURATIVE = re.compile(
    r"\b(?:kill(?:ing|ed)? (?:it|time|some time|the lights|the mood|the vibe)|killing me|"
    # Switching off a pastime, never what keeps anyone warm or alive (the power to a
    # neighbour's oxygen machine): "kill the wi-fi on my kids' devices at bedtime".
    r"kill(?:s|ing|ed)? (?:the|my|our|all the|their|his|her) (?:wi-?fi|internet|music|sound|volume|"
    r"tv|telly|radio|notifications|router|screen time|data|alarm|alarm clock)|"
    # What someone will do to the writer for a slip: "my brother is going to kill me when he sees".
    r"(?:murder|kill|strangle|slaughter)s? me (?:if|when|for|once|after)|"
    r"could (?:kill|strangle|murder) (?:this|that)|slay(?:ed|ing)?|blow (?:\w+ ){0,2}away|steal(?:ing)? the show|"
    r"bomb(?:ed)? (?:this|the|my|that) (?:exam|test|interview|audition)|"
    r"attack (?:this|the|that) (?:\w+ )?(?:problem|question|task|essay)|"
    r"shoot (?:a|the) (?:photo|portrait|picture|video|film|scene|wedding)|hack(?:ed)? together|"
    r"crack(?:ed)? (?:a|the) (?:joke|smile|code|case)|dying to|"
    # A habit improved: "How do I hack my productivity?" (the head: illegal, refused, the lead's probe in session 48).
    r"hack(?:s|ing)? (?:my|your|our|the) (?:productivity|sleep|morning|routine|life|diet|budget|brain|workflow|focus|study|habits|metabolism|commute)|"
    # News told: "How do I break it to my husband?" (harm 0.40, refused, the lead's probe in session 47).
    r"br(?:eak|eaks|eaking|oke|oken) (?:it|the news|this|that) (?:gently )?to (?:my|our|his|her|their|the|him|her|them)\b"
    r"(?![^.!?]*\b(?:break|breaking|broke|smash\w*|snap\w*|crack\w*|fractur\w*)\b)|"  # not beside a break of a bone
    r"steal(?:ing)? (?:a kiss|a glance|a look|a moment|a march|the limelight|the spotlight|(?:her|his|their|my|your) heart)|"
    # A while or a rest taken: "steal a few minutes of quiet", "steal a quick nap".
    r"steal(?:s|ing)? (?:a |an |some |the odd )?(?:few |couple of |quick |little |spare |precious )?"
    r"(?:minutes?|moments?|hours?|time|naps?|breaks?|breathers?|rest|sleep|peeks?|glances?)|"
    # Blowing an instrument or a fuse, cutting someone off in a queue or in traffic.
    r"blow(?:s|ing)? (?:a|the|my|your|his|her|their|on (?:a|the|my)) (?:\w+ )?"
    r"(?:whistle|horn|trumpet|trombone|flute|kiss|kisses|bubbles?|raspberry|fuse|gasket|nose|candles?|glass)|"
    r"cut(?:s|ting)? (?:someone|somebody|him|her|them|people|\w+ (?:drivers?|cars?|cyclists?)) off\b|"
    # Sound drowned by more sound: "drown out my neighbour's music".
    r"drown(?:s|ed|ing)? out (?:the |my |his |her |their |our |your |all the |that |this )?(?:[\w'-]+ ){0,2}"
    r"(?:noise|music|sounds?|voices?|traffic|snoring|barking|tinnitus|thoughts|chatter|telly|tv|radio|drilling|party)|"
    r"bomb(?:ing)? (?:a cannonball|down (?:the|a) (?:[\w-]+ )?(?:hill|slope|road|run|piste|trail))|bur(?:y|ied) the hatchet|gun(?:ning)? it|"
    r"(?:take|took|have|had) a stab at|knock (?:'em|them|him|her|everyone) dead|kill two birds|bite the bullet|"
    r"(?:make|made|making) a killing|blow(?:ing)? off steam|shoot(?:ing)? the breeze|"
    r"(?:crush|slaughter|destroy|murder|annihilate)\w* (?:the|our|my|their) (?:competition|competitors|rivals|opposition)|"
    r"(?:kill|murder|massacre|destroy|slay|own|tear up)\w* (?:the|that|this) (?:dance ?floor|stage|mic|karaoke|solo)|"
    r"(?:kill|murder|destroy|smash|crush|demolish)\w* (?:a|the|this|that|my) "
    r"(?:crossword|sudoku|puzzle|quiz|workout|run|race|marathon|interview|presentation)|"
    # Homonyms a person may stand beside: choking on food, shooting one's shot or a message.
    r"chok(?:e|es|ed|ing) on (?:a|an|the|his|her|my|their|some|your) |shoot(?:ing)? (?:my|your|his|her|their) shot|"
    r"shoot(?:ing)? (?:\w+ ){0,2}(?:a|an) (?:quick )?(?:text|message|email|e-mail|line|dm|note|reminder|invite)|"
    r"break(?:ing)? into (?:(?:a|an|the|this|my) (?:coconut|pomegranate|melon|watermelon|jar|tin|walnut|nut|shell|lobster|crab)|"
    r"song|tears|laughter|a (?:run|sprint|sweat|smile|grin|jog)))\b",
    _I,
)

# A figure's verb given a second object: "steal the show and the jewellery".
_SECOND_OBJECT = re.compile(r"\0\s*(?:,\s*)?and (?:the|a|an|his|her|their|my|your|some|all the)\b", _I)
# "I could strangle my brother for eating my leftovers, lol": what one could do, laughed
# off, is venting; "I'm going to", "I want to", "I mean it" or a question ("where does he
# live now?") is not (``told.FIRST_PERSON_WANTS``, ``frames.REAL_WORLD``).
VENTING = re.compile(
    r"\bi could (?:honestly |literally |just |seriously |actually )?(?:kill|strangle|murder|throttle|smack|slap|punch)\b", _I
)
LAUGHING = re.compile(r"\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+h?|he(?:he)+|jk|just kidding)\b|[\U0001F602\U0001F923\U0001F605\U0001F606]", _I)


def aimed_besides_the_figure(text: str) -> bool:
    """Whether what ``text`` says besides its figures of speech aims an act at a person or
    takes what is not the writer's ("kill time, then strangle him", "steal a few minutes
    alone with the till and take the money"), or gives a figure's verb a second, plain
    object ("steal the show and the jewellery")."""
    rest = FIGURATIVE.sub("\0", text)
    return bool(HARMED_PERSON.search(rest) or TAKING.search(rest) or _SECOND_OBJECT.search(rest))
