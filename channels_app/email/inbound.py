"""An inbound email, as the pipeline needs it, from SendGrid's Inbound Parse post.

django-anymail's SendGrid inbound parser does the normalisation (multipart fields,
per-field charsets, "Send Raw" mode); ``memory.text.mail`` turns HTML-only mail into
text and strips quoted history and signatures (the mailbox import reads mail the same way).
"""

from __future__ import annotations

import hashlib
import warnings
from dataclasses import dataclass, field

from anymail.exceptions import AnymailError
from anymail.webhooks.sendgrid import SendGridInboundWebhookView

from memory.text import mail

class Unreadable(ValueError):
    """The post is not an inbound email we can read."""


@dataclass
class InboundEmail:
    sender: str
    subject: str
    text: str  # the new part only: no quoted history, no signature
    message_id: str
    in_reply_to: str = ""
    references: list[str] = field(default_factory=list)
    attachments: int = 0

    @property
    def thread_key(self) -> str:
        """The thread's first message: the conversation every reply in it belongs to."""
        return (self.references or [self.in_reply_to or self.message_id])[0]


def _parser() -> SendGridInboundWebhookView:
    with warnings.catch_warnings():
        # Anymail warns that it no longer tests SendGrid and that its own basic auth is
        # unset; we authenticate in channels_app.email.guards and only borrow the parser.
        warnings.simplefilter("ignore")
        return SendGridInboundWebhookView()


def read(request) -> InboundEmail:
    """The email a SendGrid Inbound Parse request carries. Raises Unreadable saying why."""
    try:
        message = _parser().esp_to_anymail_event(request).message
        sender = message.from_email.addr_spec if message.from_email else ""
    except (AnymailError, KeyError, ValueError, TypeError, LookupError, UnicodeError) as error:
        raise Unreadable(f"not a SendGrid Inbound Parse post we can read: {error}") from None
    if not sender:
        raise Unreadable("the email has no From address")
    body = mail.body_text(mail.storable(message.text or ""), mail.storable(message.html or ""))
    text = mail.new_part(body)
    references = mail.message_ids(message.get("References"))
    in_reply_to = next(iter(mail.message_ids(message.get("In-Reply-To"))), "")
    message_id = next(iter(mail.message_ids(message.get("Message-ID"))), "")
    if not message_id:
        # Without one, the same post twice is recognised by what it says.
        digest = hashlib.sha256(f"{sender}\n{message.subject}\n{body}".encode()).hexdigest()[:32]
        message_id = f"<{digest}@inbound.hippocampus>"
    return InboundEmail(sender=sender, subject=mail.storable(message.subject or ""), text=text, message_id=message_id,
                        in_reply_to=in_reply_to, references=references, attachments=len(message.attachments))
