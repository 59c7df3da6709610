"""``manage.py import_memory USERNAME FILE``: restore a signed export of this server into
a person's empty account (memory.people.portability); a refused file changes nothing."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory import people
from memory.management.database import ensure_migrated
from memory.management.people import named


class Command(BaseCommand):
    help = "Import a signed export of this server into a person's empty account."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("file")
        parser.add_argument("--create", action="store_true", help="create the account (without a password) first")

    def handle(self, *args, username, file, create, **options):
        ensure_migrated(self.stderr)
        try:
            with open(file, "rb") as handle:
                data = handle.read()
        except OSError as error:
            raise CommandError(f"cannot read {file}: {error.strerror}") from None
        if create and not get_user_model().objects.filter(username=username).exists():
            user = get_user_model().objects.create_user(username)
        else:
            user = named(username, hint="--create makes one")
        try:
            counts = people.do_import(user=user, data=data)
        except people.AlreadyImported as already:
            self.stdout.write(str(already))
            return
        except people.ImportRefused as refusal:
            raise CommandError(str(refusal)) from None
        summary = ", ".join(f"{count} {kind}" for kind, count in counts.items())
        self.stdout.write(self.style.SUCCESS(f"imported into {username}: {summary}"))
