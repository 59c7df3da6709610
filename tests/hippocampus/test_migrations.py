import os
import subprocess
import sys
import uuid

import psycopg
import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection


def test_models_and_migrations_agree(db):
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)


def test_pgvector_is_0_8_or_later(db):
    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        (version,) = cursor.fetchone()
    assert tuple(int(part) for part in version.split(".")[:2]) >= (0, 8)


@pytest.mark.slow
def test_migrations_apply_to_an_empty_database():
    """A brand-new database on the same server migrates from nothing, in a separate process."""
    params = {k: v for k, v in connection.get_connection_params().items() if k in {"host", "port", "user", "password"}}
    name = f"hippocampus_empty_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dbname="postgres", autocommit=True, **params) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    try:
        url = settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + name
        result = subprocess.run(
            [sys.executable, "-m", "django", "migrate", "--noinput"],
            env={**os.environ, "DATABASE_URL": url, "REDIS_URL": settings.REDIS_URL,
                 "DJANGO_SETTINGS_MODULE": "hippocampus.settings"},
            cwd=settings.BASE_DIR,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert result.returncode == 0, result.stderr[-3000:]
        with psycopg.connect(dbname=name, autocommit=True, **params) as fresh:
            floor = fresh.execute("SELECT count(*) FROM memory_refusalrule WHERE layer = 'floor'").fetchone()[0]
            triggers = {row[0] for row in fresh.execute("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal")}
        assert floor == 5
        assert {"episode_append_only", "belief_requires_provenance", "refusal_floor_protected"} <= triggers
    finally:
        with psycopg.connect(dbname="postgres", autocommit=True, **params) as admin:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
