"""``socrates.prepare`` (a web process's warm-up, a Celery worker process's start, the scale
bench's formation workers before their clock) compiles the patterns of every kind of thing
Socrates compares: a process's first claim with a word of change then compiles none (they
were ~11 ms of a formation worker's first conversation, issue 19), and reads as before."""

from memory import socrates
from memory.socrates import held, instances
from memory.socrates.contradiction import polarity


def test_after_prepare_a_claim_read_for_every_kind_compiles_no_pattern():
    instances._of_kinds.cache_clear()
    held.kinds.cache_clear()
    socrates.prepare()
    compiled = instances._of_kinds.cache_info().misses

    assert instances.had("Grabbed a double espresso and some lamb chops after work", polarity) == (
        "meat", "coffee", "caffeine")
    assert not instances.had("Watched the marathon with a veggie burger", polarity)
    assert held.changed("Switched to a pixel last week, the iphone is gone", "I have an iphone")
    assert not held.changed("My sister has a pixel", "I have an iphone")

    assert compiled >= len(instances.kinds())
    assert instances._of_kinds.cache_info().misses == compiled
    assert held.kinds.cache_info().misses == 1
