"""A WhatsApp chat exported as text ("Export chat" → without media), in either common
form: the iPhone's ``[15/03/2023, 14:02:11] Sam: …`` and Android's
``15/03/2023, 14:02 - Sam: …`` (12- or 24-hour clocks, ``/``, ``.`` or ``-`` in dates).

Day-first or month-first is read from the file itself: a first number above 12 makes it
day-first, a second one month-first; a file that never says (every day ≤ 12) is read
day-first, as most of the world writes it. Times are the phone's local times, read in
the person's own time zone. Lines without a header continue the message above;
lines without a speaker (encryption notices, "X added Y") and media placeholders are
not something anyone said.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.people.imports.history import Refused, Said

HEADER = re.compile(
    r"^\u200e?\[?(?P<a>\d{1,2})[./-](?P<b>\d{1,2})[./-](?P<year>\d{2,4}),? "
    r"(?P<hour>\d{1,2})[:.](?P<minute>\d{2})(?:[:.](?P<second>\d{2}))?\s?(?P<half>[AaPp]\.?\s?[Mm]\.?)?"
    r"(?:\] | - )(?P<rest>.*)$"
)
SPEAKER = re.compile(r"^(?P<speaker>[^:]{1,80}): (?P<text>.*)$", re.S)
PLACEHOLDERS = re.compile(
    r"^\u200e?(<Media omitted>|(image|video|audio|sticker|GIF|document|Contact card) omitted|"
    r"This message was deleted|You deleted this message|<attached: [^>]*>)$",
    re.I,
)


def looks_like(text: str) -> bool:
    """Whether the first non-empty line is a WhatsApp message header."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return bool(HEADER.match(_plain(first)))


def parse(data: bytes, *, tz: str = "UTC") -> list[Said]:
    """The messages of one chat, in the file's order, the chat named by its speakers. Raises Refused naming the line
    that is not part of a WhatsApp chat or holds an impossible date."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise Refused(f"the chat is not UTF-8 text (byte {error.start})") from None
    lines = [_plain(line) for line in text.splitlines()]
    headers = [(number, match) for number, line in enumerate(lines, start=1) if (match := HEADER.match(line))]
    if not headers or any(line.strip() for line in lines[: headers[0][0] - 1]):
        first = next((n for n, line in enumerate(lines, start=1) if line.strip()), 1)
        raise Refused(f"line {first} is not a WhatsApp message (expected a date, a time and a name)")
    day_first = _day_first([match for _, match in headers])
    zone = ZoneInfo(tz)
    said = []
    for position, (number, match) in enumerate(headers):
        end = headers[position + 1][0] - 1 if position + 1 < len(headers) else len(lines)
        body = "\n".join([match["rest"], *lines[number:end]]).strip()
        spoken = SPEAKER.match(body)
        if not spoken or PLACEHOLDERS.match(spoken["text"].strip()):
            continue
        said.append((_when(match, day_first, zone, number), spoken["speaker"].strip(), spoken["text"].strip()))
    # The export names no chat: its people do (a later, longer export of the same chat
    # lands in the same conversation, so what was imported before is recognised).
    chat = ", ".join(sorted({speaker for _, speaker, _ in said}))
    return [Said(conversation=chat, when=when, speaker=speaker, text=text) for when, speaker, text in said]


def _plain(line: str) -> str:
    # Newer exports put narrow no-break spaces before AM/PM and marks around names.
    return line.replace("\u202f", " ").replace("\u00a0", " ").replace("\u200e", "").replace("\u200f", "")


def _day_first(headers) -> bool:
    if any(int(match["a"]) > 12 for match in headers):
        return True
    return not any(int(match["b"]) > 12 for match in headers)


def _when(match, day_first: bool, zone: ZoneInfo, number: int) -> datetime:
    day, month = (match["a"], match["b"]) if day_first else (match["b"], match["a"])
    year = int(match["year"]) + (2000 if len(match["year"]) == 2 else 0)
    hour = int(match["hour"])
    if match["half"]:
        if not 1 <= hour <= 12:
            raise Refused(f"line {number}: {hour} is not an hour on a 12-hour clock")
        hour = hour % 12 + (12 if match["half"][0] in "Pp" else 0)
    try:
        return datetime(year, int(month), int(day), hour, int(match["minute"]), int(match["second"] or 0), tzinfo=zone)
    except ValueError as error:
        raise Refused(f"line {number}: the date or time is impossible ({error})") from None
