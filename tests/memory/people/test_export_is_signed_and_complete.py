"""The export holds everything about the person (withheld messages as markers), no
vectors, and a signature anyone can check with the published key alone."""

import base64
import json

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from memory.models import Belief, BeliefRevision, Conversation, Episode, Message
from memory.people import export_bytes, public_key_text


def _verify_offline(data: bytes) -> dict:
    """What docs/export-format.md tells a reader to do, with only the cryptography package."""
    envelope = json.loads(data)
    document, signature = envelope["document"], envelope["signature"]
    signed = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    key = Ed25519PublicKey.from_public_bytes(base64.b64decode(signature["public_key"]))
    key.verify(base64.b64decode(signature["value"]), signed)  # raises InvalidSignature otherwise
    return document


def test_everything_is_there_and_the_signature_checks_offline(alice, bob, full_account, make_belief):
    full_account(alice)
    make_belief(bob, "Bob plays the cello.")
    document = _verify_offline(export_bytes(alice))

    assert document["format"] == "hippocampus-export" and document["version"] == 1
    assert document["server"]["public_key"] == public_key_text()
    assert len(document["conversations"]) == Conversation.objects.for_user(alice).count()
    assert len(document["messages"]) == Message.objects.for_user(alice).count()
    assert len(document["episodes"]) == Episode.objects.for_user(alice).count()
    assert len(document["beliefs"]) == Belief.objects.for_user(alice).count()
    assert sum(len(b["revisions"]) for b in document["beliefs"]) == BeliefRevision.objects.for_user(alice).count()
    assert "cello" not in json.dumps(document)

    withheld = [m for m in document["messages"] if m["floor_category"] == "crisis"]
    assert withheld and all(m["text"] == "" and len(m["text_hash"]) == 64 for m in withheld)
    assert "killing" not in json.dumps(document)

    beliefs = {b["full"]: b for b in document["beliefs"]}
    assert beliefs["I live in Porto."]["status"] == "superseded"
    assert beliefs["I live in Porto."]["superseded_by"] == beliefs["I moved to Lisbon in June."]["id"]
    assert all(b["derived_from"] for b in document["beliefs"])
    assert any(e["archived"] for e in document["episodes"])
    assert document["settings"]["deprecation_rate"] == "fast" and document["relevance"]["semantic"] == 9.5
    assert 2.5 in [pair["count"] for pair in document["coaccess"]]
    assert not any("embedding" in row for key in ("episodes", "beliefs") for row in document[key])

