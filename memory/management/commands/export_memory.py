"""``manage.py export_memory USERNAME [--output FILE]``: the person's signed export
(memory.people.portability), to a file or to standard output."""

from django.core.management.base import BaseCommand

from memory import people
from memory.management.database import ensure_migrated
from memory.management.people import named


class Command(BaseCommand):
    help = "Write a person's whole memory as a signed JSON export (docs/export-format.md)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--output", "-o", help="file to write (default: standard output)")

    def handle(self, *args, username, output, **options):
        ensure_migrated(self.stderr)
        user = named(username)
        data = people.export_bytes(user)
        if output is None:
            self.stdout.write(data.decode())
            return
        with open(output, "wb") as file:
            file.write(data)
        self.stderr.write(self.style.SUCCESS(f"exported {username} to {output} ({len(data):,} bytes, signed)"))
