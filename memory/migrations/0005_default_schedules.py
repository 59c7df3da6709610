"""Default maintenance schedules (DESIGN §5), installed into django-celery-beat.

The rows are ordinary PeriodicTasks: operators edit them in the admin (Periodic tasks)
and the DatabaseScheduler picks the change up. The values are frozen here, as a
migration must be; re-running the migration leaves an operator's edits alone (existing
rows are only created when missing), and reversing it removes the tasks it installed.
"""

from django.db import migrations
from django.utils import timezone

# name -> (task, schedule): ("interval", minutes) or ("crontab", "minute hour") in UTC.
DEFAULT_SCHEDULES = {
    "memory: idle encoding": ("memory.maintenance.idle_encoding", ("interval", 5)),
    "memory: reconsolidation": ("memory.maintenance.reconsolidation", ("interval", 15)),
    "memory: idle reflection": ("memory.maintenance.reflection", ("interval", 60)),
    "memory: promotion, decay and pruning": ("memory.maintenance.lifecycle", ("crontab", "15 3")),
    "memory: co-access upkeep": ("memory.maintenance.coaccess", ("crontab", "45 3")),
    "memory: retrieval trace cleanup": ("memory.maintenance.trace_cleanup", ("crontab", "30 4")),
}


def install(apps, schema_editor):
    IntervalSchedule = apps.get_model("django_celery_beat", "IntervalSchedule")
    CrontabSchedule = apps.get_model("django_celery_beat", "CrontabSchedule")
    PeriodicTask = apps.get_model("django_celery_beat", "PeriodicTask")
    PeriodicTasks = apps.get_model("django_celery_beat", "PeriodicTasks")
    for name, (task, (kind, value)) in DEFAULT_SCHEDULES.items():
        if kind == "interval":
            interval, _ = IntervalSchedule.objects.get_or_create(every=value, period="minutes")
            schedule = {"interval": interval}
        else:
            minute, hour = value.split()
            crontab, _ = CrontabSchedule.objects.get_or_create(
                minute=minute, hour=hour, day_of_week="*", day_of_month="*", month_of_year="*", timezone="UTC"
            )
            schedule = {"crontab": crontab}
        PeriodicTask.objects.get_or_create(name=name, defaults={"task": task, **schedule})
    # Historical models send no signals, so tell a running beat the schedule changed.
    PeriodicTasks.objects.update_or_create(ident=1, defaults={"last_update": timezone.now()})


def remove(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name__in=DEFAULT_SCHEDULES).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("memory", "0004_fulltext_indexes"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(install, remove)]
