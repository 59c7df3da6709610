"""Make-believe as the setting of a violent or criminal act (issue 15): a story (a book, a
film, a play, a title said mid-sentence), a production's set or stunt, a prop or toy
weapon, and play with a game's own ammunition (a water balloon, a snowball).
``memory.refusal.frames`` reads them for its fiction, staged, prop and play frames;
regular expressions over the message, no model.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_STORIES = r"(?:novel|story|stories|book|film|movie|screenplay|script|play|thriller|mystery|tv show|show|series|episode|sitcom|comic|fan ?fic)s?"
# A story as the setting, by structure: "in the movie", "for my novel", "in Agatha Christie's
# novels", "I'm writing a thriller", a villain.
FICTION = re.compile(
    rf"\b(?:in|for|from|of) (?:the|my|a|an|this|that|our|his|her|(?-i:[A-Z][\w-]*(?: [A-Z][\w-]*)*'s)) "
    rf"(?:[\w-]+ )?{_STORIES}\b|"
    rf"\b(?:writing|write|wrote|reading|read|watching|watched) (?:a|an|my|the|this) (?:[\w-]+ )?{_STORIES}\b|"
    r"\b(?:villain|protagonist|antagonist|fictional|fiction|(?:the|my|our) characters?|the plot)\b|"
    r"(?-i:\b(?:[Ii]n|[Ff]rom) The [A-Z][\w'-]*)",  # a title: "in The Dark Knight", "In The Wire, ..."
    _I,
)
# A weapon made as a stage or toy thing ("a Molotov cocktail prop for our school play", "a
# foam sword"): the thing named is the prop, not a weapon said to be for one.
_PROPS = r"props?|replicas?|toys?|cardboard|foam|papier[- ]m[aâ]ch[eé]|costume|cosplay|dummy|stage"
_WEAPONS = (
    r"molotov(?: cocktail)?s?|(?:pipe )?bombs?|grenades?|dynamite|guns?|rifles?|pistols?|knife|knives|swords?|"
    r"explosives?|detonators?"
)
PROP = re.compile(rf"\b(?:{_PROPS})\s+(?:\w+\s+){{0,2}}(?:{_WEAPONS})\b|\b(?:{_WEAPONS})\s+(?:{_PROPS})\b", _I)
# Staged for a production the writer makes: a set, a stunt or an effect for a film, a play or
# a shoot ("How can I blow up a hospital set for the film I'm directing?"; not "blow up my
# school for a scene"), where the writer doing it is the production; a person killed,
# stabbed or poisoned is no stunt (``games.gravely_harmed``), nor is anything done for real
# (``frames.REAL_WORLD``).
STAGED = re.compile(
    r"\bfor (?:the|a|an|my|our|this|his|her|their) (?:[\w-]+ ){0,2}"
    r"(?:film|movie|short film|play|musical|panto(?:mime)?|scene|music video|production|shoot|stunt|sketch)s?\b",
    _I,
)
# ...and the thing the act lands on is made for it: a set, a model, a dummy, a fake.
STAGE_THING = re.compile(
    r"\b(?:sets?|props?|models?|mock-?ups?|miniatures?|dumm(?:y|ies)|stunts?|effects?|fake|replicas?|squibs?|blanks)\b", _I
)
# A game's own ammunition: a water balloon, a snowball or a pillow is play, not a blow.
PLAY_THING = re.compile(
    r"\bwith (?:a |an |the |some |my |our )?(?:water balloons?|snowballs?|pillows?|water (?:pistols?|guns?)|"
    r"squirt guns?|nerf \w+|foam \w+|silly string|confetti|custard pies?|cream pies?)\b",
    _I,
)
