"""The suite keeps to a Redis database of its own on the same server, as it does to a
PostgreSQL one: a task queued by the assistant running beside it (``manage.py start``,
its worker on database 0) is never taken for the suite's, nor the suite's by it."""

import redis
from django.conf import settings

from hippocampus import services


def test_the_suite_and_the_assistant_use_different_databases_of_one_server():
    assistant, suite = services.redis_url(), services.redis_url(test=True)
    assert settings.REDIS_URL == settings.CELERY_BROKER_URL == suite != assistant
    running, testing = redis.Redis.from_url(assistant), redis.Redis.from_url(suite)
    key = "hippocampus:test:which-database"
    running.set(key, "the assistant's")
    try:
        assert testing.get(key) is None
        assert running.connection_pool.connection_kwargs["port"] == testing.connection_pool.connection_kwargs["port"]
    finally:
        running.delete(key)


def test_a_socket_url_names_its_database_in_the_query():
    assert services._on_database("unix:///run/redis.sock?db=0&timeout=5", 1) == "unix:///run/redis.sock?timeout=5&db=1"
    assert services._on_database("redis://:secret@cache:6379/0", 1) == "redis://:secret@cache:6379/1"
