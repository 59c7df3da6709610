"""``manage.py import_history`` killed (SIGKILL) in the middle of an import keeps the
batches it committed; the same command again resumes the same job and ends with every
message once."""

import os
import signal
import subprocess
import sys
import time
from datetime import datetime, timedelta

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection

from memory.models import ImportJob, ImportStatus, Message

MESSAGES = 120


@pytest.fixture
def chat(tmp_path):
    start = datetime(2023, 6, 1, 18, 0)
    path = tmp_path / "WhatsApp Chat with Noor.txt"
    path.write_text("".join(
        f"{start + timedelta(days=n // 40, minutes=n % 40):%d/%m/%Y, %H:%M} - {('Sam', 'Noor')[n % 2]}: "
        f"note {n}: the beans on plot {n % 7} need water\n"
        for n in range(MESSAGES)
    ))
    return path


@pytest.mark.slow
def test_kill_the_command_midway_then_run_it_again(transactional_db, alice, chat):
    database_url = settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + connection.settings_dict["NAME"]
    env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": settings.REDIS_URL,
           "HIPPOCAMPUS_LLM_BACKEND": "none", "HIPPOCAMPUS_LOG_LEVEL": "WARNING"}
    command = [sys.executable, "manage.py", "import_history", "--user", "alice", str(chat), "--me", "Sam", "--batch", "10"]
    process = subprocess.Popen(command, env=env, cwd=settings.BASE_DIR, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 180
        while not ImportJob.objects.filter(user=alice, cursor__gte=20).exists():
            assert time.monotonic() < deadline, "the import stored nothing within 3 minutes"
            assert process.poll() is None, "the command ended before it could be killed"
            time.sleep(0.05)
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait(timeout=30)
    job = ImportJob.objects.get(user=alice)
    assert job.status == ImportStatus.STORING and 20 <= job.cursor < MESSAGES
    assert Message.objects.for_user(alice).count() == job.cursor  # whole batches only

    call_command("import_history", "--user", "alice", str(chat), "--me", "Sam")
    job.refresh_from_db()
    assert ImportJob.objects.filter(user=alice).count() == 1
    assert (job.status, job.cursor, job.added) == (ImportStatus.DONE, MESSAGES, MESSAGES)
    provider_ids = list(Message.objects.for_user(alice).values_list("provider_id", flat=True))
    assert len(set(provider_ids)) == len(provider_ids) == MESSAGES
    assert job.episodes >= 3  # three days, three sessions
