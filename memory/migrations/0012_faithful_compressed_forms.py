"""Compressed forms become shortened sentences (memory.extraction.compress): the keyword
one-liners dropped every function word, negations and pronouns included, so "not" or
"her" never reached the context.

A belief's compressed form is recomputed from its full text where that still has the
frame formation writes, "<speaker> (<day>): <sentence>" ("The person" when no speaker
was known); the other beliefs (immutable safety rules, texts rewritten some other way)
keep theirs. Reversing it leaves the new forms: the old ones are not kept.
"""

import re
from datetime import datetime

from django.db import migrations

from memory import extraction

FRAME = re.compile(r"(?P<who>[^\n():]{1,80}) \((?P<day>\d{1,2} [A-Z][a-z]+ \d{4})\): (?P<sentence>.+)", re.S)


def recompress(apps, schema_editor):
    Belief = apps.get_model("memory", "Belief")
    changed = []
    for belief in Belief.objects.only("id", "full", "compressed").iterator(chunk_size=2000):
        found = FRAME.fullmatch(belief.full)
        if not found:
            continue
        speaker = "" if found["who"] == "The person" else found["who"]
        compressed = extraction.compress(found["sentence"], speaker, datetime.strptime(found["day"], "%d %B %Y"))
        if compressed != belief.compressed:
            belief.compressed = compressed
            changed.append(belief)
    Belief.objects.bulk_update(changed, ["compressed"], batch_size=2000)


class Migration(migrations.Migration):
    dependencies = [
        ("memory", "0011_stored_search_vectors"),
    ]

    operations = [
        migrations.RunPython(recompress, migrations.RunPython.noop),
    ]
