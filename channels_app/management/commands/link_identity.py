"""Link a phone number or email address to a person from the terminal (until the
settings page does it): without --code the verification code is sent to the address;
with --code the address is confirmed."""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from channels_app import delivery
from memory.management.database import ensure_migrated
from memory.management.people import named
from memory.people import identities


class Command(BaseCommand):
    help = "Send a verification code to a number or address for a person, or confirm it with --code."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("kind", choices=["sms", "email"])
        parser.add_argument("address", help="+447700900123 or name@example.org")
        parser.add_argument("--code", help="the code the address received")

    def handle(self, *args, username, kind, address, code=None, **options):
        ensure_migrated(self.stdout)
        user = named(username)
        try:
            if code:
                identity = identities.do_verify_identity(user=user, kind=kind, address=address, code=code)
                self.stdout.write(f"{identity.address} now reaches {username}'s memory.")
                return
            identity = delivery.link_identity(user=user, kind=kind, address=address)
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from None
        self.stdout.write(f"A code is on its way to {identity.address} (the Celery worker sends it); "
                          f"confirm with: manage.py link_identity {username} {kind} {identity.address} --code CODE")
