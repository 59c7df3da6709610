"""Account erasure keeps an audit row without content (``AccountErasure``,
memory.people.erasure), and an operator's pruning of a belief is a revision (reason
``pruning``) like every other change of a belief.

Migration 0012 rewrote compressed forms without revision rows. They are not added here:
0012 kept no copy of the forms it replaced, so a revision written now would have to
invent its ``old_compressed``; a revision that is not what happened is worse than none.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('memory', '0020_belief_person_vectors'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name='beliefrevision',
            name='reason',
            field=models.CharField(choices=[('reconsolidation', 'Reconsolidation'), ('merge', 'Merge of a near-duplicate'), ('correction', 'Correction by the person'), ('contradiction', 'Contradiction (Socrates)'), ('promotion', 'Promotion'), ('pin', 'Pinned or unpinned by the person'), ('dispute', 'Marked wrong by the person'), ('pruning', 'Pruning')], max_length=20),
        ),
        migrations.CreateModel(
            name='AccountErasure',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('erased_at', models.DateTimeField(auto_now_add=True)),
                ('initiated_by', models.CharField(choices=[('person', 'The person themself'), ('operator', 'An operator')], max_length=16)),
                ('counts', models.JSONField(default=dict, help_text='rows removed, by kind')),
                ('operator', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['-erased_at'],
            },
        ),
    ]
