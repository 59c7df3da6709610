"""An uploaded history waits on disk until its import is done; erasing the account
removes it with everything else, and leaves other people's uploads where they are."""

from memory.people import do_erase_account
from memory.people.imports import do_start_import, waiting_files
from tests.memory.people.imports.conftest import fixture_bytes


def test_erasure_removes_the_persons_waiting_upload_only(alice, bob, engine, import_dir,
                                                         django_capture_on_commit_callbacks):
    data = fixture_bytes("whatsapp_android.txt")
    do_start_import(user=alice, data=data, name="chat.txt", own=["Priya"])
    do_start_import(user=bob, data=data, name="chat.txt", own=["Sam Rivera"])
    alices, bobs = waiting_files(alice), waiting_files(bob)
    assert len(alices) == 1 and len(bobs) == 1

    with django_capture_on_commit_callbacks(execute=True):
        do_erase_account(user=alice, typed="alice")

    assert not alices[0].exists()
    assert bobs[0].exists() and waiting_files(bob) == bobs
