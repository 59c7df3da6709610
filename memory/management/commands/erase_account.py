"""``manage.py erase_account USERNAME --confirm USERNAME``: whole-account erasure
(memory.people.erasure), the same routine as the account page and the operator panel."""

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from memory import people
from memory.management.database import ensure_migrated


class Command(BaseCommand):
    help = "Erase a person's account and everything about them (cannot be undone)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--confirm", required=True, help="the username again, typed")
        parser.add_argument("--operator", required=True, help="the operator's username, kept in the audit row")

    def handle(self, *args, username, confirm, operator, **options):
        ensure_migrated(self.stderr)
        User = get_user_model()
        try:
            user = User.objects.get_by_natural_key(username)
            by = User.objects.get(username=operator, is_staff=True)
        except User.DoesNotExist:
            raise CommandError(f"no user {username!r}, or no operator {operator!r}") from None
        try:
            audit = people.do_erase_account(user=user, by=by, typed=confirm)
        except ValidationError as error:
            raise CommandError(error.messages[0]) from None
        self.stdout.write(self.style.SUCCESS(f"erased {username} (audit row {audit.pk}: {audit.counts})"))
