"""System health for the operator dashboard (DESIGN §9): whether the database and Redis
answer (and how fast), when a Celery worker and beat were last seen, how many beliefs
wait for reconsolidation, the last run of each maintenance task, how many messages wait
in the Celery queue (Redis LLEN), and each person's memory counts with their last
formation. The admin shows it above the task-run list and in the people list."""

from __future__ import annotations

import time

import redis
from celery import current_app
from django.conf import settings
from django.core.cache import cache
from django.db import connection, models
from django.db.models.functions import Coalesce
from django_celery_beat.models import PeriodicTask
from kombu.transport.redis import PRIORITY_STEPS, Channel

from memory.maintenance import reconsolidation
from memory.maintenance.runner import USER_MAINTENANCE
from memory.maintenance.tasks import TASKS
from memory.models import Belief, BeliefStatus, Conversation, Episode, Message, TaskRun

QUEUE = "celery"


def queue_depth(queue: str = QUEUE) -> int | None:
    """Messages waiting in a Celery queue on the Redis broker; None when Redis cannot be reached.

    Kombu keeps one Redis list per priority step (the plain name for priority 0), so the
    depth is the sum of their lengths.
    """
    keys = [queue] + [f"{queue}{Channel.sep}{step}" for step in PRIORITY_STEPS if step]
    try:
        client = redis.Redis.from_url(settings.CELERY_BROKER_URL, socket_timeout=2, socket_connect_timeout=2)
        with client.pipeline() as pipe:
            for key in keys:
                pipe.llen(key)
            return sum(pipe.execute())
    except redis.RedisError:
        return None


def last_runs(others: tuple[str, ...] = ()) -> list[dict]:
    """The latest TaskRun of every maintenance task, then of ``others`` (tasks that run
    through the runner from higher layers, such as reflection) and of on-request
    maintenance, in that order; a task that has never run shows ``run: None``."""
    names = [*TASKS, *others, USER_MAINTENANCE]
    latest = {run.task: run for run in TaskRun.objects.filter(task__in=names).order_by("task", "-started_at").distinct("task")}
    return [{"task": name, "run": latest.get(name)} for name in names]


def _timed(probe) -> dict:
    started = time.perf_counter()
    try:
        probe()
    except Exception as error:  # the dashboard reports any failure of a probe, it never fails itself
        return {"ok": False, "error": f"{type(error).__name__}: {error}"[:200]}
    return {"ok": True, "ms": round((time.perf_counter() - started) * 1000, 1)}


def database_status() -> dict:
    """``{"ok": True, "ms": ...}`` when the database answers a query, else the error."""

    def probe():
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")

    return _timed(probe)


def redis_status() -> dict:
    """``{"ok": True, "ms": ...}`` when the Redis broker answers PING, else the error."""
    client = redis.Redis.from_url(settings.CELERY_BROKER_URL, socket_timeout=2, socket_connect_timeout=2)
    return _timed(client.ping)


PING_KEY = "health:workers-answering"
PING_KEPT = 15  # seconds


def _answering(timeout: float) -> list[str]:
    return sorted(name for reply in current_app.control.ping(timeout=timeout) for name in reply)


def worker_status(timeout: float = 0.5) -> dict:
    """The Celery workers that answered a ping within ``timeout`` seconds (the answer kept
    for PING_KEPT seconds: a ping waits its whole timeout for stragglers, and the dashboard
    is reloaded often), and when a worker last finished a maintenance task (its last sign of
    life when none answers)."""
    try:
        answering = cache.get_or_set(PING_KEY, lambda: _answering(timeout), PING_KEPT)
    except Exception:  # a broker that is down: Redis's own row says why
        answering = []
    last = TaskRun.objects.filter(finished_at__isnull=False).order_by("-finished_at").values_list("finished_at", flat=True)
    return {"answering": answering, "last_task_at": last.first()}


def beat_last_seen():
    """When Celery beat last sent a scheduled task (django-celery-beat records it), or None."""
    return PeriodicTask.objects.aggregate(last=models.Max("last_run_at"))["last"]


def _count(model, **conditions):
    rows = model.objects.filter(user=models.OuterRef("pk"), **conditions).order_by().values("user")
    return Coalesce(models.Subquery(rows.annotate(n=models.Count("pk")).values("n")), 0)


def with_memory_counts(users: models.QuerySet) -> models.QuerySet:
    """``users`` annotated with their memory counts (``conversation_count``,
    ``message_count``, ``episode_count``, ``active_belief_count``, ``belief_count``) and
    ``last_formation`` (when their newest episode was written), one subquery each."""
    newest = Episode.objects.filter(user=models.OuterRef("pk")).order_by("-created_at").values("created_at")[:1]
    return users.annotate(
        conversation_count=_count(Conversation),
        message_count=_count(Message),
        episode_count=_count(Episode),
        active_belief_count=_count(Belief, status=BeliefStatus.ACTIVE),
        belief_count=_count(Belief),
        last_formation=models.Subquery(newest),
    )


def dashboard(others: tuple[str, ...] = ()) -> dict:
    """Everything the dashboard shows, computed now (``others`` as in ``last_runs``)."""
    return {
        "database": database_status(),
        "redis": redis_status(),
        "worker": worker_status(),
        "beat_last_seen": beat_last_seen(),
        "reconsolidation_pending": reconsolidation.pending_beliefs().count(),
        "last_runs": last_runs(others),
        "queue_depth": queue_depth(),
    }
