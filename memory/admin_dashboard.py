"""The operator dashboard (DESIGN §9): system health above the task-run list.

Shows how many beliefs wait for reconsolidation, the last run of each maintenance task,
and how many messages wait in the Celery queue (Redis LLEN). It sits on the Task runs
page of the admin, where an operator looks when maintenance seems off.
"""

from __future__ import annotations

import redis
from django.conf import settings
from django.contrib import admin
from kombu.transport.redis import PRIORITY_STEPS, Channel

from memory import maintenance, reconsolidation
from memory.admin import TaskRunAdmin
from memory.models import TaskRun

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


def last_runs() -> list[dict]:
    """The latest TaskRun of every maintenance task (and of on-request maintenance), in task order;
    a task that has never run shows ``run: None``."""
    names = [*maintenance.TASKS, maintenance.USER_MAINTENANCE]
    latest = {run.task: run for run in TaskRun.objects.filter(task__in=names).order_by("task", "-started_at").distinct("task")}
    return [{"task": name, "run": latest.get(name)} for name in names]


def dashboard() -> dict:
    """Everything the dashboard shows, computed now."""
    return {
        "reconsolidation_pending": reconsolidation.pending_beliefs().count(),
        "last_runs": last_runs(),
        "queue_depth": queue_depth(),
    }


admin.site.unregister(TaskRun)


@admin.register(TaskRun)
class TaskRunDashboardAdmin(TaskRunAdmin):
    change_list_template = "admin/memory/dashboard_taskrun_change_list.html"

    def changelist_view(self, request, extra_context=None):
        return super().changelist_view(request, {**(extra_context or {}), "dashboard": dashboard()})
