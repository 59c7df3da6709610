"""Episodes stay append-only, with one narrow exception: re-embedding.

Text is the permanent artifact (seed 004 ADR-001); a vector is derived from it and must be
recomputed when the embedding model changes. An UPDATE of an episode is allowed only when
the transaction has set ``hippocampus.reembed = on`` (SET LOCAL, done by
memory.reembedding) AND nothing but the ``embedding`` column changes.
"""

from django.db import migrations

FUNCTION = """
CREATE OR REPLACE FUNCTION hippocampus_reject_episode_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('hippocampus.erasure', true) = 'on' THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'memory_episode'
       AND current_setting('hippocampus.reembed', true) = 'on'
       AND (to_jsonb(NEW) - 'embedding') = (to_jsonb(OLD) - 'embedding') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'episodes are append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'integrity_constraint_violation';
END
$$ LANGUAGE plpgsql;
"""

PREVIOUS = """
CREATE OR REPLACE FUNCTION hippocampus_reject_episode_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('hippocampus.erasure', true) = 'on' THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'episodes are append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'integrity_constraint_violation';
END
$$ LANGUAGE plpgsql;
"""


class Migration(migrations.Migration):
    dependencies = [("memory", "0005_default_schedules")]
    operations = [migrations.RunSQL(FUNCTION, reverse_sql=PREVIOUS)]
