"""Which format a file is in (read from its content, never its name), and reading it
with that format's parser."""

from __future__ import annotations

import json

from memory.people.imports import chatgpt, locomo, mbox, whatsapp
from memory.people.imports.history import Refused, Said

LABELS = {
    "chatgpt": "a ChatGPT export (conversations.json)",
    "whatsapp": "a WhatsApp chat export (.txt)",
    "mbox": "a mailbox (mbox)",
    "locomo": "a LoCoMo file (JSON)",
}
FORMATS = tuple(LABELS)


def detect(data: bytes) -> str | None:
    """The format ``data`` is in, or None when it is none we read."""
    return _detected(data, _document(data))


def _document(data: bytes):
    """``data`` decoded as JSON when it is a JSON document, else None (decoded once: the
    parsers take it rather than decode the file again)."""
    if data.lstrip()[:1] not in (b"[", b"{"):
        return None
    try:
        return json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None  # a WhatsApp line starts with "[" too


def _detected(data: bytes, document) -> str | None:
    if mbox.looks_like(data):
        return "mbox"
    if document is not None:
        return "chatgpt" if chatgpt.looks_like(document) else "locomo" if locomo.looks_like(document) else None
    return "whatsapp" if whatsapp.looks_like(data[:4096].decode("utf-8-sig", "replace")) else None


def read(data: bytes, format: str = "auto", *, tz: str = "UTC") -> tuple[str, list[Said]]:
    """(format, messages) of ``data``. Raises Refused when the file is in another format
    than ``format`` names, in none we read, malformed (naming the line or item), or holds
    no message."""
    document = _document(data)
    found = _detected(data, document)
    if format == "auto":
        if found is None:
            raise Refused(f"this file is in no format we read: expected {', '.join(LABELS.values())}")
        format = found
    elif format not in LABELS:
        raise Refused(f"unknown format {format!r}: use auto, {', '.join(FORMATS)}")
    elif found is not None and found != format:
        raise Refused(f"this file is {LABELS[found]}, not {LABELS[format]}")
    if format == "chatgpt":
        said = chatgpt.parse(data, document=document)
    elif format == "mbox":
        said = mbox.parse(data)
    elif format == "whatsapp":
        said = whatsapp.parse(data, tz=tz)
    else:
        said = locomo.parse(data, tz=tz, document=document)
    if not said:
        raise Refused(f"{LABELS[format]} with no message in it")
    return format, said
