"""Importing the small histories under tests/data/imports/ (real structure, invented
content) for alice, with the seeded engine and no model."""

from pathlib import Path

import pytest

from memory.people import imports

DATA = Path(__file__).resolve().parents[3] / "data" / "imports"


def fixture_bytes(name: str) -> bytes:
    return (DATA / name).read_bytes()


@pytest.fixture
def start(engine, import_dir):
    """Start an import of a fixture file (or of raw bytes) for a person; returns the job."""

    def begin(user, name_or_data, **options):
        data = name_or_data if isinstance(name_or_data, bytes) else fixture_bytes(name_or_data)
        name = "upload" if isinstance(name_or_data, bytes) else name_or_data
        return imports.do_start_import(user=user, data=data, name=name, **options)

    return begin


@pytest.fixture
def imported(start):
    """Import a fixture file for a person to the end; returns the finished job."""

    def run(user, name_or_data, **options):
        return imports.run(start(user, name_or_data, **options))

    return run
