import os
import subprocess
import sys
import uuid

import pytest
from django.conf import settings
from django.db import connection

from hippocampus.tasks import heartbeat


@pytest.mark.slow
def test_task_round_trips_through_redis_with_a_real_worker(db):
    queue = f"test-{uuid.uuid4().hex[:8]}"
    database_url = settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + connection.settings_dict["NAME"]
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "hippocampus", "worker", "-Q", queue, "--concurrency=1",
         "--pool=solo", "--without-gossip", "--without-mingle", "--loglevel=WARNING"],
        env={**os.environ, "DATABASE_URL": database_url, "REDIS_URL": settings.REDIS_URL},
        cwd=settings.BASE_DIR,
    )
    try:
        result = heartbeat.apply_async(queue=queue).get(timeout=120)
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    assert result["vector"].startswith("0.")
    assert int(result["vector"].split(".")[1]) >= 8
    assert result["worker"]
