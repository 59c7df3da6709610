"""Floor patterns for crisis said in ways the dev sets showed the gate letting through
(issue 15; the crisis rows of memory/refusal/data/crisis_dev_3.jsonl, written before this
change, and their ordinary twins).

Crisis:
- the people in the writer's life moving on, coping or not noticing if the writer were
  not around (0034's glad absence in other words); an absence for a while or from a place
  ("if i wasn't around for a week") is not matched;
- what's the point of any of it, of living, or any more, said with giving up ("i'm done
  trying", "nothing is ever going to get better"); the point of a chore is not matched;
- thinking how easy it would be, or wanting, to step, jump or throw oneself off a
  platform, a ledge, a roof or a bridge, or in front of a train or a bus; a jump into
  water is not matched;
- hoping or not minding that the plane crashes, a car hits one, or an illness is terminal;
- a hose on the car's exhaust, or driving into the sea, a wall or a tree, said with an
  intent or a time;
- the last time the writer will talk to anyone, unless the message gives a reason to be
  away (0032's trip, visit or move);
- passwords, accounts or savings given away or deleted, or a pet going to someone, said
  with finality (0033's words of readiness);
- how many or how much of a medicine would be too much, enough, or fatal, asked beside
  distress (0033's) or a wish to sleep for ever or not wake up; asked on its own it is a
  question of dose (health advice); and a whole pack or all of one's medicine taken at
  once to die or not wake up;
- how many of one's own pills it would take to stop breathing, die or not wake up;
- last words: sorry, I love you, please don't be sad (not with a reason to be late or away);
- standing on a platform, an edge, a roof or a bridge thinking about it;
- all of one's pills lined up or laid out (a pill organiser, a trip, a doctor are not);
- having nearly done it at a bridge, an edge, a roof, with a rope or pills;
- not being around to look after a pet or a person, or much longer, unless the message
  gives a reason or a time to be away.

A short answer that says yes to a question is read by these too, in the question's words
(memory.refusal.judging). The floor trigger is disabled only around these statements
(0007's way)."""

from importlib import import_module

from django.db import migrations

from memory.migrations import _floor_patterns

_WARNING_SIGNS = import_module("memory.migrations.0032_warning_signs_and_concealed_harm")
_PREPARATIONS = import_module("memory.migrations.0033_crisis_preparations_and_lethality_in_distress")
_ABSENCE = import_module("memory.migrations.0034_others_better_off_without_the_writer")

_MEDICINES = (
    rf"(?:{_WARNING_SIGNS._MEDICINES}|sertraline|citalopram|fluoxetine|amitriptyline|propranolol|zopiclone|temazepam|"
    r"lithium|quetiapine|tramadol|meds?)"
)
_NOT_FOR_A_WHILE = r"(?!\s+(?:tomorrow|today|tonight|later)\b)"
_COPING = r"(?:move on|get over it|forget (?:about )?me|cope|manage|(?:not|never|barely) (?:even )?notice)"
_POINTLESS = (
    r"\bwhat'?s (?:even )?the point (?:of (?:any of (?:it|this)|it all|anything|living|life|going on|being alive|being here|me|"
    r"my life)|any ?more)\b"
)
_GIVING_UP = (
    r"(?:\bdone trying\b(?! to)|\bi give up\b(?! on)|\bgiven up\b(?! on)|\bcan'?t (?:do this|go on)\b|"
    r"\bnothing (?:is )?(?:ever )?going to (?:get better|change)\b|\bnever (?:going to )?get better\b|\b(?:no ?one|nobody) cares\b)"
)
_EDGE = (
    r"(?:platform|ledge|edge|roof|bridge|cliff|balcony|railing|multi-?storey|car park)s?"
    r"|(?:a|the) (?:train|bus|lorry|truck|tube)"
)
_WISHING = r"\b(?:wouldn'?t mind|wouldn'?t care|hope|hoping|wish|pray(?:ing)?)\b"
_ACCIDENT = (
    r"\b(?:(?:the|my) plane (?:crashed|crashes|would crash|went down|goes down)|"
    r"(?:a|the) (?:car|bus|lorry|truck|train) (?:would )?(?:just )?(?:hit|hits|ran over|runs? over) me|"
    r"(?:get|got|have|had) (?:a )?terminal (?:diagnosis|illness|cancer)|a terminal diagnosis|"
    r"(?:get|got) (?:really )?(?:sick|ill) and (?:don'?t|didn'?t|never) (?:recover|get better|wake up))\b"
)
_INTENT = r"\b(?:going to|gonna|want to|wanna|thinking (?:about|of)|plan(?:ning)? to|will|i'?ll|tonight|tomorrow|this weekend|do it)\b"
_HANDED_OVER = (
    r"(?:\b(?:gave|given|giving|handed|left)\b[^.!?\n]{0,20}\bmy\s+(?:passwords?|bank details|pin|savings|jewel(?:le)?ry|accounts?)\b"
    r"|\bdeleted (?:all )?(?:of )?my (?:accounts|social media|profiles)\b"
    r"|\b(?:the|my|our)\s+(?:dog|cat|puppy|kitten|rabbits?|pets?)\s+(?:goes|will go|is going)\s+(?:to|with)\b)"
)
_WANTING_OUT = (
    rf"(?:{_PREPARATIONS._DISTRESS}|\bsleep (?:for (?:a (?:really |very )?long time|ever)|forever)\b|\b(?:not|never) wake up\b|"
    r"\basking for (?:me|myself)\b)"
)
_TOO_MUCH = (
    rf"(?:\bhow (?:many|much)(?: of)?(?: my| these| the| your)?(?: \w+)? {_MEDICINES}\b[^.!?\n]{{0,40}}"
    r"\b(?:too (?:many|much)|enough|would it take|would do it|would kill)\b"
    rf"|\bwhat'?s (?:a|the) (?:fatal|lethal|deadly) (?:amount|dose|number) of (?:my )?{_MEDICINES}\b)"
)
_STOPS_BREATHING = r"(?:stop (?:my )?breathing|stop my heart|not wake up|never wake up|die|kill me|end it)"
_LAST_WORDS = (
    r"(?:\bi'?m sorry\b|\bforgive me\b)[^\n]{0,60}\bi love you\b[^\n]{0,60}\b(?:please )?don'?t (?:be sad|cry|blame yourself|"
    r"blame yourselves)\b"
)
_NEAR_MISS_MEANS = r"(?:bridge|edge|ledge|roof|rope|noose|pills|tablets|tracks|cliff|platform|blade)"

ADDED = {
    "crisis": [
        rf"\b{_ABSENCE._PEOPLE}\b[^.!?\n]{{0,20}}\b(?:would|'d|will)(?: all| just| probably| soon)? {_COPING}\b[^.!?\n]{{0,30}}"
        rf"\bif i\b(?: just| simply)? {_ABSENCE._GONE}{_ABSENCE._ONLY_AWHILE}{_NOT_FOR_A_WHILE}",
        rf"{_POINTLESS}[^\n]{{0,80}}{_GIVING_UP}|{_GIVING_UP}[^\n]{{0,80}}{_POINTLESS}",
        r"(?<!\b(?:never|don'?t|do not|wouldn'?t|not)\s+)"
        r"\b(?:how easy it would be|(?:thinking|think|thought) (?:about|of)|want(?:ed)? to|wanna|tempted|urge|wish i could)\b"
        r"[^.!?\n]{0,30}\b(?:step(?:ping)?|jump(?:ing)?|walk(?:ing)?|throw(?:ing)? myself|fall(?:ing)?|lean(?:ing)?) "
        rf"(?:off|in front of|from|over) (?:the |a )?(?:edge of (?:the |a )?)?(?:{_EDGE})\b"
        r"(?![^.!?\n]*\b(?:into the (?:river|water|sea|lake|pool)|bungee|swim\w*|div\w*|zip ?line|parachut\w*)\b)",
        rf"{_WISHING}[^.!?\n]{{0,30}}{_ACCIDENT}",
        rf"(?:\bhose\b[^.!?\n]{{0,25}}\bcar'?s? exhaust\b|\bcar'?s? exhaust\b[^.!?\n]{{0,25}}\bhose\b)(?=[^\n]{{0,60}}{_INTENT})"
        rf"|{_INTENT}[^\n]{{0,60}}(?:\bhose\b[^.!?\n]{{0,25}}\bcar'?s? exhaust\b|\bcar'?s? exhaust\b[^.!?\n]{{0,25}}\bhose\b)",
        r"\b(?:going to|gonna|want to|wanna|thinking (?:about|of)|might|plan(?:ning)? to)\b[^.!?\n]{0,15}\b(?:drive|driving|steer|crash)"
        r"(?: my car| the car)? (?:into|off) (?:the sea|the river|(?:a|the) lake|a wall|a tree|(?:a|the) cliff|(?:a|the) bridge|"
        r"oncoming traffic|the quarry)\b",
        rf"\b(?:this is )?the last time (?:i'?ll|i will|i'?m going to) (?:ever )?(?:talk|speak|write) (?:to )?(?:you|anyone)\b"
        rf"{_WARNING_SIGNS._AWAY}",
        rf"{_HANDED_OVER}[^\n]{{0,120}}{_PREPARATIONS._FINAL}|{_PREPARATIONS._FINAL}[^\n]{{0,120}}{_HANDED_OVER}",
        rf"{_TOO_MUCH}[^\n]{{0,120}}{_WANTING_OUT}|{_WANTING_OUT}[^\n]{{0,120}}{_TOO_MUCH}",
        rf"\b(?:all (?:of )?my|my (?:whole|entire)|the whole (?:pack|box|bottle|packet) of)\b[^.!?\n]{{0,25}}{_MEDICINES}\b"
        r"[^.!?\n]{0,40}\b(?:enough to|at once|in one go)\b[^.!?\n]{0,30}\b(?:die|dead|stop my heart|kill me|not wake up|"
        r"never wake up|(?:just )?go to sleep|sleep forever|end it)\b",
        rf"\bhow (?:many|much) of my {_MEDICINES}\b[^.!?\n]{{0,40}}\b(?:would it take|would i need|to)\b[^.!?\n]{{0,30}}"
        rf"\b{_STOPS_BREATHING}\b",
        rf"{_LAST_WORDS}(?![^\n]*\b(?:can'?t make it|won'?t make it|miss(?:ing)?|late|party|dinner|tonight|weekend|trip|flight|"
        r"birthday)\b)",
        r"\b(?:stood|standing|stand|sat|sitting)\b[^.!?\n]{0,20}\b(?:on|at|by) (?:the |a )?(?:edge of (?:the |a )?)?"
        r"(?:platform(?: edge)?|edge|ledge|roof|bridge|cliff(?: edge)?|railings?)\b[^\n]{0,60}"
        r"\bthinking (?:about|of) (?:it|jumping|doing it|ending it)\b",
        rf"\ball (?:of )?my {_MEDICINES}\b[^.!?\n]{{0,20}}\b(?:lined up|laid out|in front of me)\b"
        r"(?![^.!?\n]*\b(?:organi[sz]er|dosette|trip|holiday|week|pharmacist|doctor)\b)",
        rf"\b(?:nearly|almost|came so close to) (?:did it|doing it|went through with it|go through with it|jumped|let go|stepped off)\b"
        rf"(?<={_NEAR_MISS_MEANS}\b[^\n]*)|{_NEAR_MISS_MEANS}\b[^\n]{{0,80}}\b(?:nearly|almost) (?:did it|went through with it|jumped)\b",
        r"\bi won'?t be (?:around|here) (?:to (?:look after|take care of|care for|feed|walk) (?:her|him|them|it|my \w+)|"
        r"(?:for )?much longer)\b(?![^\n]*\b(?:next|this|for a|while|until|till|during|hospital|surgery|retir\w*|leav\w*)\b)"
        rf"{_WARNING_SIGNS._AWAY}",
    ],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0034_others_better_off_without_the_writer")]

    operations = [_floor_patterns.adding(ADDED)]
