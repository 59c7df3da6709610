"""Django for a benchmark: its own database on the project's PostgreSQL server.

A benchmark never touches the application's data: ``setup`` points DATABASE_URL at a
database of its own on the same server (the embedded one unless DATABASE_URL is set),
drops and recreates it as the owner role so every run starts from nothing, migrates it
and starts Django (as the application role, like the product).
Call it before importing anything that imports models.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

REPO_ROOT = Path(__file__).resolve().parent.parent


def with_database(url: str, name: str) -> str:
    """``url`` with its database name replaced by ``name`` (socket hosts and options kept)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def _recreate(url: str, name: str, *, keep: bool = False) -> None:
    import psycopg

    with psycopg.connect(with_database(url, "postgres"), autocommit=True) as connection:
        exists = connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if keep and exists:
            return
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')


def setup(name: str, *, seed: int | None = None, llm_backend: str = "none", keep: bool = False) -> str:
    """Recreate database ``name``, migrate it and start Django on it; returns its URL.

    ``seed`` becomes HIPPOCAMPUS_SEED (every stochastic step reproducible);
    ``llm_backend`` becomes HIPPOCAMPUS_LLM_BACKEND unless that is already set;
    ``keep`` keeps the database of an earlier run (created when missing) instead.
    """
    if str(REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(REPO_ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    os.environ.setdefault("HIPPOCAMPUS_LLM_BACKEND", llm_backend)
    os.environ.setdefault("HIPPOCAMPUS_LOG_LEVEL", "WARNING")
    if seed is not None:
        os.environ["HIPPOCAMPUS_SEED"] = str(seed)
    from hippocampus import services

    url = with_database(services.database_url(), name)
    owner_url = with_database(services.database_owner_url(), name)
    _recreate(owner_url, name, keep=keep)
    os.environ["DATABASE_URL"] = url
    os.environ["DATABASE_OWNER_URL"] = owner_url

    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", interactive=False, verbosity=0)
    return url


@contextmanager
def served(database_url: str) -> Iterator[int]:
    """Serve the app with daphne on a free local port, against ``database_url``, while the
    block runs; yields the port once daphne accepts connections (stopped afterwards)."""
    from django.conf import settings

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": settings.REDIS_URL}
    daphne = subprocess.Popen(
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "hippocampus.asgi:application"],
        env=env, cwd=REPO_ROOT,
    )
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or daphne.poll() is not None:
                    sys.exit("daphne did not start")
                time.sleep(0.2)
        yield port
    finally:
        daphne.terminate()
        try:
            daphne.wait(timeout=15)
        except subprocess.TimeoutExpired:
            daphne.kill()
