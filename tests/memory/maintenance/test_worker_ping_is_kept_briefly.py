"""The dashboard's worker ping waits its whole timeout when no worker answers; its answer is
kept for a few seconds so that reloading the page does not wait again."""

import time

from django.core.cache import cache

from memory.maintenance import health


def test_a_second_look_within_the_kept_time_does_not_ping_again(db):
    cache.delete(health.PING_KEY)
    started = time.monotonic()
    first = health.worker_status(timeout=1.0)
    waited = time.monotonic() - started
    started = time.monotonic()
    second = health.worker_status(timeout=1.0)
    again = time.monotonic() - started

    assert first["answering"] == second["answering"] == []  # no worker runs in the tests
    assert waited >= 0.9  # the ping waited for stragglers
    assert again < 0.5  # the kept answer, no second wait
    assert cache.get(health.PING_KEY) == []
