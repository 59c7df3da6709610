"""``manage.py import_history --user NAME FILE``: bring a history from another service
into NAME's memory (ChatGPT's conversations.json, a WhatsApp chat .txt, an mbox, a
LoCoMo file), with a progress bar.

The import runs here, in this process, through the same function the Celery task runs
(``--queue`` hands it to the worker instead and follows its progress). Running the same
command again after an interruption resumes the unfinished import of that file; a file
already imported adds nothing.
"""

import time
from pathlib import Path

from celery import current_app
from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from memory.management.database import ensure_migrated
from memory.management.people import named
from memory.models import ImportStatus
from memory.people import imports


class Command(BaseCommand):
    help = "Import a chat export or mailbox into USER's memory."

    def add_arguments(self, parser):
        parser.add_argument("--user", required=True, help="the person whose history it is (username)")
        parser.add_argument("file", help="conversations.json, a WhatsApp .txt, an mbox or a LoCoMo .json")
        parser.add_argument("--format", default="auto", choices=["auto", *imports.FORMATS])
        parser.add_argument(
            "--me", action="append", default=[], metavar="NAME_OR_ADDRESS",
            help="which speaker (WhatsApp, LoCoMo) or address (mbox) is you; repeat for several",
        )
        parser.add_argument("--queue", action="store_true", help="run it on the Celery worker and follow it")
        parser.add_argument("--batch", type=int, default=imports.BATCH, help="messages stored per transaction")

    def handle(self, *args, user, file, format, me, queue, batch, **options):
        ensure_migrated(self.stdout)
        person = named(user)
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"{file}: no such file")
        try:
            job = imports.do_start_import(user=person, data=path.read_bytes(), name=path.name, format=format, own=me)
        except imports.ChooseSpeaker as refusal:
            raise CommandError(f"{refusal}: say which with --me NAME") from None
        except imports.Refused as refusal:
            raise CommandError(f"{path.name}: {refusal}") from None
        with tqdm(total=job.total, unit="msg", desc=imports.LABELS[job.format]) as bar:

            def show(current):
                done = current.cursor if current.status in {ImportStatus.QUEUED, ImportStatus.STORING} else current.total
                bar.update(done - bar.n)
                bar.set_postfix_str(imports.describe(current), refresh=True)

            if queue:
                # By name: commands and tasks are sibling adapters (the import contract).
                current_app.send_task("memory.run_import", args=[job.pk])
                while not job.finished:
                    time.sleep(0.5)
                    job.refresh_from_db()
                    show(job)
            else:
                job = imports.run(job, batch=max(1, batch), progress=show)
        if job.status != ImportStatus.DONE:
            raise CommandError(imports.describe(job))
        self.stdout.write(imports.describe(job))
