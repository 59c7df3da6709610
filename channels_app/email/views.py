"""The inbound email webhook (SendGrid Inbound Parse).

Answers: 403 without the shared secret. Everything else is 200, including a post we
cannot read (logged, nothing stored): SendGrid retries any other answer for three days,
and a malformed post will not improve. An email from a verified address is stored
(deduplicated on its Message-ID) and answered by a Celery task; the reply goes out
through delivery, threaded.
An unknown sender gets one onboarding email and nothing is remembered.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from channels_app import delivery
from channels_app.email.guards import inbound_email_secret_required
from channels_app.email.inbound import Unreadable, read
from channels_app.email.transport import reply_subject
from memory import cycle
from memory.models import ChannelKind
from memory.people import identities

log = logging.getLogger(__name__)
ONBOARDING_TEXT = (
    "Hi, this is Hippocampus. I don't know this address yet, so I haven't kept your message. "
    "Sign in, add this address under Settings, and write to me again."
)


@csrf_exempt
@require_POST
@inbound_email_secret_required
def inbound(request):
    """One email to our address: stored and queued for an answer if the sender's address is verified."""
    try:
        email = read(request)
        sender = identities.normalise(ChannelKind.EMAIL, email.sender)
    except (Unreadable, ValidationError) as error:
        log.warning("inbound email dropped: %s", error)
        return HttpResponse(f"ignored: {error}", content_type="text/plain")
    owner = identities.owner_of(ChannelKind.EMAIL, sender)
    if owner is None:
        if identities.first_contact(ChannelKind.EMAIL, sender):
            delivery.notify(ChannelKind.EMAIL, sender, ONBOARDING_TEXT, subject=reply_subject(email.subject))
        return HttpResponse("unknown sender", content_type="text/plain")
    if not email.text:
        return HttpResponse("nothing to read", content_type="text/plain")
    limit = settings.HIPPOCAMPUS["MAX_MESSAGE_CHARS"]
    if len(email.text) > limit:
        delivery.notify(ChannelKind.EMAIL, sender, f"Your email is too long for me ({len(email.text)} characters; "
                        f"at most {limit}). Please send it in shorter parts.", subject=reply_subject(email.subject))
        return HttpResponse("too long", content_type="text/plain")
    message = cycle.ingest(cycle.Attention(
        user=owner, channel=ChannelKind.EMAIL, text=email.text, provider_id=email.message_id,
        thread_key=email.thread_key,
    ))
    if message.status == "stored":
        headers = {"subject": email.subject, "in_reply_to": email.message_id, "references": email.references}
        if email.attachments:
            headers["note"] = f"I only read the text: {email.attachments} attachment(s) were left unread."
        delivery.answer_later(message, address=sender, headers=headers)
    return HttpResponse("stored", content_type="text/plain")
