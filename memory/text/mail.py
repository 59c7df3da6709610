"""What a person wrote in an email, without the ORM: the new part of a body (quoted
history and signature stripped by mail-parser-reply, in the languages we list) and
HTML-only mail as text (html2text). The email channel and the mailbox import both read
mail through here, so a reply is cut the same way whichever way it arrives."""

from __future__ import annotations

import re

import html2text
from mailparser_reply import EmailReplyParser

# The languages whose reply headers ("On … wrote:", "Am … schrieb", "Le … a écrit") and
# signatures are recognised.
LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pl", "sv"]
MESSAGE_ID = re.compile(r"<[^<>\s\x00]+>")


def message_ids(header) -> list[str]:
    """The Message-IDs (``<…>``) a header holds, in order (none for an empty or absent
    header): its own id from Message-ID, the thread from References or In-Reply-To."""
    return MESSAGE_ID.findall(str(header or ""))


def storable(text: str) -> str:
    """``text`` without NUL characters: they carry nothing a person wrote, and they are
    the one character PostgreSQL text and jsonb cannot hold (a 500, or a failed import,
    otherwise)."""
    return text.replace("\x00", "")


def body_text(text: str, html: str = "") -> str:
    """The body as plain text: ``text`` when it has any, else ``html`` converted."""
    if text.strip() or not html:
        return text
    converter = html2text.HTML2Text()
    converter.ignore_images, converter.ignore_links, converter.body_width = True, True, 0
    return converter.handle(html)


def new_part(body: str) -> str:
    """What the sender wrote this time: the first part of the thread, unless that part
    already starts with a reply header ("On … wrote:"), which means it is all quote."""
    if not body.strip():
        return ""
    first = EmailReplyParser(languages=LANGUAGES).read(text=body).replies[0]
    return "" if first.headers else first.body.strip()
