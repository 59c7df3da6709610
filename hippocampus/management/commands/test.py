"""``manage.py test``: the whole suite under pytest, against the real services.

Arguments are passed to pytest unchanged (``manage.py test -k decay -x``).
"""

import os
import sys

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Run the test suite with pytest (arguments go to pytest)."

    def run_from_argv(self, argv):
        os.execv(sys.executable, [sys.executable, "-m", "pytest", *argv[2:]])
