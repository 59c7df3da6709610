"""A person's beliefs enter the HNSW index only once their store is large enough for the
index to pay (issue 19, ``memory.models.neighbours``): the index becomes partial on
``in_graph``, which the database sets as a belief is written, from its person's
``Profile.belief_index`` (the trigger below), and the lifecycle maintenance sets for the
older rows of a person it puts in. Everyone starts outside: until that maintenance runs,
a large store is scanned exactly (the same rows, found more slowly)."""

import pgvector.django.indexes
from django.conf import settings
from django.db import migrations, models

IN_GRAPH = """
CREATE FUNCTION belief_in_graph() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT NEW.in_graph THEN
        NEW.in_graph := EXISTS (
            SELECT 1 FROM memory_profile WHERE user_id = NEW.user_id AND belief_index <> 'outside');
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER belief_in_graph BEFORE INSERT ON memory_belief FOR EACH ROW EXECUTE FUNCTION belief_in_graph();
"""
NOT_IN_GRAPH = "DROP TRIGGER belief_in_graph ON memory_belief; DROP FUNCTION belief_in_graph();"


class Migration(migrations.Migration):

    dependencies = [
        ('memory', '0026_message_encodable'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name='belief',
            name='belief_embedding_hnsw',
        ),
        migrations.AddField(
            model_name='belief',
            name='in_graph',
            field=models.BooleanField(default=False, db_default=False, editable=False),
        ),
        migrations.AddField(
            model_name='profile',
            name='belief_index',
            field=models.CharField(choices=[('outside', 'Outside: found by an exact scan of their own rows'), ('joining', 'Joining: new beliefs go in, the older ones are being put in'), ('in', 'In: every belief in the index')], default='outside', editable=False, help_text='set by the lifecycle maintenance once the person has enough beliefs for the HNSW index to pay', max_length=8),
        ),
        migrations.AddIndex(
            model_name='belief',
            index=pgvector.django.indexes.HnswIndex(condition=models.Q(('in_graph', True)), ef_construction=64, fields=['embedding'], m=16, name='belief_embedding_hnsw', opclasses=['vector_cosine_ops']),
        ),
        migrations.RunSQL(IN_GRAPH, NOT_IN_GRAPH),
    ]
