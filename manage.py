#!/usr/bin/env python3
"""Django's command-line utility, and the project's one entry point.

Run with any Python 3.11: it first makes sure the project's environment exists (see
hippocampus/bootstrap.py) and then runs the command inside it.
"""

import importlib.util
import os
import sys
from pathlib import Path


def main() -> None:
    spec = importlib.util.spec_from_file_location(
        "hippocampus_bootstrap", Path(__file__).resolve().parent / "hippocampus" / "bootstrap.py"
    )
    bootstrap = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bootstrap)
    bootstrap.ensure_environment([os.path.abspath(__file__), *sys.argv[1:]])

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
