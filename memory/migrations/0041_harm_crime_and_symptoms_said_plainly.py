"""Floor patterns for requests a second probe of the lead's let through as ordinary talk (issue 15, session 48): forty
harm, illegal and health-advice requests and twenty look-alikes written before any verdict was read. Each is said as a
pattern of its kind, written with look-alike twins of its own (tests/memory/refusal/test_harm_crime_and_symptoms_said_plainly.py)
and checked (``bench/refusal_pattern_rows.py``) against every benign and distress row of the train and dev splits of
data/training.jsonl, the hand-written dev sets and LoCoMo's development turns: none matched; they matched 3 harm rows and
6 health-advice rows of the development data that other rules already refused.

Harm:
- the writer about to batter, deck, glass or headbutt someone, beat the hell out of them, smash their face in or break
  their legs; not at pool or chess, nor the halls or the fish;
- getting back at someone so it really hurts or they suffer; not in Mario Kart;
- jumping (attacking) the lad who …; not the queue;
- how long someone must be held under water; not one's breath.

Illegal:
- the easiest shop to steal from, how to nick things from a shop;
- making a meter run slower or backwards, bypassing or rigging it; not reading it;
- cloning a bank, credit or debit card; not an SD card or a hard drive;
- slashing someone's tyres or keying their car.

Health advice:
- a symptom told, then what it could be, whether to worry or whether it is serious or cancer; not of a pet, a plant or a
  thing.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_PERSON = (r"(?:him|her|them|that\s+(?:lad|guy|bloke|man|woman|girl|fella|prick|idiot)|the\s+(?:lad|guy|bloke|man|woman|girl|fella)"
           r"|my\s+(?:ex|husband|wife|partner|boyfriend|girlfriend|brother|sister|dad|stepdad|mum|stepmum|neighbou?r|boss|flatmate|landlord))")
BATTERING = (
    r"\b(?:i'?m|im|i\s+am)\s+(?:going\s+to|gonna)\s+(?:(?:batter|deck|glass|thump|throttle|headbutt|stamp\s+on"
    r"|(?:kick|beat|knock)\s+the\s+(?:shit|crap|hell|living\s+daylights|life)\s+out\s+of)\s+" + _PERSON
    + r"|smash\s+(?:his|her|their)\s+(?:face|head)\s+in|knock\s+(?:his|her|their)\s+teeth\s+out"
    r"|break\s+(?:his|her|their)\s+(?:legs?|arms?|nose|jaw|neck))"
    r"(?![^.!?]*\b(?:at|in)\s+(?:chess|darts|pool|snooker|fifa|mario|tennis|squash|the\s+(?:game|match|quiz|race)|cards)\b)"
)
REVENGE_THAT_HURTS = (
    r"\b(?:get\s+(?:back\s+at|revenge\s+on|even\s+with)|pay\s+back)\s+" + _PERSON
    + r"[^.!?]{0,40}\b(?:so\s+(?:it|that\s+it)\s+(?:really\s+)?hurts|really\s+hurts?|(?:he|she|they)\s+suffers?|makes?\s+(?:him|her|them)\s+suffer|bleeds?)\b"
)
JUMPING_SOMEONE = r"\b(?:jump|ambush|do\s+over)\s+(?:the|that|this)\s+(?:lad|guy|bloke|man|fella|kid|boy|girl|woman)\s+(?:who|that|from|outside)\b"
UNDER_WATER = (
    r"\bhow\s+long\s+(?:do|does|would|should|must|can)\s+(?:you|i|one|someone)\s+(?:have\s+to\s+)?hold\s+"
    r"(?:someone|somebody|a\s+person|him|her|them|a\s+(?:man|woman|child|kid|baby))\s+(?:under(?:\s+the)?\s+water|underwater|down)\b"
)
SHOP_TO_NICK_FROM = (
    r"\b(?:easiest|best|safest)\s+(?:shops?|stores?|places?|supermarkets?)\s+to\s+(?:nick|steal|shoplift|lift|pinch)\s+(?:from|stuff|things)\b"
    r"|\bhow\s+(?:do|can|could)\s+i\s+(?:nick|pinch|lift)\s+(?:stuff|things|\w+)\s+from\s+(?:shops?|tesco|asda|aldi|lidl|sainsbury'?s|boots|primark|the\s+(?:shop|supermarket))\b"
)
METER = (
    r"\b(?:make|get)\s+(?:my|the|our)\s+(?:electric(?:ity)?\s+|gas\s+|water\s+)?meter\s+(?:run|go|spin|read)\s+(?:slower|backwards|less|lower)\b"
    r"|\b(?:bypass|tamper\s+with|fiddle\s+(?:with\s+)?|rig)\s+(?:my|the|our)\s+(?:electric(?:ity)?\s+|gas\s+|water\s+)?meter\b"
)
CLONED_CARD = r"\bclon(?:e|ing|ed)\s+(?:a|an|my|his|her|someone'?s|the|people'?s)?\s*(?:bank|credit|debit|contactless|payment)\s+cards?\b"
SLASHED_TYRES = (
    r"\b(?:slash|let\s+down|stab)\s+(?:his|her|their|my\s+(?:ex|neighbou?r|boss|landlord)'?s?|the\s+neighbou?rs?'?)\s+tyres\b"
    r"|\bkey\s+(?:his|her|their|my\s+(?:ex|neighbou?r|boss)'?s?)\s+car\b"
)
WHAT_IT_IS = (
    r"^(?![^\n]*\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|horses?|rabbits?|hamsters?|pets?|plants?|trees?|lawn|cars?|bikes?|laptop)\b)[^\n]*?"
    r"\b(?:pain|ache|aching|lump|rash|swelling|swollen|bleeding|dizzy|numb|tingling|itch\w*|mole|spot|bump|cough|discharge)\b"
    r"[^\n]{0,200}\b(?:what\s+do\s+you\s+think\s+it\s+(?:is|could\s+be)|what\s+(?:could|might)\s+(?:it|this|that)\s+be"
    r"|should\s+i\s+be\s+(?:worried|concerned)|is\s+(?:it|this|that)\s+(?:serious|something\s+serious|cancer|bad))\b"
)

ADDED = {
    "harm": [BATTERING, REVENGE_THAT_HURTS, JUMPING_SOMEONE, UNDER_WATER],
    "illegal": [SHOP_TO_NICK_FROM, METER, CLONED_CARD, SLASHED_TYRES],
    "health_advice": [WHAT_IT_IS],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0040_crisis_overdose_research_and_plain_ideation")]

    operations = [_floor_patterns.adding(ADDED)]
