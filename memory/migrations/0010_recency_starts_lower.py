"""Recency's Dirichlet alpha starts at 0.5 instead of 2 (see memory.models.traces).

Profiles still at the old start value have never been moved by meta-learning (it nudges
by at most lr × weight per turn, so an untouched 2.0 means untouched): they start over at
the new value. Learnt values are left alone.
"""

from django.db import migrations, models

OLD, NEW = 2.0, 0.5


def restart(apps, schema_editor):
    apps.get_model("memory", "RelevanceProfile").objects.filter(alpha_recency=OLD).update(alpha_recency=NEW)


def back(apps, schema_editor):
    apps.get_model("memory", "RelevanceProfile").objects.filter(alpha_recency=NEW).update(alpha_recency=OLD)


class Migration(migrations.Migration):
    dependencies = [
        ("memory", "0009_widen_crisis_and_health_exemplars"),
    ]

    operations = [
        migrations.AlterField(
            model_name="relevanceprofile",
            name="alpha_recency",
            field=models.FloatField(default=NEW),
        ),
        migrations.RunPython(restart, back),
    ]
