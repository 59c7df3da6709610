"""End to end with a real Celery worker: a signed SMS is stored and answered with empty
TwiML at once, the worker runs the turn and sends the reply through the twilio client to
the local stand-in, and Twilio's status callback marks it delivered."""

import os
import subprocess
import sys
import time
import uuid

import pytest
import redis
from celery import current_app
from django.conf import settings
from django.db import connection

from memory.models import DeliveryPart, Message
from tests.channels_app.conftest import ACCOUNT_SID, AUTH_TOKEN, OUR_NUMBER, inbound_sms


@pytest.fixture
def queue():
    """The channels' tasks routed to a queue only this test's worker reads (Redis is shared)."""
    name = f"test-texting-{uuid.uuid4().hex[:8]}"
    amqp, before = current_app.amqp, current_app.conf.task_routes
    current_app.conf.task_routes = {"channels_app.*": {"queue": name}}
    amqp.flush_routes()
    amqp.router = amqp.Router()
    yield name
    redis.Redis.from_url(settings.CELERY_BROKER_URL).delete(name)  # what no worker took
    current_app.conf.task_routes = before
    amqp.flush_routes()
    amqp.router = amqp.Router()


@pytest.mark.slow
def test_a_text_is_answered_by_the_worker_and_its_status_recorded(transactional_db, twilio, twilio_post,
                                                                   alice_phone, engine, queue):
    database_url = settings.DATABASE_URL.rsplit("/", 1)[0] + "/" + connection.settings_dict["NAME"]
    env = {**os.environ, "DATABASE_URL": database_url, "REDIS_URL": settings.REDIS_URL,
           "TWILIO_ACCOUNT_SID": ACCOUNT_SID, "TWILIO_AUTH_TOKEN": AUTH_TOKEN, "TWILIO_FROM": OUR_NUMBER,
           "TWILIO_API_URL": twilio.url, "HIPPOCAMPUS_PUBLIC_URL": settings.PUBLIC_URL,
           "HIPPOCAMPUS_LLM_BACKEND": "none", "HIPPOCAMPUS_SEED": "7"}
    # The worker routes what it queues itself (the reply's delivery) to the same queue.
    start = (
        "from hippocampus.celery import app; "
        f"app.conf.task_routes = {{'channels_app.*': {{'queue': {queue!r}}}}}; "
        f"app.worker_main(['worker', '-Q', {queue!r}, '--pool=solo', '--concurrency=1', '--without-gossip', "
        "'--without-mingle', '--loglevel=WARNING'])"
    )
    worker = subprocess.Popen([sys.executable, "-c", start], env=env, cwd=settings.BASE_DIR)
    try:
        response = twilio_post("/webhooks/twilio/sms/", inbound_sms("I adopted a cat called Miso.",
                                                                   sender=alice_phone.address))
        assert response.status_code == 200 and b"<Message>" not in response.content
        assert Message.objects.get(user=alice_phone.user, channel="sms", role="user").text == "I adopted a cat called Miso."
        deadline = time.monotonic() + 120
        while not twilio.sent:
            assert time.monotonic() < deadline, "the worker sent nothing within 2 minutes"
            assert worker.poll() is None, "the worker exited"
            time.sleep(0.5)
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    reply = Message.objects.get(user=alice_phone.user, channel="sms", role__in=["assistant", "interjection"])
    assert " ".join(twilio.bodies()).startswith(reply.text[:40])
    sid = twilio.sent[0]["sid"]
    twilio_post("/webhooks/twilio/status/", {"MessageSid": sid, "MessageStatus": "delivered",
                                             "AccountSid": ACCOUNT_SID})
    assert DeliveryPart.objects.get(provider_id=sid).status == "delivered"
    assert Message.objects.get(user=alice_phone.user, channel="sms", role="user").status in {"answered", "failed"}
    # Only the storing happens inside the webhook (the turn runs in the worker): warm, far
    # inside Twilio's 15-second timeout even on a loaded machine.
    started = time.monotonic()
    again = twilio_post("/webhooks/twilio/sms/", inbound_sms("Miso likes the windowsill.", sender=alice_phone.address))
    assert again.status_code == 200 and time.monotonic() - started < 5
    assert Message.objects.get(text="Miso likes the windowsill.").status == "stored"  # no worker now: queued
