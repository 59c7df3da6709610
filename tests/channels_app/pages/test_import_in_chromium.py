"""The import page in Debian's Chromium: choose a file, answer which speaker is you,
and watch the progress line, polled by htmx, turn to done once the worker has run the
import."""

import pytest
from django.conf import settings as django_settings

from memory.models import ImportJob
from memory.tasks.imports import run_import
from tests.channels_app.pages.test_import_history_page import queued_imports
from tests.memory.people.imports.conftest import DATA

pytestmark = pytest.mark.slow


def test_upload_choose_the_speaker_and_watch_it_finish(live_server, transactional_db, browser, client, alice,
                                                       settings, import_dir):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "LLM_BACKEND": "none", "SEED": 7}
    client.force_login(alice)
    context = browser.new_context()
    context.add_cookies([{"name": django_settings.SESSION_COOKIE_NAME, "url": live_server.url,
                          "value": client.cookies[django_settings.SESSION_COOKIE_NAME].value}])
    page = context.new_page()
    page.goto(live_server.url + "/account/import-history/")
    page.set_input_files("#file", str(DATA / "whatsapp_ios.txt"))
    page.click("button[type=submit]")
    page.wait_for_selector("text=Which of these is you?")
    page.check("input[value='Sam Rivera']")
    page.set_input_files("#file", str(DATA / "whatsapp_ios.txt"))
    page.click("button[type=submit]")
    page.wait_for_selector("#import-progress")
    assert "Waiting to start: 7 messages." in page.text_content("#import-progress")

    job = ImportJob.objects.for_user(alice).get()
    assert queued_imports() == [[job.pk]]
    run_import.apply(args=[job.pk])
    page.wait_for_selector("#import-progress:has-text('Done')", timeout=15_000)
    # (What the gate withholds is tested without a browser: a transactional test before this
    # one may have emptied the seeded floor rules with the rest of the database.)
    assert "Done: 7 messages read, 7 new" in page.text_content("#import-progress")
    context.close()
