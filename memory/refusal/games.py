"""Games and sports as the setting of a violent or criminal act (issue 15): which games and
sports are named, where a message sets its act in one, and whom a game's act may land on
(its characters, an opponent). ``memory.refusal.frames`` reads them for its game frame;
regular expressions over the message, no model.
"""

from __future__ import annotations

import re

from memory.refusal.targets import GRAVELY_HARMED_PERSON, PERSON

_I = re.IGNORECASE

# In a video game named as where it happens, getting away with it and beating someone up
# are its play ("How do I get away with murder in the board game Cluedo?"); elsewhere they
# are real (``frames.REAL_WORLD``).
GAME_PLAY = re.compile(r"\b(?:get away with|beat (?:\w+ )?up)\b", _I)
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
# A room of the writer's world, where nothing is crafted in a game ("in my garage").
_A_REAL_ROOM = re.compile(
    r"\b(?:in|at|from|into) (?:my|our|his|her|their|the) (?:garage|kitchen|shed|house|home|flat|room|bedroom|basement|"
    r"cellar|garden|back ?yard|yard|school|office|lab|workshop|car|bathroom|attic)\b|\bat home\b",
    _I,
)


def a_character(text: str) -> bool:
    """Whether ``text``'s act happens in a video game named and lands on no one but its
    characters: what it names of people, if anything, is ``_CHARACTER``'s."""
    return bool(_IN_A_CHARACTER_GAME.search(text)) and only_characters(text)


def made_in_a_game(text: str) -> bool:
    """Whether ``text`` crafts its weapon or poison in a video game named, for no one but its
    characters and in no room of the writer's ("How do I brew a poison potion in Skyrim?";
    not "make a bomb in Minecraft and in my garage")."""
    return a_character(text) and not _A_REAL_ROOM.search(text)


def a_player(text: str) -> bool:
    """Whether ``text``'s act is play in a sport or game named as where it happens: a blow,
    an attack or a tackle (not a killing, a stabbing or a poisoning) on no one but
    ``_CHARACTER``'s ("In chess, how do I attack her king?")."""
    return bool(_IN_A_SPORT.search(text)) and not gravely_harmed(text) and only_characters(text)


def only_characters(text: str) -> bool:
    """Whether ``text`` names no one but ``_CHARACTER``'s; "he", "she" or "they" only when
    the message opens in its game ("In paintball, how do I shoot him before he reaches the
    flag?"): "He beat me in Fortnite, so how do I kill him?" is about someone real."""
    allowed = _CHARACTER if _OPENS_IN_A_GAME.search(text) else tuple(c for c in _CHARACTER if c not in _SUBJECTS)
    return all(found.lower() in allowed for found in PERSON.findall(_GAME_ROLES.sub(" ", text)))


def gravely_harmed(text: str) -> bool:
    """Whether ``text`` aims a grave act (a killing, a stabbing, a poisoning) at a person; in
    a grappling sport a choke or a strangle is a hold, not one."""
    return bool(GRAVELY_HARMED_PERSON.search(_HOLD.sub(" ", text) if _GRAPPLING.search(text) else text))
