"""Crisis patterns for a lethal amount asked about with the intent to take it, for how
many pills it would take, for not being around much longer, and for a gun to one's own
head said as people say it ("blow my brains out", "suck on a barrel", "put this bullet in
my brain": three crisis rows of the head's dev split it read as benign or a check-in).

"What's the lethal dose of paracetamol? I want to take it tonight." was read as a request
for health advice (the floor head, 0.63) and refused with the health reply, without the
crisis resources: a lethal dose alone is a dosing question (0007 keeps "what is the
lethal dose of ibuprofen" among the health exemplars), with the writer's intent to take
it, in either order, a crisis. "I looked up how many of my pills it would take." was
health advice too, and "I gave my cat to my sister because I won't be around much
longer." nothing at all (memory/refusal/data/everyday_dev.jsonl); not being around today,
this week or at the office is only absence, and someone else's is theirs. Found on
hand-written development sets of look-alikes and their twins (issue 15); no evaluation
set was read for it. The floor trigger is disabled only around these statements (0007's
way).
"""

from importlib import import_module

from django.db import migrations

_AMOUNT = r"(?:lethal|fatal|deadly|toxic)\s+(?:dose|amount|quantity|number)"
_INTENT = (
    r"\bi(?:'m|\s+am)?\s*(?:want|wanna|plan|planning|intend|going|gonna|will|'ll)\b(?:\s+to)?\s+(?:take|swallow)\s+"
    r"(?=(?:it|them|that|those|all|enough|the (?:lot|whole|bottle|box|pack)|a (?:lethal|fatal|deadly|toxic)|\d+)\b)"
)
ADDED = [
    rf"\b{_AMOUNT}\b[\s\S]{{0,80}}{_INTENT}",
    rf"{_INTENT}[\s\S]{{0,60}}\b{_AMOUNT}\b",  # the intent's object looked ahead at: "take a lethal dose"
    r"\bhow many\b[^.!?]{0,30}\b(?:pills|tablets|painkillers|paracetamol|sleeping pills)\b[^.!?]{0,20}"
    r"\b(?:it would take|would it take|would kill|would be (?:enough|fatal|lethal)|to (?:die|not wake up))",
    r"\bi\s+(?:won'?t|will not) be (?:around|here)\b"
    r"(?![^.!?]{0,30}\b(?:today|tonight|tomorrow|this|next|at|in|on|until|till|after|before|from|for the|when|while)\b)"
    r"[^.!?]{0,15}\b(?:much longer|for (?:much )?longer|for long|anymore|any more)\b",
    # A gun to one's own head, in the words people use for it (the writer's hand, not a robber's).
    r"\b(?:i|i'd|i'll|i'm)\b[^.!?]{0,20}\b(?:put|putting|stick|sticking|take|took|taking|hold|held|holding) "
    r"(?:a|this|the|my) (?:bullet|gun|pistol|barrel|shotgun) (?:in|into|to|through|against) my "
    r"(?:brain|head|mouth|temple|skull)\b",
    r"\bblow(?:ing)? my (?:own )?brains? out\b",
    r"\b(?:suck|sucking|eat|eating) (?:on )?(?:a|the|my) (?:barrel|bullet|gun|shotgun|pistol)\b",
]


def _patterns(apps, update):
    # No floor rule in a database whose rows a test flushed: nothing to change there.
    rule = apps.get_model("memory", "RefusalRule").objects.filter(layer="floor", category="crisis").first()
    return {"crisis": {"patterns": update(list(rule.patterns))}} if rule else {}


def widen(apps, schema_editor):
    values = _patterns(apps, lambda current: current + [p for p in ADDED if p not in current])
    import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)


def narrow(apps, schema_editor):
    values = _patterns(apps, lambda current: [p for p in current if p not in ADDED])
    import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)


class Migration(migrations.Migration):

    dependencies = [("memory", "0027_beliefs_in_the_graph_by_person")]

    operations = [migrations.RunPython(widen, narrow)]
