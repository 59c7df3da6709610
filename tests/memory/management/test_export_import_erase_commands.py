"""export_memory, import_memory and erase_account: the same functions as the pages,
with refusals as a CommandError that says why."""

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from memory.models import AccountErasure, Belief


def test_export_to_a_file_then_import_into_a_new_account(alice, make_belief, tmp_path):
    make_belief(alice, "Alice keeps bees.")
    path = tmp_path / "alice.json"
    call_command("export_memory", "alice", "--output", str(path))
    call_command("import_memory", "carol", str(path), "--create")
    carol = get_user_model().objects.get(username="carol")
    assert list(Belief.objects.for_user(carol).values_list("full", flat=True)) == ["Alice keeps bees."]
    out = io.StringIO()
    call_command("import_memory", "carol", str(path), stdout=out)
    assert "nothing was added" in out.getvalue() and Belief.objects.for_user(carol).count() == 1
    path.write_bytes(path.read_bytes().replace(b"bees", b"bats"))
    with pytest.raises(CommandError, match="changed after"):
        call_command("import_memory", "alice", str(path))


def test_erase_needs_the_name_typed_and_an_operator(alice, operator, make_belief):
    make_belief(alice, "Alice keeps bees.")
    with pytest.raises(CommandError, match="Type the username"):
        call_command("erase_account", "alice", "--confirm", "al", "--operator", "olivia")
    with pytest.raises(CommandError, match="no operator"):
        call_command("erase_account", "alice", "--confirm", "alice", "--operator", "alice")
    call_command("erase_account", "alice", "--confirm", "alice", "--operator", "olivia")
    assert not get_user_model().objects.filter(username="alice").exists()
    assert AccountErasure.objects.get().operator == operator
