"""``manage.py erase_account USERNAME --confirm USERNAME``: whole-account erasure
(memory.people.erasure), the same routine as the account page and the operator panel."""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from memory import people
from memory.management.database import ensure_migrated
from memory.management.people import named


class Command(BaseCommand):
    help = "Erase a person's account and everything about them (cannot be undone)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--confirm", required=True, help="the username again, typed")
        parser.add_argument("--operator", required=True, help="the operator's username, kept in the audit row")

    def handle(self, *args, username, confirm, operator, **options):
        ensure_migrated(self.stderr)
        user, by = named(username), named(operator, operator=True)
        try:
            audit = people.do_erase_account(user=user, by=by, typed=confirm)
        except ValidationError as error:
            raise CommandError(error.messages[0]) from None
        self.stdout.write(self.style.SUCCESS(f"erased {username} (audit row {audit.pk}: {audit.counts})"))
