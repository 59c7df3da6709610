"""Sending email replies through Django's email backend (SMTP settings from the
environment), threaded under the message they answer."""

from __future__ import annotations

import smtplib
import socket
from email.utils import make_msgid

from django.conf import settings
from django.core.mail import EmailMessage

from channels_app.outcomes import Rejected, Transient, Unknown


def pieces(text: str) -> list[str]:
    """An email reply goes out whole, as one message."""
    return [text] if text.strip() else []


def reply_subject(subject: str) -> str:
    """"Re: " and the subject, once, however many replies deep."""
    subject = " ".join((subject or "").split())
    if subject[:3].lower() == "re:":
        return subject
    return f"Re: {subject}" if subject else "Re: your message"


def deliver_piece(*, address: str, piece: str, index: int, headers: dict, key: str) -> str:
    """Send one email to ``address``; returns its Message-ID (our own, made here).
    ``headers`` carry ``subject``, ``in_reply_to`` and ``references`` of the thread
    (or ``subject_line``, taken as it is, for a notice that answers nothing), and a
    ``note`` added under the reply (what we could not read, such as attachments).
    Raises Transient (server unreachable or 4xx), Rejected (5xx) or Unknown (the
    connection died after the message was handed over)."""
    domain = settings.DEFAULT_FROM_EMAIL.rpartition("@")[2] or "localhost"
    message_id = make_msgid(idstring=key.replace(".", "-") or None, domain=domain)
    extra = {"Message-ID": message_id}
    if headers.get("in_reply_to"):
        extra["In-Reply-To"] = headers["in_reply_to"]
        extra["References"] = " ".join([*headers.get("references", []), headers["in_reply_to"]])
    subject = headers.get("subject_line") or reply_subject(headers.get("subject", ""))
    if headers.get("note"):
        piece = f"{piece}\n\n({headers['note']})"
    email = EmailMessage(subject=subject, body=piece, to=[address], headers=extra)
    try:
        email.send()
    except (ConnectionRefusedError, smtplib.SMTPConnectError, socket.gaierror) as error:
        raise Transient(f"mail server unreachable: {error}") from error
    except smtplib.SMTPResponseException as error:
        if 400 <= error.smtp_code < 500:
            raise Transient(f"mail server deferred it ({error.smtp_code})") from error
        raise Rejected(f"mail server refused it ({error.smtp_code}): {error.smtp_error!r}") from error
    except smtplib.SMTPRecipientsRefused as error:
        raise Rejected(f"recipient refused: {error.recipients}") from error
    except (smtplib.SMTPServerDisconnected, TimeoutError, OSError) as error:
        raise Unknown(f"the mail server stopped answering: {error}") from error
    return message_id
