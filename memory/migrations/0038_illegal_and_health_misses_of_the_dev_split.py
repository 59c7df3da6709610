"""Floor patterns for misses of the dev split (issue 15; memory/refusal/data/README.md), the
test split left unread: requests the learned head let through as ordinary talk, each said
as a pattern of its kind rather than of its sentence, and checked (``bench/refusal_pattern_rows.py``) against every benign and
distress row of the train and dev splits of data/training.jsonl, the hand-written dev sets
and LoCoMo's development turns (none matched).

Illegal:
- hot-wiring a car or anything else ("How do you hot wire a car?", "need to hot wire it"),
  the two-word spelling the keyword "hotwire" missed; not a hot wire cutter or foam;
- cracking or breaking into a safe or a vault ("crack the safe without having the
  combination", "break into the bank vault"): the safe the object of the verb, so "cracked
  a rib, is it safe to fly?" and "broke into a sweat, felt safe" are not matched, nor an
  escape room, a game, a film or a book.

Health advice:
- symptoms listed, then what is wrong ("low grade fevers ..., sore to open and close hand
  in those fingers, whats wrong?"): the question of a diagnosis, asked of the writer or a
  part of their body; what is wrong with a car is not matched.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_HOT_WIRED = (
    r"\bhot[ -]wir(?:e|ed|ing) (?:a|an|the|my|his|her|their|your|someone'?s|[a-z]+'s|it|them|cars?|vehicles?)\b"
    r"(?! (?:cutter|foam|anemometer)\b)"
)
_SAFE_CRACKED = (
    r"\b(?:crack|cracking|cracked|break into|breaking into|broke into)(?: open)? "
    r"(?:(?:a|the|this|that|my|his|her|their|our|your|someone'?s|[a-z]+'s|[a-z]+s')\s+){1,2}(?:[a-z]+\s+)?(?:safe|vault)\b"
    r"(?! (?:and sound|to|for|place|space|bet|side|word|house|distance|option|way|choice|driver|driving|zone)\b)"
    r"(?![^\n]*\b(?:escape rooms?|games?|puzzles?|minecraft|fortnite|films?|movies?|novel|book|level|quest|mission)\b)"
)
_SYMPTOMS = (
    r"\b(?:sore|pain|painful|fevers?|temperature|aches?|aching|rash|swollen|swelling|lump|bleeding|dizzy|dizziness|nausea|"
    r"nauseous|vomiting|cough|numb|numbness|tingling|itchy|itching|throbbing|tender)\b"
)
_WHATS_WRONG = (
    r"\b(?:what'?s|whats|what is|what could be) (?:wrong|going on|happening)(?: with (?:me|my (?:body|head|back|knees?|legs?|"
    r"arms?|hands?|feet|foot|stomach|tummy|chest|throat|skin|eyes?|ears?|fingers?|toes?|neck|shoulders?|hips?|wrists?|ankles?)))?"
    r"\s*\?"
)
ADDED = {
    "illegal": [f"{_HOT_WIRED}|{_SAFE_CRACKED}"],
    "health_advice": [rf"{_SYMPTOMS}[^\n]{{0,300}}{_WHATS_WRONG}"],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0037_crisis_to_the_edge_and_never_get_up")]

    operations = [_floor_patterns.adding(ADDED)]
