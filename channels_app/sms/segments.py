"""Splitting a reply into SMS messages (GSM 03.38): each piece fits one SMS, is cut at a
word boundary where there is one, and never inside a character — a piece is a run of
whole code points, so no UTF-8 sequence or UTF-16 surrogate pair is ever split."""

from __future__ import annotations

import re

# The GSM 7-bit default alphabet; the extension table's characters cost two septets.
GSM_BASIC = set(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
)
GSM_EXTENDED = set("^{}\\[~]|€\f")
GSM_LIMIT = 160  # septets in one SMS
UCS2_LIMIT = 70  # UTF-16 code units in one SMS


def is_gsm(text: str) -> bool:
    """Whether the whole text can go in the GSM 7-bit alphabet."""
    return all(char in GSM_BASIC or char in GSM_EXTENDED for char in text)


def _cost(char: str, gsm: bool) -> int:
    if gsm:
        return 2 if char in GSM_EXTENDED else 1
    return 2 if ord(char) > 0xFFFF else 1  # outside the BMP: a surrogate pair


def split(text: str) -> list[str]:
    """``text`` as SMS-sized pieces, in order, whitespace at the cuts dropped. Every
    piece fits one message in the encoding the whole text needs (GSM 7-bit, else UCS-2)."""
    text = text.strip()
    if not text:
        return []
    gsm = is_gsm(text)
    limit = GSM_LIMIT if gsm else UCS2_LIMIT
    pieces: list[str] = []
    while text:
        used, end = 0, 0
        while end < len(text) and used + _cost(text[end], gsm) <= limit:
            used += _cost(text[end], gsm)
            end += 1
        if end < len(text):
            space = max(text.rfind(" ", 0, end + 1), text.rfind("\n", 0, end + 1))
            if space > 0:
                end = space
        pieces.append(text[:end].rstrip())
        text = text[end:].lstrip()
    return pieces


def shorten(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters at a word boundary, with "..." when
    anything was cut (the SMS reply length, HIPPOCAMPUS_SMS_REPLY_CHARS; three dots, not
    "…", which is outside GSM 7-bit and would make every piece UCS-2)."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 3]
    # A space right after the cut means the last word is whole.
    boundary = max((match.start() for match in re.finditer(r"\s", text[: limit - 2])), default=0)
    return (cut[:boundary] if boundary > limit // 2 else cut).rstrip(" ,;:-") + "..."
