"""A plain mailbox (mbox: Thunderbird, Gmail's Takeout, ``mail`` on Unix): messages one
after another, each starting with a ``From `` line. What each message says is its new
part, cut by ``memory.text.mail`` as the email channel cuts an inbound reply (quoted
history and signature stripped, HTML-only mail as text). A thread is one conversation,
named by its first Message-ID; which messages are the person's is decided later, by
their addresses (``runner``)."""

from __future__ import annotations

import email
import email.policy
import re
from email.utils import getaddresses, parseaddr, parsedate_to_datetime

from memory.people.imports.history import Refused, Said
from memory.text import mail

SEPARATOR = re.compile(rb"^From ", re.M)
QUOTED_FROM = re.compile(rb"^>(>*From )", re.M)


def looks_like(data: bytes) -> bool:
    """Whether the file starts as an mbox does."""
    return data.lstrip(b"\r\n").startswith(b"From ")


def parse(data: bytes) -> list[Said]:
    """Every message with something new in it, in the file's order. Raises Refused naming
    the message (its number and line) that has no sender or no readable date."""
    if not looks_like(data):
        raise Refused("line 1 is not an mbox \"From \" line")
    starts = [match.start() for match in SEPARATOR.finditer(data)]
    said, line, counted = [], 1, 0
    for number, (start, end) in enumerate(zip(starts, [*starts[1:], len(data)]), start=1):
        line += data.count(b"\n", counted, start)  # only since the last message: one pass over the file
        counted = start
        chunk = data[start:end].split(b"\n", 1)[1] if b"\n" in data[start:end] else b""
        message = email.message_from_bytes(QUOTED_FROM.sub(rb"\1", chunk), policy=email.policy.default)
        where = f"message {number} (line {line})"
        said.extend(_message(message, where))
    return said


def _message(message, where: str) -> list[Said]:
    name, address = parseaddr(str(message.get("From", "")))
    if not address or "@" not in address:
        raise Refused(f"{where}: no From address")
    try:
        when = parsedate_to_datetime(str(message.get("Date", "")))
    except (TypeError, ValueError, IndexError):
        raise Refused(f"{where}: no readable Date header") from None
    if when is None or when.tzinfo is None:
        raise Refused(f"{where}: the Date header has no time zone")
    text = mail.new_part(mail.storable(mail.body_text(*_bodies(message))))
    if not text:
        return []
    own_id = next(iter(mail.message_ids(message.get("Message-ID"))), "")
    thread = mail.message_ids(message.get("References")) or mail.message_ids(message.get("In-Reply-To"))
    recipients = tuple(
        found.lower() for _, found in getaddresses([str(v) for h in ("To", "Cc") for v in message.get_all(h, [])]) if found
    )
    return [
        Said(conversation=(thread or [own_id or where])[0], when=when, speaker=mail.storable(name or address), text=text,
             address=address.lower(), recipients=recipients, key=own_id)
    ]


def _bodies(message) -> tuple[str, str]:
    """The message's plain-text and HTML bodies ("" for one it lacks)."""
    found = {}
    for kind in ("plain", "html"):
        part = message.get_body(preferencelist=(kind,))
        try:
            found[kind] = part.get_content() if part is not None else ""
        except (LookupError, UnicodeError):  # a charset Python does not know: read it as UTF-8
            found[kind] = (part.get_payload(decode=True) or b"").decode("utf-8", "replace")
    return found["plain"], found["html"]
