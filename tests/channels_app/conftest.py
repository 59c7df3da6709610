"""Fixtures for the texting and email channels: a local HTTP stand-in for Twilio's REST
API (the real twilio client talks to it), requests signed by the twilio library's own
validator, linked identities, and the Celery messages the channels queue."""

import base64
import json
import random
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs
from uuid import uuid4

import pytest
import redis
from django.conf import settings as django_settings
from twilio.request_validator import RequestValidator

from memory.models import ChannelIdentity

ACCOUNT_SID = "AC" + "0" * 32
AUTH_TOKEN = "test-auth-token-0123456789abcdef"
OUR_NUMBER = "+15005550006"


class TwilioStandIn(ThreadingHTTPServer):
    """Answers POST /2010-04-01/Accounts/<sid>/Messages.json as Twilio does (201 and a
    message resource), or with the statuses queued in ``failures`` first."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.sent: list[dict] = []
        self.failures: list[int] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def bodies(self) -> list[str]:
        return [message["Body"] for message in self.sent]


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        form = {key: values[0] for key, values in parse_qs(self.rfile.read(length).decode()).items()}
        server = self.server
        if server.failures:
            status = server.failures.pop(0)
            self._answer(status, {"code": 20500 if status >= 500 else 21211, "message": "stand-in failure",
                                  "status": status})
            return
        sid = "SM" + uuid4().hex
        server.sent.append({**form, "sid": sid, "path": self.path,
                            "authorization": self.headers.get("Authorization", "")})
        self._answer(201, {"sid": sid, "status": "queued", "to": form.get("To"), "from": form.get("From"),
                           "body": form.get("Body"), "account_sid": ACCOUNT_SID})

    def _answer(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def twilio(settings):
    """Twilio configured and its REST API stood in for by a local server."""
    server = TwilioStandIn()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    settings.TWILIO = {"ACCOUNT_SID": ACCOUNT_SID, "AUTH_TOKEN": AUTH_TOKEN, "FROM": OUR_NUMBER,
                       "MESSAGING_SERVICE_SID": "", "API_URL": server.url, "TIMEOUT": 5.0}
    settings.PUBLIC_URL = "https://hippo.example.org"
    settings.DELIVERY = {**settings.DELIVERY, "BACKOFF_SECONDS": 0}
    yield server
    server.shutdown()
    server.server_close()


def sign(url: str, params: dict, token: str = AUTH_TOKEN) -> str:
    return RequestValidator(token).compute_signature(url, params)


@pytest.fixture
def twilio_post(client, twilio):
    """POST a form to one of our Twilio webhooks as Twilio would, signed for the public URL."""

    def post(path: str, params: dict, *, token: str = AUTH_TOKEN, signed: bool = True, **headers):
        if signed:
            headers["HTTP_X_TWILIO_SIGNATURE"] = sign(django_settings.PUBLIC_URL + path, params, token)
        return client.post(path, params, **headers)

    return post


def free_port() -> int:
    """A local port nothing listens on right now (for a server a test starts)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def new_phone() -> str:
    """A fresh UK mobile number: the onboarding and STOP records live in the shared Redis
    cache, so each test texts from numbers no other test used."""
    return f"+447700{random.randrange(10**6):06d}"


def inbound_sms(body: str, *, sender: str, sid: str | None = None, **extra) -> dict:
    """The form Twilio posts for an inbound SMS (fixtures/inbound_sms.json, with changes)."""
    with open(django_settings.BASE_DIR / "tests/channels_app/sms/fixtures/inbound_sms.json") as fixture:
        form = json.load(fixture)
    form.update({"Body": body, "From": sender, "MessageSid": sid or "SM" + uuid4().hex, "AccountSid": ACCOUNT_SID,
                 "To": OUR_NUMBER, **extra})
    return form


@pytest.fixture
def alice_phone(alice):
    return ChannelIdentity.objects.create(user=alice, kind="sms", address=new_phone(), verified=True)


def take_queued(task: str) -> list[list]:
    """The argument lists of ``task`` messages waiting in the real Redis broker (taken out;
    a task name ending in ``*`` takes every task it begins)."""
    client = redis.Redis.from_url(django_settings.CELERY_BROKER_URL)
    found = []
    for raw in client.lrange("celery", 0, -1):
        message = json.loads(raw)
        name = message["headers"]["task"]
        if name == task or (task.endswith("*") and name.startswith(task[:-1])):
            found.append(json.loads(base64.b64decode(message["body"]))[0])
            client.lrem("celery", 1, raw)
    return found


@pytest.fixture(autouse=True)
def no_queued_channel_tasks():
    """Each test starts with none of the channels' tasks waiting in the broker: a test
    that leaves some (its rows rolled back) must not hand them to the next."""
    take_queued("channels_app.*")


@pytest.fixture
def answer_queued(django_capture_on_commit_callbacks):
    """Run the answer tasks the webhooks queued (taken out of the real broker) as a worker
    would, one after the other; returns their outcomes. The replies' deliveries are
    queued in turn (take them with ``take_queued("channels_app.deliver")``)."""
    from channels_app import tasks

    def run() -> list[str]:
        outcomes = []
        for args in take_queued("channels_app.answer"):
            with django_capture_on_commit_callbacks(execute=True):
                outcomes.append(tasks.answer.apply(args=args).get())
        return outcomes

    return run


@pytest.fixture
def engine(settings):
    """Seeded engine with no language model: the pipeline's replies are deterministic."""
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}
