"""A Celery worker process, as it starts (``worker_process_init``), loads what forming a
conversation reads at first use (``socrates.prepare``) in a thread of its own: its first
conversation does not pay for it (issue 19), and the process is not held up reporting
that it started."""

import threading

from celery.signals import worker_process_init

import hippocampus.celery  # noqa: F401  (connects the worker's start)
from memory.socrates import cues, held, instances


def test_the_worker_process_start_loads_socrates_readers_and_patterns(db):
    cues.readers.cache_clear()
    instances._of_kinds.cache_clear()
    held.kinds.cache_clear()

    worker_process_init.send(sender=None)
    preparing = [thread for thread in threading.enumerate() if thread.name == "prepare"]
    for thread in preparing:
        thread.join(timeout=120)

    assert preparing
    assert cues.readers.cache_info().currsize == 1
    assert instances._of_kinds.cache_info().currsize >= len(instances.kinds())
    assert held.kinds.cache_info().currsize == 1
