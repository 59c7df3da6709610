"""Beliefs and episodes store their parsed text (a generated tsvector column with a GIN
index), so ranking full-text matches reads it instead of re-parsing every matching row.

The episode trigger's re-embedding exception compared every column but ``embedding``;
a BEFORE trigger sees generated columns unset in NEW, so ``search`` (derived from the
summary, which is still compared) is left out of the comparison too.
"""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.conf import settings
from django.db import migrations, models


def _episode_guard(ignored: str) -> str:
    return f"""
CREATE OR REPLACE FUNCTION hippocampus_reject_episode_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('hippocampus.erasure', true) = 'on' THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'memory_episode'
       AND current_setting('hippocampus.reembed', true) = 'on'
       AND (to_jsonb(NEW) - {ignored}) = (to_jsonb(OLD) - {ignored}) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'episodes are append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'integrity_constraint_violation';
END
$$ LANGUAGE plpgsql;
"""


class Migration(migrations.Migration):

    dependencies = [
        ('memory', '0010_recency_starts_lower'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name='belief',
            name='belief_fulltext',
        ),
        migrations.RemoveIndex(
            model_name='episode',
            name='episode_fulltext',
        ),
        migrations.AddField(
            model_name='belief',
            name='search',
            field=models.GeneratedField(db_persist=True, expression=django.contrib.postgres.search.SearchVector('full', config='english'), output_field=django.contrib.postgres.search.SearchVectorField()),
        ),
        migrations.AddField(
            model_name='episode',
            name='search',
            field=models.GeneratedField(db_persist=True, expression=django.contrib.postgres.search.SearchVector('summary', config='english'), output_field=django.contrib.postgres.search.SearchVectorField()),
        ),
        migrations.AddIndex(
            model_name='belief',
            index=django.contrib.postgres.indexes.GinIndex(fields=['search'], name='belief_search'),
        ),
        migrations.AddIndex(
            model_name='episode',
            index=django.contrib.postgres.indexes.GinIndex(fields=['search'], name='episode_search'),
        ),
        migrations.RunSQL(_episode_guard("ARRAY['embedding', 'search']"), _episode_guard("'embedding'")),
    ]
