"""The account page's export download, its import upload (refusals are a 400 that says
why) and the published key."""

import json

from django.core.files.uploadedfile import SimpleUploadedFile

from memory.models import Belief
from memory.people import export_bytes


def _upload(client, data: bytes):
    return client.post("/account/import/", {"file": SimpleUploadedFile("export.json", data, "application/json")})


def test_the_page_lists_what_is_kept_and_needs_a_sign_in(client, alice, make_belief):
    make_belief(alice, "Alice keeps bees.")
    assert client.get("/account/").status_code == 302
    client.force_login(alice)
    page = client.get("/account/")
    assert page.status_code == 200
    assert b"1 belief<" in page.content and b"/account/export/" in page.content


def test_export_downloads_a_signed_file_of_this_person_only(client, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(bob, "Bob plays the cello.")
    client.force_login(alice)
    answer = client.get("/account/export/")
    assert answer.status_code == 200 and "attachment" in answer["Content-Disposition"]
    envelope = json.loads(answer.content)
    assert [b["full"] for b in envelope["document"]["beliefs"]] == ["Alice keeps bees."]
    assert envelope["signature"]["public_key"] == client.get("/.well-known/hippocampus-export-key").json()["public_key"]


def test_the_key_is_public(client):
    answer = client.get("/.well-known/hippocampus-export-key")
    assert answer.status_code == 200 and answer.json()["algorithm"] == "Ed25519"


def test_import_into_a_fresh_account_then_refusals_say_why(client, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    data = export_bytes(alice)
    client.force_login(bob)

    assert client.post("/account/import/").status_code == 400
    tampered = _upload(client, data.replace(b"bees", b"bats"))
    assert tampered.status_code == 400 and b"changed after it was exported" in tampered.content
    assert not Belief.objects.for_user(bob).exists()

    done = _upload(client, data)
    assert done.status_code == 200 and b"Imported 1 belief," in done.content
    assert list(Belief.objects.for_user(bob).values_list("full", flat=True)) == ["Alice keeps bees."]

    again = _upload(client, data)
    assert again.status_code == 200 and b"already in this account; nothing was added" in again.content
    assert Belief.objects.for_user(bob).count() == 1


def test_a_file_over_the_limit_is_refused(client, alice, settings):
    settings.IMPORT_MAX_BYTES = 1024
    client.force_login(alice)
    answer = _upload(client, b"{" + b" " * 2000 + b"}")
    assert answer.status_code == 400 and b"larger than" in answer.content
