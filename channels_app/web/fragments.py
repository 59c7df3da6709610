"""The HTML the chat page is made of, for the page itself and for the WebSocket.

A turn is one ``<article id="turn-KEY">``: the person's message, the reply, thumbs and
"what I remembered". KEY is the client's id for a message sent from the page (so the
page can find the turn it is waiting for) or ``m<pk>`` for a message from elsewhere.
Over the socket, htmx's ws extension swaps every top-level element by its
``hx-swap-oob``: the pending bubble becomes the turn, each token is appended to the
reply, and the rendered turn replaces the whole article at the end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.template.loader import render_to_string
from django.utils.html import escape, format_html, linebreaks, urlize
from django.utils.safestring import SafeString, mark_safe

from memory.cycle.transcript import Exchange, Remembered

WEB = "web"
# The id a page gives a message it sends: letters, digits and dashes (a UUID).
CLIENT_ID = re.compile(r"^[A-Za-z0-9-]{8,64}$")
# In a crisis reply every number is a helpline (988, 116 123, 0800 111 0 111).
PHONE_NUMBER = re.compile(r"(?<![\w/.])(\d{2,4}(?: \d{1,4}){0,3})(?![\w/])")


def provider_id(user, client_id: str) -> str:
    """The archive's idempotency key for a message the page sent: unique per person, so
    one person's id can never name another's message."""
    return f"{WEB}:{user.pk}:{client_id}"


def key_of(exchange: Exchange) -> str:
    provider = exchange.message.provider_id or ""
    prefix = f"{WEB}:{exchange.message.user_id}:"
    return provider[len(prefix):] if provider.startswith(prefix) else f"m{exchange.message.pk}"


@dataclass(frozen=True)
class RememberedItem:
    """One memory under "What I remembered": how strongly it came in next to the turn's
    strongest (``percent``, 100 for the strongest) and why, in words."""

    item: Remembered
    percent: int


@dataclass
class Turn:
    """One exchange as the page shows it."""

    key: str
    exchange: Exchange
    streaming: bool = False

    @property
    def kind(self) -> str:
        """"crisis" for the gate's crisis reply, "interjection" for any other reply the
        pipeline composed itself (refusals, Socrates, recall listings), else "reply"."""
        category = self.exchange.interjection
        if not category:
            return "reply"
        return "crisis" if category == "crisis" else "interjection"

    @property
    def remembered(self) -> list[RememberedItem]:
        """The turn's memories with their strength relative to the strongest and the
        reasons its retrieval recorded (``item.why``)."""
        items = self.exchange.remembered
        if not items:
            return []
        best = max(item.score for item in items) or 1.0
        return [RememberedItem(item, max(1, round(100 * item.score / best))) for item in items]

    @property
    def reply_html(self) -> SafeString:
        reply = self.exchange.reply
        if reply is None:
            return mark_safe("")
        if self.kind == "crisis":
            return mark_safe(linebreaks(_link_phone_numbers(urlize(reply.text, autoescape=True))))
        if self.kind == "interjection":  # a check-in's resources are links too
            return mark_safe(linebreaks(urlize(reply.text, autoescape=True)))
        return mark_safe(linebreaks(escape(reply.text)))


def _link_phone_numbers(html: str) -> str:
    """Crisis resources as links a phone can call: every number outside a tag or link."""
    parts = re.split(r"(<a\b.*?</a>|<[^>]+>)", html)
    for index, part in enumerate(parts):
        if part and not part.startswith("<"):
            parts[index] = PHONE_NUMBER.sub(
                lambda found: f'<a href="tel:{found[1].replace(" ", "")}">{found[1]}</a>', part
            )
    return "".join(parts)


def turn(exchange: Exchange, *, key: str | None = None) -> Turn:
    """The exchange as the page shows it; one still being answered is shown streaming, so
    a page reloaded mid-reply receives the rest of it (its socket joins the group)."""
    return Turn(key=key or key_of(exchange), exchange=exchange, streaming=exchange.answering)


def turn_html(item: Turn) -> str:
    return render_to_string("chat/turn.html", {"turn": item})


def started(key: str, text: str) -> str:
    """The pending bubble becomes a turn whose reply is about to stream."""
    return render_to_string("chat/started.html", {"key": key, "text": text})


def token(key: str, piece: str) -> str:
    """One streamed piece, appended to the reply."""
    return format_html('<span id="reply-{}" hx-swap-oob="beforeend">{}</span>', key, piece)


def finished(item: Turn) -> str:
    """The rendered turn, replacing the streamed one (or the pending bubble, when the
    page never saw the turn start)."""
    return render_to_string("chat/turn.html", {"turn": item, "oob": f"outerHTML:#turn-{item.key},#pending-{item.key}"})


def refused(reason: str, key: str = "") -> str:
    """The reason a message was not taken, shown under the composer; the page puts the
    text back into the box."""
    return render_to_string("chat/refused.html", {"reason": reason, "key": key})
