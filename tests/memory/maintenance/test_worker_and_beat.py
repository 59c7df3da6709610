"""A real Celery beat and worker run one maintenance cycle against the real Redis."""

import importlib
import os
import subprocess
import sys
import time
import uuid

import pytest
from django.apps import apps
from django.conf import settings
from django.db import connection
from django_celery_beat.models import IntervalSchedule, PeriodicTask

from memory.models import TaskRun


def start(*arguments, env):
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "hippocampus", *arguments, "--loglevel=WARNING"],
        env=env, cwd=settings.BASE_DIR,
    )


@pytest.mark.slow
def test_beat_schedules_and_a_worker_records_a_task_run(transactional_db, alice):
    importlib.import_module("memory.migrations.0005_default_schedules").install(apps, None)
    # Only this test's task may fire, and only onto this test's queue: Redis is shared.
    PeriodicTask.objects.update(enabled=False)
    queue = f"test-maintenance-{uuid.uuid4().hex[:8]}"
    every_two_seconds, _ = IntervalSchedule.objects.get_or_create(every=2, period="seconds")
    PeriodicTask.objects.create(name=f"test: {queue}", task="memory.maintenance.trace_cleanup",
                                interval=every_two_seconds, queue=queue)

    database_url = settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + connection.settings_dict["NAME"]
    env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": settings.REDIS_URL}
    worker = start("worker", "-Q", queue, "--pool=solo", "--concurrency=1", "--without-gossip",
                   "--without-mingle", env=env)
    beat = start("beat", "-S", "django_celery_beat.schedulers:DatabaseScheduler", "--max-interval=1",
                 "--pidfile=", env=env)
    try:
        deadline = time.monotonic() + 180
        while not TaskRun.objects.filter(task="trace_cleanup", status="ok").exists():
            assert time.monotonic() < deadline, "no TaskRun appeared within 3 minutes"
            assert worker.poll() is None and beat.poll() is None, "a celery process exited"
            time.sleep(1)
    finally:
        for process in (beat, worker):
            process.terminate()
        for process in (beat, worker):
            process.wait(timeout=30)
    run = TaskRun.objects.filter(task="trace_cleanup", status="ok").first()
    assert run.finished_at >= run.started_at
    assert run.counts["people"] == 1  # Alice, the one active person in the test database
