"""The Django project: settings, URLs, ASGI application and the Celery app."""

from hippocampus.celery import app as celery_app

__all__ = ["celery_app"]
