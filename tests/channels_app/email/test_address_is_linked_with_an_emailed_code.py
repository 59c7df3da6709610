"""An email address linked through the API gets its code by email (Django's SMTP
backend, caught by a local aiosmtpd server); the code confirms it, and from then on its
emails reach that person's memory."""

import re

from rest_framework.test import APIClient

from channels_app import tasks
from channels_app.delivery import NOTICE_TASK
from memory.models import Message
from tests.channels_app.conftest import take_queued
from tests.channels_app.email.conftest import sendgrid_post


def test_the_emailed_code_confirms_the_address(post_email, smtp, alice, engine, django_capture_on_commit_callbacks):
    client = APIClient()
    client.force_login(alice)
    with django_capture_on_commit_callbacks(execute=True):
        linked = client.post("/api/identities/", {"kind": "email", "address": "Alice@Example.org"}, format="json")
    assert linked.status_code == 201 and linked.json()["address"] == "alice@example.org"
    [arguments] = take_queued(NOTICE_TASK)
    assert tasks.notify.apply(args=arguments).get() == "sent"
    [mail] = smtp
    assert mail["To"] == "alice@example.org" and mail["Subject"] == "Your Hippocampus code"
    code = re.search(r"\b(\d{6})\b", mail.get_content()).group(1)
    confirmed = client.post(f"/api/identities/{linked.json()['id']}/verify/", {"code": code}, format="json")
    assert confirmed.status_code == 200 and confirmed.json()["verified"]
    with django_capture_on_commit_callbacks():
        post_email(sendgrid_post("sendgrid_gmail_reply_en"))
    assert Message.objects.get(role="user").user == alice
