"""A changed byte, another server's key, a file that is not an export: each is refused
with a message that says which, and nothing is added."""

import base64
import json

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from django.contrib.auth import get_user_model

from memory.models import Belief, Conversation, Message
from memory.people import ImportRefused, do_import, export_bytes
from memory.people.portability import canonical


@pytest.fixture
def carol(db):
    return get_user_model().objects.create_user("carol")


def _nothing_added(user):
    return not (Conversation.objects.for_user(user).exists() or Message.objects.for_user(user).exists()
                or Belief.objects.for_user(user).exists())


def test_one_changed_byte_is_refused(alice, carol, make_belief):
    make_belief(alice, "Alice keeps bees on her roof.")
    data = export_bytes(alice)
    at = data.index(b"bees")
    tampered = data[:at] + b"w" + data[at + 1:]
    with pytest.raises(ImportRefused, match="changed after it was exported"):
        do_import(user=carol, data=tampered)
    assert _nothing_added(carol)


def test_a_file_cut_short_or_not_json_is_refused(alice, carol, make_belief):
    make_belief(alice, "Alice keeps bees on her roof.")
    for data in (export_bytes(alice)[:-40], b"\xff\xfe not json", b'{"document": {}}', b"[1, 2]"):
        with pytest.raises(ImportRefused, match="not a Hippocampus export"):
            do_import(user=carol, data=data)
    assert _nothing_added(carol)


def test_another_servers_file_is_refused_even_when_its_signature_holds(alice, carol, make_belief):
    make_belief(alice, "Alice keeps bees on her roof.")
    envelope = json.loads(export_bytes(alice))
    other = Ed25519PrivateKey.generate()
    public = base64.b64encode(other.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)).decode()
    envelope["document"]["server"]["public_key"] = public
    envelope["signature"] = {"algorithm": "Ed25519", "public_key": public,
                             "value": base64.b64encode(other.sign(canonical(envelope["document"]))).decode()}
    with pytest.raises(ImportRefused, match="signed by another server"):
        do_import(user=carol, data=json.dumps(envelope).encode())
    assert _nothing_added(carol)
