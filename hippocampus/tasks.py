"""Project-level Celery tasks."""

import socket

from celery import shared_task
from django.db import connection
from django.utils import timezone


@shared_task(name="hippocampus.heartbeat")
def heartbeat() -> dict:
    """Prove a worker is alive and reaches the database; the dashboard shows the answer."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        row = cursor.fetchone()
    return {"worker": socket.gethostname(), "vector": row[0] if row else None, "at": timezone.now().isoformat()}
