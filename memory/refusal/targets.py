"""Whom or what a violent or criminal act lands on, read from a message's words (issue 15):
a person named ("my stepdad", "him", "the guard"), gravely harmed or not, someone's animal,
an owner whose hair or room the act happens in, a thing that is not a person (a process,
a pest, food), a theft said plainly, and the writer. The harmless frames (``frames``) and
questions about the topic of suicide (``topic``) read them; regular expressions, no model.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
PERSON_NOUNS = (
    r"wife|husband|(?<!final )(?<!level )boss(?! fight)|ex|neighbou?rs?|kids?|son|daughter|mom|mum|mother|dad|father|brother|sister|roommate|"
    r"flatmate|co-?worker|colleague|teacher|girlfriend|boyfriend|baby|partner|step-?dad|step-?mom|landlord|aunt|"
    r"uncle|cousin|grandma|grandpa|grandmother|grandfather|gran(?:d-?)?dad|gran|nan|grandparents?|friend|classmate|"
    r"manager|family|parents?|child|children|"
    r"niece|nephew|fianc[eé]e?|stranger|guard|officer|cop|police|guy|girl|man|woman|person|people|someone|somebody|"
    r"everyone|everybody|anyone|him|her|them|he|she|they|his|their|politician|president|senator|judge|witness|"
    r"crowds?|pedestrians|passers-?by|protesters|spectators|farmers?|drivers?|cyclists?|workers?|students?|pupils?|"
    r"nurses?|doctors?|priests?|customers?|tenants?|employees?|shopkeepers?|cashiers?|postm[ae]n|bloke|lads?"
)
# A person as the object of a violent act ("kill my stepdad", "strangle him"); "me" is the
# figure of speech's ("my boss will murder me if I'm late"). In a game or sport, beating,
# crushing or tackling an opponent is the game; killing, poisoning or stabbing a person is not.
_SEVERE = (
    r"kill|murder|poison|stab|shoot|strangle|choke|smother|suffocate|drown|hurt|assassinate|burn|slaughter|"
    r"torture|kidnap|run over|blow up"
)
_ANY_VIOLENCE = _SEVERE + r"|punch|beat|attack|smash|rob|tackle|knock out|hack|crack|steal|break into|smoke out"


# A person forced off a height or the road ("run him off the road", "push her off the balcony").
_OFF_THE_EDGE = (
    rf"\b(?:run|ran|forc|push|driv|drove|shov)\w* (?:{PERSON_NOUNS}|(?:my|his|her|their|the) [\w-]+) off (?:the|a|an|his|her|their) "
    r"(?:road|cliff|bridge|edge|roof|balcony|ledge|platform|pier|boat)\b"
)


def _harming(verbs: str) -> re.Pattern:
    return re.compile(rf"\b(?:{verbs})\w*\b[^.!?]{{0,25}}\b(?:{PERSON_NOUNS})\b|{_OFF_THE_EDGE}", _I)


HARMED_PERSON = _harming(_ANY_VIOLENCE)
GRAVELY_HARMED_PERSON = _harming(_SEVERE)
# A theft said in plain words: money or valuables taken, or a crime's own verb. What a figure
# of speech leaves besides itself must say none ("steal a few minutes alone with the cash
# register and take the money").
TAKING = re.compile(
    r"\b(?:steal|stole|stolen|rob|robbed|robbing|shoplift\w*|burgl\w*|break into|broke into|pickpocket\w*|loot\w*)\b|"
    r"\b(?:take|took|taking|grab\w*|pocket\w*|nick\w*|pinch\w*|swip\w*|empt(?:y|ied|ying))\b[^.!?]{0,30}"
    r"\b(?:money|cash|takings|till|register|wallets?|purses?|jewel\w*|cards?|watch(?:es)?)\b",
    _I,
)
# A person anywhere in the message: an object frame (a process, a pest) does not hold then.
_BELONGINGS = r"face|drink|coffee|food|car|house|phone|account|wallet|purse|dog|cat"
PERSON = re.compile(rf"\b(?:{PERSON_NOUNS})\b|\b(?!it'?s\b)\w+'s\s+(?:{PERSON_NOUNS}|{_BELONGINGS})\b", _I)
# Someone's animal: darts or a paintball gun aimed at it are no game ("throw darts at the
# neighbour's dog"), unless it is one of a video game's characters.
PET = re.compile(
    r"\b(?:\w+'s|my|his|her|their|our|a|the)\s+(?:\w+\s+)?"
    r"(?:dogs?|puppy|puppies|cats?|kittens?|horses?|ponies|pony|pets?|hamsters?|rabbits?|parrots?|budgies?|goats?)\b",
    _I,
)
# Whose hair, bed, room or party a pest or a thing is in: an owner, not the act's target.
OWNER = re.compile(
    rf"\b(?:{PERSON_NOUNS})(?:'s|s'|')\s+(?!(?:{PERSON_NOUNS})\b)"
    r"(?:hair|scalp|head|skin|bed|bedding|sheets|room|bedroom|party|birthday|garden|kitchen|toys|clothes|lunchbox)\b",
    _I,
)
# Objects that are not people: programs and processes, pests and weeds, food, things, machines.
OBJECT = re.compile(
    r"\b(?:process(?:es)?|threads?|pids?|scripts?|programs?|apps?|applications?|servers?|containers?|docker|"
    r"kubernetes|pods?|terminal|shell|commands?|cron jobs?|background jobs?|quer(?:y|ies)|linux|windows|tasks?|node_modules|folders?|"
    r"files?|branch(?:es)?|repo(?:sitory)?|database|sql|postgres|tabs?|browser|bugs? in|code|prototype|vms?|"
    r"services?|daemon|session|cron|excel|spreadsheet|columns?|cells?|metadata|python|java(?:script)?|"
    r"ants?|cockroach(?:es)?|roach(?:es)?|spiders?|centipedes?|silverfish|earwigs?|beetles?|caterpillars?|grubs?|"
    r"woodlice|weevils?|moths?|insects?|rodents?|mice|mouse|rats?(?! poison)|termites?|mosquito(?:e?s)?|fruit flies|flies|fleas?|"
    r"ticks?|bed ?bugs?|aphids?|slugs?|snails?|moles?|wasps?|hornets?|mould|mold|mildew|bacteria|germs?|lice|nits|"
    r"gophers?|groundhogs?|voles?|squirrels?|raccoons?|possums?|opossums?|skunks?|coyotes?|feral (?:hogs|pigs)|wild boars?|"
    r"e\.? ?coli|salmonella|listeria|virus(?:es)?|fungus|fungi|spores|algae|yeast|larvae|gnats|"
    r"weeds|(?:bind|knot|chick|duck|pond|rag)weed|thistles?|nettles?|ivy|moss|stumps?|dandelions?|brambles?|pests?|vermin|"
    r"lobsters?|chickens?|fish|crabs?|pigs?|turkeys?|steaks?|meat|eggs?|egg whites|potato(?:es)?|garlic|onions?|"
    r"dough|vegetables|tofu|(?:plate|bowl|slice|pint|bag|box|tub) of|pizza|burgers?|cake|wings|fries|pasta|noodles|"
    r"curry|sandwich(?:es)?|kebabs?|mushrooms?|berries|lamb|beef|pork|mutton|venison|brisket|ribs|ham|carcass(?:es)?|"
    r"(?:leg|shoulder|joint|rack|side|loin) of|"
    r"walls?|shed|trees?|deck|fence|printer|computer|laptop|pi[nñ]atas?|balloons?|holes? in|leather|belts?|"
    r"ice|ice cubes|nuts|biscuits|crackers|peppercorns|spices|herbs|tomato(?:es)?|cans|"
    r"fireworks?|rockets?|sparklers?|firecrackers?|bangers|"
    # Illnesses one shakes off: "kill a cold".
    r"colds?|flu|coughs?|hangovers?|"
    # Machines and fires one stops or puts out ("kill the engine", "smother a chip-pan fire").
    r"engines?|motors?|(?:lawn ?)?mowers?|generators?|outboards?|(?:chip[- ]pan|grease|oil|pan|electrical) fires?|"
    # The creatures of games and stories, no one's neighbour ("kill the ender dragon").
    r"dragons?|zombies?|skeletons?|creepers?|orcs?|goblins?|trolls?|monsters?|demons?|vampires?|werewolf|werewolves|"
    r"aliens?|mobs?|undead|ghouls?|wraiths?|golems?|giants?)\b",
    _I,
)
# The writer, in any of their words.
SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|myself|mine)\b", _I)


def only_its_pronouns(text: str, named_at: int) -> bool:
    """Whether the people ``text`` names, if any, are only "them" or "they" said after the
    thing named at ``named_at``, or whose hair, room or party it happens in: the rats or
    the processes, not someone else ("the lice on my son's scalp", "a piñata at a kids' party")."""
    unowned = OWNER.sub(lambda owner: " " * len(owner.group()), text)
    return all(
        found.group().lower() in ("them", "they") and found.start() > named_at for found in PERSON.finditer(unowned)
    )
