"""``manage.py prepare``: migrate, make sure the demo user and the operator exist, and fit
the refusal floor's head and what Socrates learns (first start only; cached under the
state folder), so no person's message waits for a fit.

Passwords come from HIPPOCAMPUS_DEMO_PASSWORD / HIPPOCAMPUS_OPERATOR_PASSWORD, or are
generated and printed once, when the account is created.
"""

import os
import secrets

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand

from memory import refusal
from memory import socrates
from memory.text import heads

ACCOUNTS = (
    ("demo", False, "HIPPOCAMPUS_DEMO_PASSWORD"),
    ("operator", True, "HIPPOCAMPUS_OPERATOR_PASSWORD"),
)


class Command(BaseCommand):
    help = "Apply migrations and create the demo user and the operator if missing."

    def handle(self, *args, **options):
        call_command("migrate", interactive=False, verbosity=0)
        self.stdout.write("database migrated")
        self.stdout.write("refusal floor: its head is loaded, or fitted on a first start (a few minutes)")
        refusal.rules()  # fitted here, not on a person's first message
        self.stdout.write("refusal floor ready")
        self.stdout.write("Socrates' pair judge and cue readers: loaded, or fitted on a first start (about a minute)")
        socrates.prepare()
        self.stdout.write("Socrates ready")
        self.stdout.write("Learned readings of rituals and valence: loaded, or fitted on a first start (about two minutes)")
        heads.prepare()
        self.stdout.write("Rituals and valence ready")
        User = get_user_model()
        for username, staff, env_name in ACCOUNTS:
            if User.objects.filter(username=username).exists():
                continue
            configured = os.environ.get(env_name)
            password = configured or secrets.token_urlsafe(9)
            User.objects.create_user(username=username, password=password, is_staff=staff, is_superuser=staff)
            source = f"from {env_name}" if configured else "generated, shown only this once"
            self.stdout.write(self.style.WARNING(f"created user {username!r}, password {password!r} ({source})"))
