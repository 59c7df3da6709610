"""Maintenance on Celery beat (DESIGN §5): one task per memory.maintenance task.

Schedules live in the database (django-celery-beat), installed by migration
memory/0005_default_schedules and editable in the admin. Each task is safe to run twice
at once and records a TaskRun; late acknowledgement means a worker killed mid-run gets
the task redelivered, and the rerun finishes the work.
"""

from celery import shared_task

from memory import maintenance


def _run(name: str) -> dict:
    run = maintenance.run_task(name)
    return {"task_run": run.pk, "status": run.status, "counts": run.counts}


@shared_task(name="memory.maintenance.lifecycle", acks_late=True)
def lifecycle() -> dict:
    """Promotion, decay and pruning for every person."""
    return _run("lifecycle")


@shared_task(name="memory.maintenance.coaccess", acks_late=True)
def coaccess() -> dict:
    """Co-access decay and pruning for every person."""
    return _run("coaccess")


@shared_task(name="memory.maintenance.reconsolidation", acks_late=True)
def reconsolidation() -> dict:
    """Reconsolidate the beliefs whose retrieval context has drifted."""
    return _run("reconsolidation")


@shared_task(name="memory.maintenance.idle_encoding", acks_late=True)
def idle_encoding() -> dict:
    """Form the idle conversations' unencoded messages into episodes and beliefs."""
    return _run("idle_encoding")


@shared_task(name="memory.maintenance.trace_cleanup", acks_late=True)
def trace_cleanup() -> dict:
    """Delete retrieval traces past their retention."""
    return _run("trace_cleanup")


@shared_task(name="memory.maintenance.reflection", acks_late=True)
def reflection() -> dict:
    """Idle reflection for active people (a no-op unless HIPPOCAMPUS_IDLE_REFLECTION)."""
    return _run("reflection")
