"""The import page end to end: a signed-in person uploads a file, the import is queued
for the Celery worker, the job's page polls its progress line with htmx until it says
done; a refused file gets a 400 saying why with nothing written; an ambiguous chat asks
which speaker is the person; another person's import is a 404."""

import base64
import json

import pytest
import redis
from django.conf import settings as django_settings
from django.core.files.uploadedfile import SimpleUploadedFile

from memory.models import ImportJob, Message
from memory.people import imports
from memory.tasks.imports import run_import

from tests.memory.people.imports.conftest import fixture_bytes

URL = "/account/import-history/"


@pytest.fixture
def signed_in(client, alice, settings, import_dir):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "LLM_BACKEND": "none", "SEED": 7}
    client.force_login(alice)
    return client


def upload(client, name, **fields):
    return client.post(URL, {"file": SimpleUploadedFile(name, fixture_bytes(name)), **fields})


def queued_imports() -> list[list]:
    """The run_import messages waiting in the broker (taken out)."""
    client = redis.Redis.from_url(django_settings.CELERY_BROKER_URL)
    found = []
    for raw in client.lrange("celery", 0, -1):
        message = json.loads(raw)
        if message["headers"]["task"] == "memory.run_import":
            found.append(json.loads(base64.b64decode(message["body"]))[0])
            client.lrem("celery", 1, raw)
    return found


def test_upload_queue_and_progress_until_done(signed_in, alice, django_capture_on_commit_callbacks):
    page = signed_in.get(URL)
    assert page.status_code == 200 and b'type="file"' in page.content and b"WhatsApp chat export" in page.content
    with django_capture_on_commit_callbacks(execute=True):
        response = upload(signed_in, "whatsapp_android.txt", me="Sam Rivera")
    job = ImportJob.objects.for_user(alice).get()
    assert response.status_code == 302 and response["Location"] == f"{URL}{job.pk}/"
    assert queued_imports() == [[job.pk]]

    waiting = signed_in.get(f"{URL}{job.pk}/")
    assert b"Importing whatsapp_android.txt" in waiting.content
    assert b"Waiting to start: 5 messages." in waiting.content
    assert f'hx-get="{URL}{job.pk}/progress/"'.encode() in waiting.content and b'hx-trigger="every 1s"' in waiting.content

    run_import.apply(args=[job.pk])  # what the worker does with the queued message
    done = signed_in.get(f"{URL}{job.pk}/progress/")
    assert b"Done: 5 messages read, 5 new, 0 withheld by the refusal gate" in done.content
    assert b"hx-get" not in done.content  # polling stops
    assert Message.objects.for_user(alice).count() == 5
    assert b"whatsapp_android.txt</a> \xe2\x80\x94 Done" in signed_in.get(URL).content
    assert b"Imported whatsapp_android.txt" in signed_in.get(f"{URL}{job.pk}/").content  # its page, reloaded


def test_a_refused_file_is_a_400_saying_why_and_nothing_is_written(signed_in, alice):
    response = upload(signed_in, "mailbox.mbox", format="chatgpt")
    assert response.status_code == 400
    assert b"mailbox.mbox: this file is a mailbox (mbox), not a ChatGPT export" in response.content
    assert not ImportJob.objects.exists() and not Message.objects.exists()


def test_an_ambiguous_chat_asks_which_speaker_is_the_person(signed_in, alice):
    response = upload(signed_in, "whatsapp_ios.txt")
    assert response.status_code == 200
    assert b"Which of these is you?" in response.content
    assert b'value="Sam Rivera"' in response.content and b'value="Noor Haddad"' in response.content
    assert not ImportJob.objects.exists()
    assert upload(signed_in, "whatsapp_ios.txt", me="Noor Haddad").status_code == 302
    assert ImportJob.objects.for_user(alice).get().own == ["Noor Haddad"]
    queued_imports()


def test_a_post_without_a_file_is_a_400(signed_in):
    response = signed_in.post(URL, {"format": "auto"})
    assert response.status_code == 400 and b"Choose a file to import." in response.content


def test_another_persons_import_is_not_found(signed_in, bob, start_for_bob):
    job = start_for_bob()
    assert signed_in.get(f"{URL}{job.pk}/").status_code == 404
    assert signed_in.get(f"{URL}{job.pk}/progress/").status_code == 404


def test_the_page_needs_signing_in(client, db):
    assert client.get(URL).status_code == 302


@pytest.fixture
def start_for_bob(bob, import_dir):
    return lambda: imports.do_start_import(user=bob, data=fixture_bytes("locomo.json"), name="locomo.json", own=["Mira"])
