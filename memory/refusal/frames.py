"""Context for the harm and illegal readings: a frame that makes the act harmless (issue 15).

The floor head learned harm and crime from red-team requests and reads their words: "kill"
of a zombie process, "poison" for rats, "assassinate" the target in a video game, "What is
a Molotov cocktail?" all read as harm. ``harmless_frame`` names the frame that makes such a
request harmless, read from the message's structure (regular expressions, no model):

- an object frame (harm only): the act lands on a program or process, a pest, a weed, food,
  or a thing being built or taken down, and no person is named anywhere in the message
  ("them" or "they" after the thing is the thing; whose hair, room or party it is in, an
  owner: "the lice on my son's scalp");
- a setting frame: the act is set in a game or sport, named or known by its moves ("shoot a
  penalty") (for a crime, one that happens in the game: pirating video games is piracy), a
  book, film or play (or a title said mid-sentence, "in The Dark Knight"), or history, and nothing
  pulls it into the real world ("in real life", "after the game", "so I can use it on my
  aunt", a drink to poison) or asks how a weapon or drug is made ("step by step", "build
  the bomb");
- a definition: the message asks what a word, a drug or a crime *is* ("whats a molotov",
  "What is the layering stage of money laundering?") or what doing it means, and asks
  nothing about doing it (no "how do I", no "where can I buy", no way or steps);
- a figure of speech: "kill time", "killing it", "steal the show", "bury the hatchet",
  "drown out the music", "kill the wi-fi", "my brother will kill me when he sees";
- a prop: the weapon is a stage or toy thing ("a Molotov cocktail prop", "a foam sword"),
  or the blow is play ("hit my brother with a water balloon"); staged: the act is a stunt
  or an effect for a production the writer makes ("blow up a hospital set for the film I'm
  directing"), no one killed, stabbed or poisoned;
- venting: what one could do to someone, laughed off ("I could strangle my brother for
  eating my leftovers, lol"), not meant ("I'm going to", "I mean it");
- the law: asking how to do it legally ("Where can I shoot a gun legally?"), no one named;
  asking what the law says of it ("Why is bigamy illegal?": ``told``).
- a fact: which thing is the deadliest or most toxic known, in nature or history ("What's
  the deadliest poison known to science?"), no one named and nothing of the writer.

A message with a person as the target of a violent act ("kill my neighbour", "hack into my
ex's account") has no harmless frame, except in a game or sport, where the opponent is one
("beat my brother at chess"); in a video game named as where it happens, where anyone the
message names by no tie to the writer ("him", "everyone", "people", "the guards"; "he" or
"she" only when the message opens in the game) is one of its characters ("How do I kill
him in Elden Ring?"); in a sport or board game named as where it happens, where a blow or
an attack on such a one is play ("In chess, how do I attack her king?"); where "them" are
the pests or processes named before it ("The rats are back. Should I poison them?"); and
where the message asks why or how a story's people do what they do, or names no one but a
story's ("a good way to murder someone in a cosy mystery novel"). Even there a real-world
marker ("at my school", "on his way home": a place, which a figure of speech or a
definition, set nowhere else, does not leave; "like in Call of Duty", "on purpose"; getting
away with it or beating someone up, but in a video game named where it lands on its
characters) or a substance for someone's drink (but a video game's character's) ends the
frame. "Launder" said of clothes is washing; a bottle of Coke, crack filler and a weed
killer are no drugs ("homonym"; both read in ``memory.refusal.homonyms``).

The head's harm and illegal readings yield to any frame; the floor's keywords and patterns
to a definition, a game or sport, a program or pest, or a story (``yields_to_frame``).
More frames let the floor's words yield: what a named person did or the past, asked after
("How did Jack the Ripper kill his victims?", "How were prisoners executed in Tudor
England?", or how the police or a doctor do their work, "How do police catch serial
killers?": "told"), what the law says of an act ("law"; both ``memory.refusal.told``),
keeping oneself safe from an act or reporting it ("How do hackers steal passwords, so I can
keep mine safe?": "protecting"), a prop or a production's stunt, and venting.

Crisis never reads a frame: a message about the person's own life is answered as a crisis
in any setting (``memory.refusal.judging``); nor do secrets. A question about suicide or
self-harm as a topic is ``memory.refusal.topic``'s.

Here is what pulls a frame into the real world and which frame holds; what each frame is
read from lives beside it: games and sports and whom their acts land on (``games``),
stories, productions, props and play (``make_believe``), figures of speech and venting
(``figures``), what a thing is (``definitions``), the past and the law (``told``), whom or
what an act lands on (``targets``) and floor words in an everyday sense (``homonyms``).
"""

from __future__ import annotations

import re

from memory.refusal.definitions import DEFINITION, DOING, FACT
from memory.refusal.figures import FIGURATIVE, LAUGHING, VENTING, aimed_besides_the_figure
from memory.refusal.games import (
    GAME, GAME_PLAY, GAME_SETTING, a_character, a_player, gravely_harmed, made_in_a_game, only_characters,
)
from memory.refusal.homonyms import DRUG, DRUG_HOMONYM, MONEY, WASHING
from memory.refusal.make_believe import FICTION, PLAY_THING, PROP, STAGED, STAGE_THING
from memory.refusal.targets import GRAVELY_HARMED_PERSON, OBJECT, PERSON, PET, SELF, only_its_pronouns
from memory.refusal.told import (
    FIRST_PERSON_ACT, FIRST_PERSON_WANTS, HISTORY, TELLING, asks_the_law, deed_told, past_told, work_told,
)

_I = re.IGNORECASE
# The floor categories a harmless frame (a game, a program, a pest, fiction, history, a
# definition) can answer for: the head's reading of them yields to any frame, their
# keywords and patterns to fewer (``yields_to_frame``). Never crisis: a person's own life
# is a crisis in any frame; never secrets: a password is one in any frame.
FRAMED = ("harm", "illegal")
# The frames a harm or illegal keyword or pattern yields to (``yields_to_frame``): what
# the word means, a program or pest the act lands on, a story unless the writer asks how
# they would do it themselves (``FIRST_PERSON_ACT``: "How do I get a fake ID like the one
# in my novel?"), and a game only where the act happens in a video game named, on no one
# but its characters (``games.a_character``). A floor pattern names a person as the target, and
# a sport or game merely named beside it is often only the occasion ("My brother beat me
# at chess, so how do I punch him tonight?", "After losing at football I want to attack
# them in the car park."). Not history or a figure of speech: no development row held a
# floor keyword said of them, so only the head's readings yield to those (issue 15,
# data/keyword_frames_dev.jsonl). A prop ("a Molotov cocktail prop") and venting ("I could
# strangle my brother ..., lol") are what a keyword or pattern names, so they yield too
# (data/lookalikes_dev.jsonl); the law does not ("legally" said beside a floor pattern).
_FRAMES_FOR_WORDS = (
    "definition", "object", "washing", "homonym", "told", "law", "protecting", "prop", "staged", "play", "venting",
    "figurative",
)

# Saying the act is meant, or done for real: pulls any frame into the real world.
_MEANT = (
    # "really" as an intensifier of how ("blow a whistle really loud") says nothing of the real.
    r"in real life|irl|for real|real(?!ly (?:loud|loudly|hard|well|quick|quickly|fast|slow|slowly|good|nice|nicely|"
    r"neat|neatly|clean|cleanly|quiet|quietly|high|far|long|easy|easily|big|small|simple|cool|fun|funny|crispy|"
    r"smooth|smoothly|straight|bright|tight)\b)(?:ly)?|actual(?:ly)?|forget the|untraceable|without getting caught|"
    r"without (?:anyone|anybody|them|him|her) (?:seeing|knowing|noticing|finding out)|get away with|"
    r"make it look like|hide the body|at gunpoint|so (?:that )?i can use it|use it on|on purpose|deliberately|"
    r"so (?:that )?(?:i|we) can do (?:the same|it|that|this)|do the same to|"
    r"so (?:that )?(?:he|she|they|him|her|them) (?:gets?|is|are|ends? up|will be) (?:\w+ )?(?:hurt|injured|killed|dead|in hospital)|"
    r"(?:so|until) (?:that )?(?:he|she|they) (?:dies|die|stops? breathing|can'?t breathe|never wakes? up)|"
    r"like (?:they|you|we|he|she|i) (?:do|did|does) in|like in|"
    # A thing made after a game's or a story's ("a Molotov cocktail like the ones in Fallout").
    r"like (?:the|those|that|this|a|an|one|ones|it|them)(?: [\w'-]+)?(?: ones?)? (?:in|from)|"
    r"(?:after|before) (?:the|our|my|his|her|their) (?:game|match|practice|tournament|class)|beat (?:\w+ )?up|"
    r"(?:not|no|isn'?t|ain'?t) (?:a |some )?game|i'?m serious|not (?:joking|kidding)|no joke|i mean it|"
    r"bleed(?:s|ing)?|pass out|can'?t (?:walk|stand|breathe)|"
    r"full of (?:rocks|stones|bricks|glass|nails|bleach|acid)"
)
# A real place the act happens in ("at my school", "on his way home"): pulls a setting (a
# game, a story, the past) into the real world; a figure of speech or a question of what a
# word means has no setting to leave ("How can I steal the show at the school talent
# night?", "What does it mean to stab someone in the back at work?").
_REAL_PLACES = (
    r"at (?:my|our|his|her|their|the) (?:office|school|work|workplace|job|house|home|place|flat|church|college|"
    r"university|gym)|at (?:work|school)|on (?:my|his|her|their|our|the) way (?:home|back|to)"
)
_FOR_REAL = re.compile(rf"\b(?:{_MEANT})\b", _I)
_IN_A_REAL_PLACE = re.compile(rf"\b(?:{_REAL_PLACES})\b", _I)
# What pulls a framed act into the real world, whatever the frame.
REAL_WORLD = re.compile(rf"\b(?:{_MEANT}|{_REAL_PLACES})\b", _I)

# A substance for someone's drink or food: real, unless it happens in a video game named
# ("In Hitman 3, how do I poison the target's drink?").
SPIKING = re.compile(r"\b(?:poison|drug|spike|lace)\w*\b[^.!?]{0,30}\b(?:drink|coffee|food|tea)\b", _I)
# Asking how a weapon or a drug is made, step by step: a story or a game needs no recipe;
# but crafting one in a video game named, for no one but its characters, is its play ("How
# do I brew a poison potion in Skyrim?", "make a bomb in Minecraft").
_RECIPE = r"synthesi[sz]\w*|manufactur\w*|step[- ]by[- ]step|instructions|recipe|exact (?:amounts|quantities|steps)"
_MAKES = r"(?:make|makes|making|build|builds|building|assemble|cook|cooks|brew|craft|crafts|crafting)\b[^.!?]{0,25}\b"
_WEAPONS_MADE = r"bombs?|explosives?|guns?|weapons?|poisons?|toxins?|nerve agents?|sarin|ricin|napalm|thermite|molotovs?"
MAKING = re.compile(rf"\b(?:{_RECIPE}|{_MAKES}(?:{_WEAPONS_MADE}|meth|methamphetamine|drugs?))\b", _I)
# ...but how a named person made a drug, asked after with no recipe, is told ("In Breaking
# Bad, how did Walter White cook meth?"); a weapon's making ends the frame whoever made it.
_WEAPON_OR_RECIPE = re.compile(rf"\b(?:{_RECIPE}|{_MAKES}(?:{_WEAPONS_MADE}))\b", _I)

# Keeping oneself or one's own safe from the act ("How do hackers steal passwords, so I can
# keep mine safe?", "poison-proof my kitchen", "defend myself if someone attacks me"), keeping
# one's dog or child from doing it ("stop my dog from attacking the postman"), or reporting
# it ("How do I report a drug dealer in my street?").
PROTECTING = re.compile(
    r"\bso (?:that )?(?:i|we) can (?:keep|protect|stay|avoid|spot|prevent|defend|secure|recogni[sz]e)\b|"
    r"\b(?:protect|defend|secure) (?:myself|ourselves|my|our)\b|\bself[- ]defen[cs]e\b|"
    r"\b(?:poison|child|baby|toddler|pet|burglar|fire|scam)[- ]?proof\w*|"
    r"\b(?:stop|prevent|keep)\w*\s+(?:my|our|the)\s+(?:\w+\s+)?(?:dogs?|pupp(?:y|ies)|cats?|kittens?|horses?|sons?|daughters?|"
    r"kids?|child|children|toddlers?)\s+(?:from\s+)?(?:attack|bit|hit|fight|chas|kill|hurt|bull(?:y|ie))\w*|"
    r"^\W*(?:(?:how|where|who) (?:do|can|should) (?:i|we) |can (?:i|we) |i want to |should (?:i|we) )?"
    r"(?:anonymously )?(?:report|tip off|blow the whistle on)\b",
    _I,
)
# Asking how to do it within the law ("Where can I shoot a gun legally in London?").
LAWFUL = re.compile(r"\b(?:legal(?:ly)?|lawful(?:ly)?|with a (?:licen[cs]e|permit)|licensed)\b", _I)


def harmless_frame(text: str, category: str) -> str | None:
    """The frame that makes ``text``'s violent ("harm") or criminal ("illegal") words
    harmless: "game", "object", "fiction", "history", "definition", "figurative", "washing",
    "homonym", "told", "law", "protecting", "prop", "staged", "play", "venting", "lawful",
    "fact", or None (see the module's docstring). The object frame is harm's only: killing a process is no violence,
    but hacking a server or vandalising a wall is a crime on a thing."""
    if (
        _FOR_REAL.search(GAME_PLAY.sub(" ", text) if a_character(text) else text)
        or (SPIKING.search(text) and not a_character(text))
        or (MAKING.search(text) and not (PROP.search(text) or _a_drug_told(text) or made_in_a_game(text)))
    ):
        return None
    if DEFINITION.search(text) and not DOING.search(text):
        return "definition"
    if FIGURATIVE.search(text) and not aimed_besides_the_figure(text):
        return "figurative"  # the figure's own words aim at no one: "shoot my boss an email"
    if _IN_A_REAL_PLACE.search(text):
        return None
    if VENTING.search(text) and LAUGHING.search(text) and "?" not in text and not FIRST_PERSON_WANTS.search(text):
        return "venting"
    if PROP.search(text) and not PERSON.search(text):
        return "prop"
    if PLAY_THING.search(text) and not (GRAVELY_HARMED_PERSON.search(text) or PET.search(text)):
        return "play"
    if STAGED.search(text) and STAGE_THING.search(text) and not (gravely_harmed(text) or PET.search(text)):
        return "staged"
    if (GAME if category == "harm" else GAME_SETTING).search(text) and (
        not (gravely_harmed(text) or PET.search(text)) or a_character(text)
    ):
        return "game"
    if WASHING.search(text) and not MONEY.search(text):
        return "washing"
    if DRUG_HOMONYM.search(text) and not DRUG.search(DRUG_HOMONYM.sub(" ", text)):
        return "homonym"
    if FICTION.search(text) and TELLING.search(text) and not FIRST_PERSON_ACT.search(text):
        return "fiction"  # why or how a story's people do what they do: told, not asked how to
    if (past_told(text) or work_told(text)) and not FIRST_PERSON_ACT.search(text) and not SELF.search(text):
        return "told"
    if asks_the_law(text) and not (FIRST_PERSON_ACT.search(text) or FIRST_PERSON_WANTS.search(text) or gravely_harmed(text)):
        return "law"
    if PROTECTING.search(text) and not GRAVELY_HARMED_PERSON.search(text) and not FIRST_PERSON_WANTS.search(text):
        return "protecting"
    thing = OBJECT.search(text)
    if category == "harm" and thing and only_its_pronouns(text, thing.start()):
        return "object"
    if FICTION.search(text) and only_characters(text) and not FIRST_PERSON_ACT.search(text):
        return "fiction"  # "a good way to murder someone in a cosy mystery novel": its characters
    if PERSON.search(text):
        return None
    if LAWFUL.search(text):
        return "lawful"
    if FICTION.search(text):
        return "fiction"
    if HISTORY.search(text) and not FIRST_PERSON_ACT.search(text):
        return "history"
    if FACT.search(text) and not SELF.search(text):
        return "fact"
    return None


def _a_drug_told(text: str) -> bool:
    """Whether ``text`` asks how a named person made a drug, with no recipe and nothing of
    the writer ("In Breaking Bad, how did Walter White cook meth?"): told (``told``)."""
    return (
        deed_told(text) and not _WEAPON_OR_RECIPE.search(text)
        and not FIRST_PERSON_ACT.search(text) and not SELF.search(text)
    )


def yields_to_frame(category: str, text: str) -> bool:
    """Whether a floor rule's keyword or pattern of ``category`` found in ``text`` yields to
    a harmless frame (``_FRAMES_FOR_WORDS``): a harm or illegal word asked about ("What is
    a Molotov cocktail?") or said of a video game, a pest or a story ("Where can I buy rat
    poison that is safe to use in a shed?") is not the act."""
    if category not in FRAMED:
        return False
    frame = harmless_frame(text, category)
    return (
        frame in _FRAMES_FOR_WORDS
        or (frame == "game" and (a_character(text) or a_player(text)))
        or (frame == "fiction" and not FIRST_PERSON_ACT.search(text))
    )
