"""Debian's Chromium (the ``browser`` fixture and ``sign_in``) and a real daphne serving
the app on a free port, against the test database and the real Redis, with its model
replaced at the one edge we cannot reach: an OpenAI-compatible stand-in server that
streams its reply a piece at a time (paced, so a browser can watch the reply grow). The
real OpenAI client in daphne talks to it over HTTP. The pages' browser tests use these
too."""

import json
import os
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.conf import settings
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.db import connection, connections

from tests.channels_app.conftest import free_port

REPLY_PIECES = ["Hello", " there", ".", " I", " remember", " that", " about", " you", "."]  # a voice: shown a sentence at a time
REPLY = "".join(REPLY_PIECES)
PIECE_SECONDS = 0.15


class PacedStandIn(BaseHTTPRequestHandler):
    def log_message(self, *args):  # keep test output clean
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        chunk = {"id": "c1", "object": "chat.completion.chunk", "created": 0, "model": body["model"]}
        if not body.get("stream"):
            reply = {**chunk, "object": "chat.completion",
                     "choices": [{"index": 0, "message": {"role": "assistant", "content": REPLY}, "finish_reason": "stop"}]}
            data = json.dumps(reply).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for piece in REPLY_PIECES:
            delta = {"role": "assistant", "content": piece}
            event = {**chunk, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
            self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
            self.wfile.flush()
            time.sleep(PIECE_SECONDS)
        done = {**chunk, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
        self.wfile.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())


@pytest.fixture(scope="session")
def paced_llm():
    server = ThreadingHTTPServer(("127.0.0.1", 0), PacedStandIn)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def daphne_server(django_db_setup, django_db_blocker, paced_llm):
    """The base URL of a daphne process serving hippocampus.asgi on a free port."""
    with django_db_blocker.unblock():
        database = connection.settings_dict["NAME"]
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + database,
        "REDIS_URL": settings.REDIS_URL,
        "HIPPOCAMPUS_LLM_BACKEND": "openai",
        "HIPPOCAMPUS_LLM_URL": paced_llm,
        "HIPPOCAMPUS_LLM_MODEL": "stand-in",
        "HIPPOCAMPUS_LLM_API_KEY": "test",
        "HIPPOCAMPUS_LLM_RETRIES": "0",
        "HIPPOCAMPUS_SEED": "7",
        "HIPPOCAMPUS_MAX_MESSAGE_CHARS": "200",
        "HIPPOCAMPUS_LOG_LEVEL": "WARNING",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "hippocampus.asgi:application"],
        env=env, cwd=settings.BASE_DIR,
    )
    deadline = time.monotonic() + 90
    while True:
        assert process.poll() is None, "daphne exited during start-up"
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            assert time.monotonic() < deadline, "daphne did not listen within 90 s"
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}"
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:  # a turn still writing holds a worker thread
        process.kill()
        process.wait(timeout=15)
    # Postgres ends a closed client's session a moment later; the test database can be
    # dropped only once it has.
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        for _ in range(50):
            cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
                           [database])
            if cursor.fetchone()[0] == 0:
                break
            time.sleep(0.1)


@pytest.fixture
def signed_in(transactional_db, client):
    """The session cookie header of ``user``, signed in (stored in the test database,
    where daphne reads it)."""

    def sign_in(user) -> str:
        client.force_login(user)
        return f"{settings.SESSION_COOKIE_NAME}={client.cookies[settings.SESSION_COOKIE_NAME].value}"

    return sign_in


@pytest.fixture
def engine(settings):
    """The engine in this process, seeded and with no language model (its replies say so)."""
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}
    return settings.HIPPOCAMPUS


CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


@pytest.fixture
def browser(monkeypatch):
    """Debian's Chromium driven by Playwright (never a downloaded browser); skips saying how
    to install it when it is missing."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"Debian's Chromium is not installed at {CHROMIUM}: run `apt-get install -y chromium` "
                    "(python3 manage.py test does it when run as root)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="install the dev extras: pip install -e '.[dev]'")
    # Playwright's sync API keeps an event loop running in this thread; the test's own
    # database reads are still plain synchronous calls.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield browser
        browser.close()
        # The test ran inside Playwright's greenlet, whose database connection is its own.
        connections.close_all()


def sign_in(page, base, user, password):
    """Sign ``user`` in through the sign-in page, as a person would; ends on the chat."""
    # daphne checks the password with the product's hasher, not the suite's fast one.
    user.password = PBKDF2PasswordHasher().encode(password, PBKDF2PasswordHasher().salt())
    user.save(update_fields=["password"])
    page.goto(base + "/")
    assert "/accounts/login/" in page.url
    page.fill("#id_username", user.username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_selector("#composer")
