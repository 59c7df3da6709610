"""What the floor-pattern migrations share (0029 on): ``adding(ADDED)`` is the operation that
adds patterns to the floor rules of their categories, or on the way back takes them out
again, with the floor trigger disabled only around those statements (0007's ``_apply``). A
database whose rows a test flushed has no floor rules, and nothing changes there. Django's
migration loader skips this module (its name starts with "_")."""

from importlib import import_module

from django.db import migrations


def adding(added: dict[str, list[str]]) -> migrations.RunPython:
    """The RunPython that adds ``added`` (category → patterns) to the floor rules, reversibly."""

    def patterns(apps, update):
        rules = apps.get_model("memory", "RefusalRule").objects.filter(layer="floor", category__in=added)
        return {rule.category: {"patterns": update(list(rule.patterns), added[rule.category])} for rule in rules}

    def widen(apps, schema_editor):
        values = patterns(apps, lambda current, new: current + [p for p in new if p not in current])
        import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)

    def narrow(apps, schema_editor):
        values = patterns(apps, lambda current, new: [p for p in current if p not in new])
        import_module("memory.migrations.0007_tune_floor_rules")._apply(apps, schema_editor, values)

    return migrations.RunPython(widen, narrow)
