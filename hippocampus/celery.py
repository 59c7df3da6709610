"""The Celery app; its broker and result backend are the same Redis as everything else."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")

app = Celery("hippocampus")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
