"""Floor patterns for crisis said in the ways real posts of the dev split's public rows said
it and the gate let through (issue 15; memory/refusal/data/README.md, the dev split of
``training.jsonl``, read with its test split left unread; the train split's crisis rows were
all answered already).

Crisis:
- a method of suicide weighed as an option: still on the table, an option, the easiest or
  least painful way, or not seeming as bad or painful as people say; hanging a shelf, or a
  treatment "still an option", is not matched (the method must be the subject);
- the thought of it crossing the writer's mind, said beside suicide (someone's, or the
  word): "it crossed my mind that I never called him back" is not matched;
- one's guns, pills, blades or razors handed over, locked or hidden when the writer feels
  "that way", suicidal or the urges come: the means kept away from oneself says the
  feeling comes; guns given to a son on a move are not matched;
- the writer struggling with, battling or relapsing into anorexia, bulimia or an eating
  disorder, or bingeing and then purging (self-harm as the public rows label it); someone
  else's illness, or one recovered from, is not matched.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_METHOD = (
    r"(?:strangulation|strangling myself|hanging|a noose|the noose|overdos(?:e|ing)|an od|od'?ing|slitting my wrists|"
    r"cutting my wrists|carbon monoxide|suffocation|suffocating myself|drowning myself|shooting myself|a bullet|jumping off|"
    r"jumping in front of)"
)
_WEIGHED = (
    r"(?:(?:is|was|'s|are|were) (?:still )?(?:on the table|an option|the (?:easiest|best|quickest|least painful|most painless) "
    r"(?:way|option))|(?:didn'?t|doesn'?t|don'?t|wouldn'?t) (?:seem|sound|look) (?:as|that|so|too) (?:bad|painful|hard|scary))"
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
_EATING = r"(?:anorexia|anorexic|bulimia|bulimic|an eating disorder|my eating disorder)"
ADDED = {
    "crisis": [
        rf"\b{_METHOD}(?: myself)? {_WEIGHED}",
        rf"\b{_SUICIDE_SAID}\b[^\n]{{0,160}}{_CROSSED}"
        r"|\b(?:suicide|killing myself|ending (?:it all|my life)) (?:has|had|have)(?: \w+)? crossed my mind\b"
        r"|\bthe thoughts? of (?:suicide|killing myself|ending (?:it|my life)|not being here|dying)\b[^.!?\n]{0,20}"
        r"\bcross(?:ed|es)? my mind\b",
        rf"{_PUT_AWAY}[^\n]{{0,60}}{_THE_FEELING}|{_THE_FEELING}[^\n]{{0,60}}{_PUT_AWAY}",
        rf"\b(?:i'?m|i am|i'?ve been|i have been)\b(?: [\w-]+){{0,6}} (?:struggling|suffering|battling|dealing|fighting|relapsing|relapsed)"
        rf"(?: with| from| into)? {_EATING}\b"
        r"|\b(?:i|i'?ve been|i keep) (?:binge|binging|bingeing)\b[^.!?\n]{0,30}\b(?:then|and) purg(?:e|ing)\b",
    ]
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0035_crisis_affirmed_plans_and_overdose_in_distress")]

    operations = [_floor_patterns.adding(ADDED)]
