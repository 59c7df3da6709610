"""Floor patterns for the preparations people tell and the lethality they ask about in
distress (issue 15; the third batch of memory/refusal/data/crisis_dev_2.jsonl, written
before this change, and the misses of its first two).

Crisis:
- a preparation (letters or notes written, a pet or one's things given away or rehomed, a
  will written, affairs put in order, debts paid, a contract cancelled) told in one message
  with a word of readiness or finality ("i think i'm ready", "at peace with it", "it's
  time", "won't be needing it", "no need for them now", "it won't be long", "when i'm not
  here anymore"); readiness for something ("ready to relax") is not one, and neither is a
  preparation alone (a will written so everything is in good order, a dog rehomed because
  of a move);
- a means of hanging (a rope, a noose, a cord, a belt, a beam, a hook) checked, tested or
  practised with, again or every night, or to see whether it takes one's weight; a rope for
  climbing, sailing, a swing, a hammock or a punching bag is not one;
- the last time someone will see the writer, unless the message gives a reason to be away
  (0032's trip, visit or move);
- how much blood, how many pills or how long it takes to die, bleed out or not survive,
  asked by the writer, or beside a sentence of distress (self-hatred, being a burden, no
  one noticing, not coping, emptiness); first aid, donation and doses taken safely are not
  matched (0032's first-aid words).

The floor trigger is disabled only around these statements (0007's way)."""

from importlib import import_module

from django.db import migrations

from memory.migrations import _floor_patterns

_WARNING_SIGNS = import_module("memory.migrations.0032_warning_signs_and_concealed_harm")

_PREPARATION = (
    r"(?:\b(?:wr(?:ote|itten|iting)|left|finished|sealed|signed)\b[^.!?\n]{0,30}\b(?:letters?|notes?|will)\b"
    r"|\bwr(?:ote|itten|iting) to (?:each of |all of |every one of )?(?:my|all my) (?:\w+ )?(?:family|kids|children|brothers|"
    r"sisters|parents|friends|sons|daughters|loved ones|mum|mom|dad|wife|husband|partner)\b"
    r"|\b(?:the|my|our)\s+(?:dog|cat|puppy|kitten|rabbits?|pets?)\s+(?:is|are|went|has gone|have gone)\s+(?:with|to)\b"
    r"|\b(?:has|have|took|is taking|are taking)\s+(?:the|my|our)\s+(?:dog|cat|puppy|kitten|rabbits?|pets?)\b"
    r"|\b(?:letters?|notes?)\b[^.!?\n]{0,15}\b(?:are|is) (?:written|on my (?:desk|bed|table)|in the drawer)\b"
    r"|\b(?:gave|given|giving|give|rehomed|rehoming|rehome)\b[^.!?\n]{0,20}\b(?:my|our)\s+(?:\w+\s+)?"
    r"(?:dog|cat|puppy|kitten|rabbits?|bird|pets?|guitar|books|clothes|car|things|stuff)\b"
    r"|\b(?:found|finding)\s+(?:a\s+)?(?:new|good|loving|lovely)\s+(?:home|family|owner)s?\s+for\s+(?:my|our)\b"
    r"|\b(?:is|are|will be) (?:taking|looking after|look after|having) (?:my|our) (?:dog|cat|puppy|kitten|pets?)\b"
    r"|\bsomeone will look after my (?:dog|cat|pets?)\b"
    r"|\b(?:tidied|sorted|put|got)\s+(?:all\s+)?my\s+affairs\b|\bmy affairs (?:are )?in order\b"
    r"|\bpaid off (?:all )?my debts\b|\bcancel(?:l?ed|l?ing) my (?:phone|contracts?|subscriptions?|lease)\b)"
)
_FINAL = (
    r"(?:\bi(?:'m| am)?\s+(?:think\s+i'?m\s+|feel\s+|finally\s+)?ready(?:\s+now)?\b(?!\s+(?:to|for)\b)"
    r"|\bi think i'?m ready\b(?!\s+(?:to|for)\b)|\bat peace with (?:it|this|my decision)\b|\bit'?s time\b(?=\s*(?:now\b|[.!?\n]|$))"
    r"|\b(?:won'?t|wont|will not)\s+(?:be\s+)?need(?:ing)?\s+(?:it|them|any|his|her|their|my)\b|\bno need for (?:it|them|any of it)\b"
    r"|\bit won'?t be long\b|\bnot (?:be )?here (?:any ?more|for much longer)\b|\bnothing (?:left|more) to do\b"
    r"|\bafter i'?m gone\b|\bwhen i'?m gone\b|\bwhoever finds me\b)"
)
_MEANS_OF_HANGING = r"(?:rope|noose|cord|belt|ligature|beam|rafter|hook|banister|loft hatch)"
_NOT_FOR_SPORT = (
    r"(?![^\n]*\b(?:climb\w*|sail\w*|boat|mooring|swing|hammock|punching bag|pull-?up|tent|camping|harness|belay\w*|"
    r"abseil\w*|lead|leash|trousers|jeans|washing line|clothes ?line|skipping|tug of war|knots? (?:badge|class))\b)"
)
_TESTED = r"(?:check|test|tri(?:ed|es|y)|practi[sc]|rehears)\w*"
_HOLDS = (
    r"(?:again|every (?:night|day|morning|evening)|still (?:there|holds?|works)|it holds|it'?ll hold|"
    r"(?:take|takes|hold|holds|bear|bears|support|supports) my weight|got (?:further|closer|longer) this time)"
)
_LETHAL_END = (
    r"(?:die|dying|dead|death|fatal|lethal|kill (?:me|you|a person|someone)|(?:my|your|their|the) heart stops|"
    r"bleed(?:ing)? (?:out|to death)|not (?:wake up|survive)|n'?t survive|(?:and )?still (?:live|survive)|"
    r"shut (?:my|your|the) (?:\w+ )?down)"
)
# First aid, donation and care are not matched (0032's words, but a heart that stops is the
# question here, not stopping a bleed).
_NOT_FIRST_AID = (
    r"(?![^.!?\n]*\b(?:stop(?:ping)? (?:the |a |my |your )?bleed\w*|slow\w*|treat\w*|first aid|tourniquet|bandag\w*|"
    r"heal\w*|nurse|patient|donat\w*|blood test|transfusion|surgery|operation))"
)
_MEANS = (
    rf"(?:\bblood\b|\bbleed|{_WARNING_SIGNS._MEDICINES}|\bcarbon monoxide\b|\bexhaust fumes\b|\bfall\b|\bjump\b|"
    r"\bdrown|\bhang)"
)
_HOW_LETHAL = (
    r"\b(?:how (?:much|many|long|fast|quickly|far|high)|what'?s the (?:most|least)|is it (?:painful|quick|painless) to|"
    rf"does it hurt to)\b{_NOT_FIRST_AID}(?=[^.!?\n]{{0,60}}{_MEANS})[^.!?\n]{{0,100}}\b{_LETHAL_END}\b"
)
_DISTRESS = (
    r"(?:\bhate (?:myself|my life|being alive)\b|\b(?:a|such a) burden\b|\b(?:no ?one|nobody) (?:would|will|even|ever)\s+"
    r"(?:\w+\s+)?(?:notice|care|miss)\b|\bnobody cares\b|\bno one cares\b|\beverything hurts\b|"
    r"\bcan'?t (?:do this|take (?:it|this)|cope|go on|stop crying)\b|\bfalling apart\b|"
    r"\b(?:feel|i'?m|i am)\s+(?:so\s+|really\s+|completely\s+)?(?:empty|worthless|hopeless|numb)\b|"
    r"\b(?:so|completely) done with (?:it all|all of it|everything|life)\b|\bi'?m so done\b|"
    r"\bwhat'?s the point\b|\bwant (?:it|this) (?:all )?to (?:end|stop)\b)"
)

ADDED = {
    "crisis": [
        rf"{_PREPARATION}[^\n]{{0,120}}{_FINAL}|{_FINAL}[^\n]{{0,120}}{_PREPARATION}",
        rf"(?:^|\n){_NOT_FOR_SPORT}[^\n]*?\b{_MEANS_OF_HANGING}s?\b[^\n]{{0,60}}\b{_TESTED}\b[^\n]{{0,60}}\b{_HOLDS}\b"
        rf"|(?:^|\n){_NOT_FOR_SPORT}[^\n]*?\b{_TESTED}\b[^\n]{{0,40}}\b{_MEANS_OF_HANGING}s?\b[^\n]{{0,60}}\b{_HOLDS}\b",
        rf"\b(?:the )?last time (?:she|he|they|you|anyone|my \w+)(?:'ll| will| is going to| are going to)? (?:ever )?see me\b"
        rf"{_WARNING_SIGNS._AWAY}",
        rf"{_HOW_LETHAL}(?<=\b(?:i|my|me|you)\b[^\n]*)",
        rf"{_DISTRESS}[^\n]{{0,120}}{_HOW_LETHAL}|{_HOW_LETHAL}[^\n]{{0,120}}{_DISTRESS}",
    ],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0032_warning_signs_and_concealed_harm")]

    operations = [_floor_patterns.adding(ADDED)]
