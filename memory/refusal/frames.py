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
"""

from __future__ import annotations

import re

from memory.refusal.homonyms import DRUG, DRUG_HOMONYM, MONEY, WASHING
from memory.refusal.targets import (
    GRAVELY_HARMED_PERSON, HARMED_PERSON, OBJECT, PERSON, PET, SELF, TAKING, only_its_pronouns,
)
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
# but its characters (``_a_character``). A floor pattern names a person as the target, and
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

# In a video game named as where it happens, getting away with it and beating someone up
# are its play ("How do I get away with murder in the board game Cluedo?"); elsewhere they
# are real (``REAL_WORLD``).
_GAME_PLAY = re.compile(r"\b(?:get away with|beat (?:\w+ )?up)\b", _I)

# A substance for someone's drink or food: real, unless it happens in a video game named
# ("In Hitman 3, how do I poison the target's drink?").
SPIKING = re.compile(r"\b(?:poison|drug|spike|lace)\w*\b[^.!?]{0,30}\b(?:drink|coffee|food|tea)\b", _I)
# Games and sports by name are a setting wherever they are named; a generic word ("game",
# "level", "match") only in its setting's structure ("in the game", "on this level").
# Games by name whose characters are killed, poisoned or stabbed as play.
_CHARACTER_GAMES = (
    r"d&d|dnd|dungeons (?:&|and) dragons|punch-out!*|(?<=\bin )punch out|"
    r"minecraft|fortnite|among us|call of duty|gta(?: v| 5)?|grand theft auto|hitman|"
    r"elden ring|dark souls|zelda|mario(?: kart)?|pok[eé]mon|league of legends|overwatch|valorant|apex|battlefield|"
    r"halo|skyrim|the sims|tetris|counter-?strike|cs:?go|hollow knight|roblox|fallout|doom|tekken|street fighter|"
    r"assassin'?s creed|the witcher|witcher \d|god of war|far cry|resident evil|mortal kombat|smash bros|splatoon|"
    r"destiny 2?|diablo|red dead(?: redemption)?(?: 2)?|paintball|laser tag|airsoft|nerf|"
    r"baldur'?s gate(?: \d)?|sekiro|bloodborne|starcraft(?: ii| 2)?|warcraft|world of warcraft|runescape|terraria|"
    r"stardew valley|animal crossing|pubg|rainbow six(?: siege)?|team fortress 2?|left 4 dead 2?|"
    r"dead by daylight|plants vs\.? zombies|borderlands \d|bioshock|mass effect|dragon age|metal gear(?: solid)?|"
    r"deus ex|cyberpunk(?: 2077)?|the last of us|tomb raider|ghost of tsushima|"
    r"half-life 2?|clash of clans|clash royale|angry birds|pac-?man|metroid|crash bandicoot|cuphead|undertale|"
    r"dayz|sea of thieves|hogwarts legacy|genshin impact|age of empires|xcom|warhammer(?: 40k| 40,000)?|"
    r"morrowind|starfield|cluedo|shogun|(?:batman:? )?arkham \w+|"
    # A title with a sequel's number ("in Shogun 2", "in Halo 3"), not a room, a ward or a school year.
    r"(?-i:(?!(?:Year|Room|Ward|Block|Building|Floor|Level|Platform|Terminal|Gate|Zone|Area|Cell|Wing|Unit|Section|"
    r"Class|Grade|Form|Flat|Apartment|Bay|Row|Seat|Lane|Street|Road|Avenue|Station|Hall|House|Court|Stage|Phase)\b)"
    r"[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:[2-9]|II|III|IV|VI{0,3})\b)|"
    r"(?:video|computer|mobile|board|card|online) game (?-i:[A-Z])[\w'-]*"
)
_NAMED_GAMES = (
    r"chess|checkers|draughts|poker|blackjack|monopoly|scrabble|card games?|board ?games?|video ?games?|"
    rf"{_CHARACTER_GAMES}|final boss|boss fight|npcs?|pvp|multiplayer|"
    r"football|soccer|rugby|basketball|baseball|softball|cricket|hockey|tennis|volleyball|dodgeball|paintball|"
    r"laser tag|boxing|kickboxing|mma|jiu-?jitsu|bjj|judo|karate|taekwondo|wrestling|fencing|sparring|"
    r"(?:shooting|gun|rifle|firing|archery) range|target (?:shooting|practice|boards?)|clay pigeons?|skeet|archery|"
    r"darts|dart ?boards?|(?:axe|knife) throwing|"
    # A sport's own moves and roles name it as well as its name does ("shoot a penalty past the goalkeeper").
    r"penalt(?:y|ies)|(?:free|corner) kicks?|goalkeepers?|goalies?|free throws?|three-pointers?|lay-?ups?|hoops|"
    r"slam dunks?|pucks?|wickets?|batsm[ae]n|pitchers?|touchdowns?|end zone|scrums?|line-?outs?"
)
_IN_A_GAME = (
    r"\b(?:in|at|on|during|of) (?:the|a|this|that|my|our|each|every) (?:[\w-]+ )?"
    r"(?:game|level|mission|quest|match|campaign|tournament|round|raid)\b"
)
GAME = re.compile(rf"\b(?:{_NAMED_GAMES})\b|{_IN_A_GAME}", _I)
# A game by name as where the act happens ("How do I kill him in Elden Ring?"): then a
# pronoun it lands on is one of the game's characters, when the message names no one else
# (``_CHARACTER``). Only "in" a named game: "during our D&D session", "in the game room"
# or "while we play Fortnite tonight" may be a real evening with a real person.
_IN_A_CHARACTER_GAME = re.compile(
    rf"\b(?:in|(?:level|stage|map|mission|boss|world|round|chapter|act|part) of)\s+(?:the\s+)?(?:{_CHARACTER_GAMES})\b",
    _I,
)
# Whom a game's act may land on: anyone the message names by no tie to the writer ("him",
# "everyone", "people", "the guards"); a brother, a boss or a neighbour is a real person.
_CHARACTER = ("him", "her", "them", "he", "she", "they", "his", "their", "everyone", "everybody", "people",
              "someone", "somebody", "anyone", "guard", "guy", "man", "woman", "person", "stranger", "cop",
              "police", "officer")
_SUBJECTS = ("he", "she", "they")
# A game's boss or target is one of its characters ("stab the boss from behind in Sekiro",
# "poison the target's drink in Hitman 3"); "my boss" is not; a friend's character, avatar or
# army is theirs in the game ("kill my friend's character in Minecraft").
_GAME_ROLES = re.compile(
    r"\bthe (?:\w+ )?(?:boss(?:es)?|targets?)(?:'s \w+)?\b|\b\w+'s (?:character|avatar|units?|army|base|pieces?|champion|team)\b",
    _I,
)
# A grappling sport's choke or strangle is a hold ("choke someone out in judo"), nothing graver.
_GRAPPLING = re.compile(r"\b(?:judo|jiu-?jitsu|bjj|mma|wrestling|sambo|grappling)\b", _I)
_HOLD = re.compile(r"\b(?:choke|strangle)\w*", _I)
_OPENS_IN_A_GAME = re.compile(rf"^\W*in\s+(?:the\s+)?(?:{_NAMED_GAMES})\b", _I)
# A sport or board game named as where the act happens ("In boxing, where should I punch
# him?", "attack them on the counter in football"); "at chess" or "after the football" is
# only the occasion.
_IN_A_SPORT = re.compile(rf"\bin\s+(?:{_NAMED_GAMES})\b", _I)
# For a crime the game must be where it happens ("rob the bank in GTA"), not what it is
# done to: pirating video games is piracy.
GAME_SETTING = re.compile(
    rf"\b(?:in|at|on|during|playing|while playing)\s+(?:[\w'-]+\s+)?(?:{_NAMED_GAMES})\b|{_IN_A_GAME}", _I
)
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
# A room of the writer's world, where nothing is crafted in a game ("in my garage").
_A_REAL_ROOM = re.compile(
    r"\b(?:in|at|from|into) (?:my|our|his|her|their|the) (?:garage|kitchen|shed|house|home|flat|room|bedroom|basement|"
    r"cellar|garden|back ?yard|yard|school|office|lab|workshop|car|bathroom|attic)\b|\bat home\b",
    _I,
)
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
FIGURATIVE = re.compile(
    r"\b(?:kill(?:ing|ed)? (?:it|time|some time|the lights|the mood|the vibe)|killing me|"
    # Switching off a pastime, never what keeps anyone warm or alive (the power to a
    # neighbour's oxygen machine): "kill the wi-fi on my kids' devices at bedtime".
    r"kill(?:s|ing|ed)? (?:the|my|our|all the|their|his|her) (?:wi-?fi|internet|music|sound|volume|"
    r"tv|telly|radio|notifications|router|screen time|data)|"
    # What someone will do to the writer for a slip: "my brother is going to kill me when he sees".
    r"(?:murder|kill|strangle|slaughter)s? me (?:if|when|for|once|after)|"
    r"could (?:kill|strangle|murder) (?:this|that)|slay(?:ed|ing)?|blow (?:\w+ ){0,2}away|steal(?:ing)? the show|"
    r"bomb(?:ed)? (?:this|the|my|that) (?:exam|test|interview|audition)|"
    r"attack (?:this|the|that) (?:\w+ )?(?:problem|question|task|essay)|"
    r"shoot (?:a|the) (?:photo|portrait|picture|video|film|scene|wedding)|hack(?:ed)? together|"
    r"crack(?:ed)? (?:a|the) (?:joke|smile|code|case)|dying to|"
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

# A record of the world asked after: which thing is the deadliest or most toxic known, in
# nature or in history ("What's the deadliest poison known to science?"), of no one.
FACT = re.compile(
    r"^\W*(?:what(?:'s|s| is| was| are| were)|which(?: [\w-]+){0,2} (?:is|was|are|were))\s+(?:the\s+)?"
    r"(?:most [\w-]+|[\w-]+est)\b[^.!?]*?\b(?:known(?: to (?:science|man|humanity))?|in (?:the world|history|nature|existence)|"
    r"on (?:earth|the planet)|ever (?:made|recorded|found|discovered|built|used))\b",
    _I,
)

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
# stabbed or poisoned is no stunt (``_gravely_harmed``), nor is anything done for real
# (``_FOR_REAL``).
STAGED = re.compile(
    r"\bfor (?:the|a|an|my|our|this|his|her|their) (?:[\w-]+ ){0,2}"
    r"(?:film|movie|short film|play|musical|panto(?:mime)?|scene|music video|production|shoot|stunt|sketch)s?\b",
    _I,
)
# ...and the thing the act lands on is made for it: a set, a model, a dummy, a fake.
_STAGE_THING = re.compile(
    r"\b(?:sets?|props?|models?|mock-?ups?|miniatures?|dumm(?:y|ies)|stunts?|effects?|fake|replicas?|squibs?|blanks)\b", _I
)
# "I could strangle my brother for eating my leftovers, lol": what one could do, laughed
# off, is venting; "I'm going to", "I want to", "I mean it" or a question ("where does he
# live now?") is not (``FIRST_PERSON_WANTS``, ``REAL_WORLD``).
VENTING = re.compile(
    r"\bi could (?:honestly |literally |just |seriously |actually )?(?:kill|strangle|murder|throttle|smack|slap|punch)\b", _I
)
LAUGHING = re.compile(r"\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+h?|he(?:he)+|jk|just kidding)\b|[\U0001F602\U0001F923\U0001F605\U0001F606]", _I)
# A game's own ammunition: a water balloon, a snowball or a pillow is play, not a blow.
PLAY_THING = re.compile(
    r"\bwith (?:a |an |the |some |my |our )?(?:water balloons?|snowballs?|pillows?|water (?:pistols?|guns?)|"
    r"squirt guns?|nerf \w+|foam \w+|silly string|confetti|custard pies?|cream pies?)\b",
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
        _FOR_REAL.search(_GAME_PLAY.sub(" ", text) if _a_character(text) else text)
        or (SPIKING.search(text) and not _a_character(text))
        or (MAKING.search(text) and not (PROP.search(text) or _a_drug_told(text) or _made_in_a_game(text)))
    ):
        return None
    if DEFINITION.search(text) and not DOING.search(text):
        return "definition"
    if FIGURATIVE.search(text) and not _aimed_besides_the_figure(text):
        return "figurative"  # the figure's own words aim at no one: "shoot my boss an email"
    if _IN_A_REAL_PLACE.search(text):
        return None
    if VENTING.search(text) and LAUGHING.search(text) and "?" not in text and not FIRST_PERSON_WANTS.search(text):
        return "venting"
    if PROP.search(text) and not PERSON.search(text):
        return "prop"
    if PLAY_THING.search(text) and not (GRAVELY_HARMED_PERSON.search(text) or PET.search(text)):
        return "play"
    if STAGED.search(text) and _STAGE_THING.search(text) and not (_gravely_harmed(text) or PET.search(text)):
        return "staged"
    if (GAME if category == "harm" else GAME_SETTING).search(text) and (
        not (_gravely_harmed(text) or PET.search(text)) or _a_character(text)
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
    if asks_the_law(text) and not (FIRST_PERSON_ACT.search(text) or FIRST_PERSON_WANTS.search(text) or _gravely_harmed(text)):
        return "law"
    if PROTECTING.search(text) and not GRAVELY_HARMED_PERSON.search(text) and not FIRST_PERSON_WANTS.search(text):
        return "protecting"
    thing = OBJECT.search(text)
    if category == "harm" and thing and only_its_pronouns(text, thing.start()):
        return "object"
    if FICTION.search(text) and _only_characters(text) and not FIRST_PERSON_ACT.search(text):
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


def _aimed_besides_the_figure(text: str) -> bool:
    """Whether what ``text`` says besides its figures of speech aims an act at a person or
    takes what is not the writer's ("kill time, then strangle him", "steal a few minutes
    alone with the till and take the money"), or gives a figure's verb a second, plain
    object ("steal the show and the jewellery")."""
    rest = FIGURATIVE.sub("\0", text)
    return bool(HARMED_PERSON.search(rest) or TAKING.search(rest) or _SECOND_OBJECT.search(rest))


def _a_character(text: str) -> bool:
    """Whether ``text``'s act happens in a video game named and lands on no one but its
    characters: what it names of people, if anything, is ``_CHARACTER``'s."""
    return bool(_IN_A_CHARACTER_GAME.search(text)) and _only_characters(text)


def _made_in_a_game(text: str) -> bool:
    """Whether ``text`` crafts its weapon or poison in a video game named, for no one but its
    characters and in no room of the writer's ("How do I brew a poison potion in Skyrim?";
    not "make a bomb in Minecraft and in my garage")."""
    return _a_character(text) and not _A_REAL_ROOM.search(text)


def _a_drug_told(text: str) -> bool:
    """Whether ``text`` asks how a named person made a drug, with no recipe and nothing of
    the writer ("In Breaking Bad, how did Walter White cook meth?"): told (``told``)."""
    return (
        deed_told(text) and not _WEAPON_OR_RECIPE.search(text)
        and not FIRST_PERSON_ACT.search(text) and not SELF.search(text)
    )


def _a_player(text: str) -> bool:
    """Whether ``text``'s act is play in a sport or game named as where it happens: a blow,
    an attack or a tackle (not a killing, a stabbing or a poisoning) on no one but
    ``_CHARACTER``'s ("In chess, how do I attack her king?")."""
    return bool(_IN_A_SPORT.search(text)) and not _gravely_harmed(text) and _only_characters(text)


def _only_characters(text: str) -> bool:
    """Whether ``text`` names no one but ``_CHARACTER``'s; "he", "she" or "they" only when
    the message opens in its game ("In paintball, how do I shoot him before he reaches the
    flag?"): "He beat me in Fortnite, so how do I kill him?" is about someone real."""
    allowed = _CHARACTER if _OPENS_IN_A_GAME.search(text) else tuple(c for c in _CHARACTER if c not in _SUBJECTS)
    return all(found.lower() in allowed for found in PERSON.findall(_GAME_ROLES.sub(" ", text)))


def _gravely_harmed(text: str) -> bool:
    """Whether ``text`` aims a grave act (a killing, a stabbing, a poisoning) at a person; in
    a grappling sport a choke or a strangle is a hold, not one."""
    return bool(GRAVELY_HARMED_PERSON.search(_HOLD.sub(" ", text) if _GRAPPLING.search(text) else text))


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
        or (frame == "game" and (_a_character(text) or _a_player(text)))
        or (frame == "fiction" and not FIRST_PERSON_ACT.search(text))
    )
