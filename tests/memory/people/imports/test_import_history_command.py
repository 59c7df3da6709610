"""``manage.py import_history`` imports a file with a progress bar, says what it did, and
refuses with the parser's message; the Celery task runs the same job to its end."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from memory.models import ImportJob, ImportStatus, Message
from memory.tasks.imports import run_import

from tests.memory.people.imports.conftest import DATA


def test_the_command_imports_and_reports(alice, engine, import_dir, capsys):
    out = StringIO()
    call_command("import_history", "--user", "alice", str(DATA / "locomo.json"), "--me", "Mira", stdout=out)
    assert "Done: 5 messages read, 5 new, 0 withheld by the refusal gate, 2 episodes formed." in out.getvalue()
    assert "5/5" in capsys.readouterr().err  # tqdm's bar
    assert Message.objects.for_user(alice).count() == 5


def test_the_command_names_the_choice_the_person_must_make(alice, engine, import_dir):
    with pytest.raises(CommandError, match="which of these speakers are you\\? Mira, Tomas: say which with --me"):
        call_command("import_history", "--user", "alice", str(DATA / "locomo.json"))


def test_the_command_refuses_a_file_of_another_format(alice, engine, import_dir):
    with pytest.raises(CommandError, match="mailbox.mbox: this file is a mailbox"):
        call_command("import_history", "--user", "alice", str(DATA / "mailbox.mbox"), "--format", "chatgpt")
    assert not ImportJob.objects.exists()


def test_the_task_runs_a_job_to_its_end(alice, start):
    job = start(alice, "chatgpt_conversations.json")
    outcome = run_import.apply(args=[job.pk]).get()
    assert outcome["status"] == ImportStatus.DONE and outcome["added"] == 6
    job.refresh_from_db()
    assert job.finished_at is not None and job.conversations == 2
