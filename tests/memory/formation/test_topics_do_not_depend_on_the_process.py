"""A belief's topics are the statement's longest terms, equal lengths in the order of the
terms: the same in every process, whatever its hash seed (they followed a set's order)."""

import os
import subprocess
import sys

SCRIPT = (
    "import django, os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'hippocampus.settings'); django.setup();"
    "from datetime import datetime, timezone;"
    "from memory.formation import consolidation; from memory.text import extraction;"
    "s = extraction.statements('Anna, Boris, Clara and Denis bake bread, cakes, pies and tarts.', speaker='alice',"
    " when=datetime(2026, 1, 1, tzinfo=timezone.utc))[0];"
    "print(consolidation._tags(s, 'alice')[1])"
)


def test_topics_are_the_same_under_any_hash_seed():
    seen = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=True)
        seen.add(run.stdout.strip().splitlines()[-1])
    assert len(seen) == 1
    assert seen.pop() == "['bread', 'clara', 'anna', 'bake']"
