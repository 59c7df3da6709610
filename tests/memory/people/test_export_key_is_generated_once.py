"""The server's export key is generated once into its file (owner-readable only) and
kept; a server with another key refuses this one's exports as foreign."""

import os
import stat

import pytest
from django.contrib.auth import get_user_model

from memory.people import ImportRefused, do_import, export_bytes, public_key_text


def test_generated_once_kept_and_private(settings, tmp_path):
    settings.EXPORT_KEY_FILE = tmp_path / "export_signing_key.pem"
    first = public_key_text()
    assert stat.S_IMODE(os.stat(settings.EXPORT_KEY_FILE).st_mode) == 0o600
    assert public_key_text() == first
    settings.EXPORT_KEY_FILE = tmp_path / "another.pem"
    assert public_key_text() != first


def test_another_key_makes_earlier_exports_foreign(settings, tmp_path, alice, make_belief):
    make_belief(alice, "Alice keeps bees.")
    settings.EXPORT_KEY_FILE = tmp_path / "old.pem"
    data = export_bytes(alice)
    settings.EXPORT_KEY_FILE = tmp_path / "new.pem"
    with pytest.raises(ImportRefused, match="signed by another server"):
        do_import(user=get_user_model().objects.create_user("carol"), data=data)
