"""The maintenance schedules live in the database, match the defaults after migrate, and
an edit in the admin reaches the beat scheduler."""

import importlib
from datetime import timedelta

from django.apps import apps
from django_celery_beat.models import PeriodicTask
from django_celery_beat.schedulers import DatabaseScheduler

from hippocampus.celery import app

DEFAULTS = {
    "memory: idle encoding": ("memory.maintenance.idle_encoding", "every 5 minutes"),
    "memory: reconsolidation": ("memory.maintenance.reconsolidation", "every 15 minutes"),
    "memory: idle reflection": ("memory.maintenance.reflection", "every 60 minutes"),
    "memory: promotion, decay and pruning": ("memory.maintenance.lifecycle", "15 3 * * * (m/h/dM/MY/d) UTC"),
    "memory: co-access upkeep": ("memory.maintenance.coaccess", "45 3 * * * (m/h/dM/MY/d) UTC"),
    "memory: retrieval trace cleanup": ("memory.maintenance.trace_cleanup", "30 4 * * * (m/h/dM/MY/d) UTC"),
}


def test_the_schedule_in_the_database_matches_the_defaults_after_migrate(db):
    installed = {
        task.name: (task.task, str(task.interval or task.crontab))
        for task in PeriodicTask.objects.filter(name__startswith="memory: ")
    }
    assert installed == DEFAULTS
    assert all(task.enabled for task in PeriodicTask.objects.filter(name__in=DEFAULTS))


def test_every_scheduled_task_is_a_registered_celery_task(db):
    app.loader.import_default_modules()
    for task in PeriodicTask.objects.filter(name__in=DEFAULTS):
        assert task.task in app.tasks


def test_an_admin_edit_reaches_the_beat_scheduler(transactional_db, operator, client):
    # A transactional test starts from flushed tables: install the defaults again, as migrate did.
    importlib.import_module("memory.migrations.0005_default_schedules").install(apps, None)
    scheduler = DatabaseScheduler(app=app, lazy=True)
    assert scheduler.schedule["memory: idle encoding"].schedule.run_every == timedelta(minutes=5)
    assert not scheduler.schedule_changed()  # the beat loop's check; nothing changed yet

    interval = PeriodicTask.objects.get(name="memory: idle encoding").interval
    client.force_login(operator)
    response = client.post(
        f"/admin/django_celery_beat/intervalschedule/{interval.pk}/change/",
        # The page's inline list of tasks on this interval is left as it is.
        {"every": 7, "period": "minutes", "periodictask_set-TOTAL_FORMS": 0, "periodictask_set-INITIAL_FORMS": 0},
    )
    assert response.status_code == 302

    # The next tick of the beat loop notices the change and reads the schedule again.
    assert scheduler.schedule["memory: idle encoding"].schedule.run_every == timedelta(minutes=7)
