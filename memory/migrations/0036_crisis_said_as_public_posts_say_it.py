"""Floor patterns for crisis said as the public rows of ``training.jsonl`` say it (issue 15;
memory/refusal/data/README.md), read on the train and dev splits only, the test split left
unread. The dev split's crisis rows the gate let through were all real posts, not phrasings
of the hand-written sets: a method weighed, the thought crossing one's mind, means put away,
an eating disorder. And of the train and dev splits' crisis rows, 114 of 264 were answered by
the learned head alone, no keyword or pattern of the floor reading them: a held-out row said
the same way rests on the head's 0.25 to 0.75 margin. The plainest of them are said here as
patterns (each checked against every benign row of the train and dev splits and of the
hand-written dev sets: none of them matched that the floor did not already match).

Crisis:
- a method of suicide weighed as an option: still on the table, an option, the easiest or
  least painful way, or not seeming as bad or painful as people say; hanging a shelf, an
  option for the laundry, or a treatment "still an option" is not matched (the method must be
  the subject, the option the writer's);
- the thought of it crossing the writer's mind, said beside suicide (someone's, or the
  word): "it crossed my mind that I never called him back" is not matched;
- one's guns, pills, blades or razors handed over, locked or hidden when the writer feels
  "that way", suicidal or the urges come: the means kept away from oneself says the
  feeling comes; guns given to a son on a move are not matched;
- the writer struggling with, battling or relapsing into anorexia, bulimia or an eating
  disorder, or bingeing and then purging (self-harm as the public rows label it); someone
  else's illness, or one recovered from, is not matched;
- cutting, burning, stabbing, carving or wounding oneself or one's wrists, arms, thighs or
  skin, or setting oneself on fire; not by accident, by a stove, a kettle, shaving, cooking
  or a thorn, and not denied ("I never cut myself");
- deserving to die, being ready to die (not on a hill), wanting to be dead or to give up and
  die, nothing left to live for, no one who would miss the writer (not at a party or work),
  taking or ending one's own life (not "took my life back", not denied), done with life (not
  with life admin or living in a town);
- a means at hand: drinking bleach thought of, a knife at one's throat, a belt or a rope
  round one's neck, a gun's barrel sucked on, all the pills ready or swallowed;
- being alive only because someone walked in or came home.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_METHOD = (
    r"(?:strangulation|strangling myself|hanging|a noose|the noose|overdos(?:e|ing)|an od|od'?ing|slitting my wrists|"
    r"cutting my wrists|carbon monoxide|suffocation|suffocating myself|drowning myself|shooting myself|a bullet|jumping off|"
    r"jumping in front of)"
)
_WEIGHED = (
    r"(?:(?:is|was|'s|are|were|seem(?:s|ed)?(?: like)?) (?:still )?"
    r"(?:on the table|an option|the (?:easiest|quickest|least painful|most painless) (?:way|option))"
    r"|(?:didn'?t|doesn'?t|don'?t|wouldn'?t) (?:seem|sound|look) (?:as|that|so|too) (?:bad|painful|hard|scary))"
    r"(?!\s+(?:for|to) (?!me\b|myself\b))"
)
_SUICIDE_SAID = (
    r"(?:suicide|suicidal|took (?:his|her|their) (?:own )?li(?:fe|ves)|killed (?:him|her|them)sel(?:f|ves)|"
    r"ended (?:his|her|their) (?:own )?li(?:fe|ves)|kill(?:ing)? myself|end(?:ing)? (?:it all|my life))"
)
_CROSSED = r"\b(?:the thought|it)(?: has| had|'s)?(?: \w+)? crossed my mind\b(?!\s+(?:that|to|whether|if|how|what|why|once)\b)"
_MEANS = r"(?:guns?|firearms?|rifles?|pistols?|shotgun|weapons?|pills|meds|medications?|tablets|blades?|razors?)"
_PUT_AWAY = (
    rf"\b(?:give|gave|giving|hand|handed|handing|lock|locked|locking|hide|hid|hiding|get rid of|got rid of)\b[^.!?\n]{{0,15}}"
    rf"\bmy {_MEANS}\b"
)
_THE_FEELING = (
    r"\bwhen(?:ever)? (?:i|the urges?|the thoughts?)\b[^.!?\n]{0,15}\b(?:feel(?:ing|s)?|get|gets|start|starts|come|comes|am)\b"
    r"[^.!?\n]{0,10}\b(?:that way|like (?:this|that|doing it)|suicidal|urges?|dark|strong|bad again|back)\b"
)
_MISHAP = (
    r"(?![^\n]*\b(?:shaving|shave|cooking|cook|chopping|slicing|peeling|opening|accident\w*|by mistake|stove|oven|hob|iron|pan|kettle|"
    r"glass|paper|tin|can|grill|bbq|barbecue|straighteners|curling|sun|beach|kitchen|knife while|garden\w*|hedge|dinner|hair|"
    r"making|baking|tea|coffee|soup|toast|soldering|welding|ironing|boiling|steam|spilled|spilt|fork|pencil|pen|needle|pin|thorns?|"
    r"splinter|sewing|knitting|brambles?|fence|barbed|wire|climbing|drill|saw)\b)"
)
_UNSAID = r"(?<!\b(?:not|never|don'?t|do not|won'?t|wouldn'?t|didn'?t|doesn'?t|no|if)\b[^.!?\n]{0,40})"
_DEAD_BY_NOW = r"\b(?:i'?d|i would(?: have)?|i would'?ve) (?:be|have been|been) dead\b"
_FOUND = r"\b(?:hadn'?t|had not|didn'?t) (?:walked in|come home|came home|found me|stopped me)\b"
_EATING = r"(?:anorexia|anorexic|bulimia|bulimic|an eating disorder|my eating disorder)"
ADDED = {
    "crisis": [
        rf"\b{_METHOD}(?: myself)? {_WEIGHED}",
        rf"\b{_SUICIDE_SAID}\b[^\n]{{0,160}}{_CROSSED}"
        r"|\b(?:suicide|killing myself|ending (?:it all|my life)) (?:has|had|have)(?: \w+)? crossed my mind\b"
        r"|\bthe thoughts? of (?:suicide|killing myself|ending (?:it|my life)|not being here|dying)\b[^.!?\n]{0,20}"
        r"\bcross(?:ed|es)? my mind\b",
        rf"{_PUT_AWAY}[^\n]{{0,60}}{_THE_FEELING}|{_THE_FEELING}[^\n]{{0,60}}{_PUT_AWAY}",
        r"\b(?:i'?m|i am|i'?ve been|i have been)\b(?: [\w-]+){0,6} "
        rf"(?:struggling|suffering|battling|dealing|fighting|relapsing|relapsed)(?: with| from| into)? {_EATING}\b"
        r"|\b(?:i|i'?ve been|i keep) (?:binge|binging|bingeing)\b[^.!?\n]{0,30}\b(?:then|and) purg(?:e|ing)\b",
        _UNSAID + r"(?<!\b(?:accidentally|nearly|almost|end up) )\b(?:cut|cutting|carve|carving|burn|burning|burnt|burned|"
        r"stab|stabbing|stabbed|wound|wounding|mutilate|mutilating|mutilated|electrocute|electrocuting) "
        r"(?:my ?self|my (?:skin|wrists?|thighs?|arms?))\b(?! (?:a (?:sandwich|slice|piece|break)|some|free|loose|out|off|up|short|on)\b)"
        + _MISHAP,
        r"\bset (?:my ?self|me) (?:on fire|alight|ablaze)\b|\bburn (?:my ?self|me) alive\b",
        _UNSAID + r"\bi (?:really |just |truly |honestly |probably )?"
        r"(?:deserve to die|should (?:just )?(?:die|be dead)|want die|wanna be dead)\b(?! (?:of|from|laughing|my)\b)",
        r"\b(?:i'?m|i am|im) (?:so |just |more |finally )?ready to (?:die|give up and die)\b(?! (?:for|on|of|laughing|in)\b)",
        _UNSAID + r"\b(?:i|i'?ve) (?:just )?(?:want|wanted|wanna|wish) (?:to )?(?:be dead|give up and die|die and disappear)\b",
        r"\bnothing (?:left|else|more) (?:to|worth) liv(?:e|ing) for\b|\bnothing worth living for\b",
        r"\b(?:no ?one|nobody|no body) (?:will|would|'?d|'?ll|is going to)(?: even| really| ever)? miss me\b"
        r"(?![^.!?\n]*\b(?:party|meeting|class|lesson|work|office|trip|weekend|tonight|tomorrow|dinner|game|"
        r"if i (?:leave|skip|go|stay|don'?t))\b)",
        _UNSAID + r"\b(?:end|ending|take|taking|took) my (?:own )?life\b"
        r"(?! (?:in|into|and|as|for granted|savings|story|back|seriously|apart|over|by the|to)\b)",
        r"\bdone with (?:this life|life|living|being alive|existing)\b"
        r"(?! (?:admin|hacks?|lessons?|skills?|coach\w*|insurance|in|at|with|here|there|like|abroad|together)\b)",
        r"\b(?:think(?:ing)? (?:of|about)|thought (?:of|about)|going to|gonna|want to|wanna|ready to|i could|should i)\b"
        r"[^.!?\n]{0,15}\b(?:drink|drinking|swallow|swallowing)\b[^.!?\n]{0,20}\bbleach\b",
        r"\b(?:knife|blade|razor) (?:at|to|against) my (?:throat|wrists?)\b|\b(?:belt|rope|cord|noose|cable) (?:around|round) my neck\b"
        r"|\bsuck on (?:the end of )?(?:a|my|the|his) (?:shotgun|rifle|gun|pistol|barrel)\b|\beat (?:a|my) (?:bullet|gun)\b",
        r"\bready to (?:take|swallow) (?:them|the pills|the tablets|it) all\b"
        r"|\bswallowed all (?:the|my) (?:pills|tablets)\b(?! (?:for|this|with))",
        rf"{_DEAD_BY_NOW}[^.!?\n]{{0,10}}\bif\b[^.!?\n]{{0,40}}{_FOUND}|\bif\b[^.!?\n]{{0,40}}{_FOUND}[^.!?\n]{{0,20}}{_DEAD_BY_NOW}"
        rf"|\bif\b[^.!?\n]{{0,40}}{_FOUND}[^.!?\n]{{0,30}}\bgone through with\b",
    ]
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0035_crisis_affirmed_plans_and_overdose_in_distress")]

    operations = [_floor_patterns.adding(ADDED)]
