"""The server's Ed25519 key that signs every export (memory.people.portability).

One key per server, generated on first use into ``HIPPOCAMPUS_EXPORT_KEY_FILE`` (default
``<state folder>/export_signing_key.pem``, readable by its owner only) unless that file
already holds one. The public half is published at
``/.well-known/hippocampus-export-key`` and written into every export, so anyone can
check a file offline; keep the private half with the server's other secrets, since a new
key makes every earlier export foreign to this server.
"""

from __future__ import annotations

import base64
import hashlib
import os
from functools import cache

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from django.conf import settings

ALGORITHM = "Ed25519"


@cache
def _private_key(path: str) -> Ed25519PrivateKey:
    if not os.path.exists(path):
        pem = Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        # O_EXCL: two processes starting together keep the one key the first one wrote.
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(descriptor, "wb") as file:
                file.write(pem)
    with open(path, "rb") as file:
        key = serialization.load_pem_private_key(file.read(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError(f"{path} does not hold an Ed25519 private key (HIPPOCAMPUS_EXPORT_KEY_FILE)")
    return key


def private_key() -> Ed25519PrivateKey:
    """This server's signing key (generated on first use)."""
    return _private_key(str(settings.EXPORT_KEY_FILE))


def public_key_text() -> str:
    """This server's public key: its 32 raw bytes in standard base64."""
    raw = private_key().public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode()


def fingerprint(public_key: str) -> str:
    """A short name for a public key (the first 16 hex digits of the SHA-256 of its raw bytes)."""
    return hashlib.sha256(base64.b64decode(public_key)).hexdigest()[:16]


def sign(data: bytes) -> str:
    """The Ed25519 signature of ``data`` with this server's key, in standard base64."""
    return base64.b64encode(private_key().sign(data)).decode()


def verify(data: bytes, *, signature: str, public_key: str) -> bool:
    """True when ``signature`` (base64) is ``public_key``'s (base64, raw) signature of ``data``."""
    try:
        key = Ed25519PublicKey.from_public_bytes(base64.b64decode(public_key, validate=True))
        key.verify(base64.b64decode(signature, validate=True), data)
    except (InvalidSignature, ValueError):
        return False
    return True
