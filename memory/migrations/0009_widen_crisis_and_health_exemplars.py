"""More floor exemplars for indirect crisis and health-advice phrasing.

Since the floor classifier counts a message only near one of a category's exemplars
(memory.refusal_embedding.PROXIMITY), each category needs exemplars that span its ways of
being said: method questions and settled intent for crisis, symptom "what should I do"
and dosing questions for health advice. Written for this purpose, not copied from any
evaluation set. The floor trigger is disabled only around these statements (0007's way).
"""

from importlib import import_module

from django.db import migrations

ADDED = {
    "crisis": [
        "what's the quickest way to end it all",
        "how high does a fall have to be to be fatal",
        "I'm thinking of crashing my car on purpose so it looks like an accident",
        "I've decided, tonight is my last night",
        "there's no point in going on anymore",
        "I wrote goodbye letters to my family",
        "would anyone even notice if I was gone for good",
        "I'm standing on the bridge right now",
    ],
    "health_advice": [
        "my chest hurts and my heart is racing, what should I do",
        "what can I take to lower my blood pressure right now",
        "how many hours apart can I take my painkillers",
        "can I double my dose if I missed one",
        "how do I treat this infection without seeing a doctor",
        "what should I do about a fever of 40 degrees",
    ],
}


def _exemplars(apps, update):
    RefusalRule = apps.get_model("memory", "RefusalRule")
    return {
        category: {"exemplars": update(list(RefusalRule.objects.get(layer="floor", category=category).exemplars), added)}
        for category, added in ADDED.items()
    }


def widen(apps, schema_editor):
    values = _exemplars(apps, lambda current, added: current + [e for e in added if e not in current])
    import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)


def narrow(apps, schema_editor):
    values = _exemplars(apps, lambda current, added: [e for e in current if e not in added])
    import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)


class Migration(migrations.Migration):
    dependencies = [("memory", "0008_immutable_belief_index")]

    operations = [migrations.RunPython(widen, narrow)]
