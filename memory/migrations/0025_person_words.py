"""A person's words in the full-text index (issue 19, memory.models.person_words): the
GIN indexes of beliefs and episodes keep each word under its person's id, so a person's
full-text match reads only their own rows, however many people share the store. The
indexes of everyone's words are dropped: every full-text match is one person's."""

from django.contrib.postgres.indexes import GinIndex
from django.db import migrations

import memory.models.person_words

PERSON_WORDS = """
CREATE FUNCTION person_words(person bigint, words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT array_to_tsvector(ARRAY(
    SELECT person::text || '/' || word FROM unnest(tsvector_to_array(words)) AS word)) $$
"""


class Migration(migrations.Migration):

    dependencies = [
        ('memory', '0022_message_claimed_at'),
    ]

    operations = [
        migrations.RunSQL(PERSON_WORDS, "DROP FUNCTION person_words(bigint, tsvector)"),
        migrations.RemoveIndex(model_name='belief', name='belief_search'),
        migrations.RemoveIndex(model_name='episode', name='episode_search'),
        migrations.AddIndex(
            model_name='belief',
            index=GinIndex(memory.models.person_words.PersonWords('user', 'search'), name='belief_person_words'),
        ),
        migrations.AddIndex(
            model_name='episode',
            index=GinIndex(memory.models.person_words.PersonWords('user', 'search'), name='episode_person_words'),
        ),
    ]
