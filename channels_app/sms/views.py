"""Twilio's webhooks: an inbound SMS and the status of one we sent.

Answers: 403 unsigned or forged; 400 (with the reason) for a signed request missing a
field Twilio always sends — Twilio does not retry a 4xx, it logs it in the console's
debugger, which is where an operator looks; 200 with an empty TwiML response for
everything taken, including the messages deliberately not remembered (STOP/START/HELP,
unknown senders, empty bodies). An SMS is answered in TwiML only for HELP, an unknown
sender's onboarding and a message too long to keep; a person's message is stored, then
answered by a Celery task, whose reply goes out through delivery.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from twilio.twiml.messaging_response import MessagingResponse

from channels_app import delivery
from channels_app.sms import keywords
from channels_app.sms.guards import twilio_signature_required
from memory import cycle
from memory.models import ChannelKind, PART_PROGRESS
from memory.people import identities
from memory.text import mail

HELP_TEXT = (
    "Hippocampus: a personal assistant that remembers what you tell it. Text it like a friend. "
    "Reply STOP to stop messages, START to resume."
)
ONBOARDING_TEXT = (
    "Hi, this is Hippocampus. I don't know this number yet, so I haven't kept your message. "
    "Sign in, add this number under Settings, and text me again. Reply STOP to opt out."
)


def _twiml(text: str = "") -> HttpResponse:
    response = MessagingResponse()
    if text:
        response.message(text)
    return HttpResponse(str(response), content_type="text/xml")


@csrf_exempt
@require_POST
@twilio_signature_required
def inbound(request):
    """One SMS to our number: stored and queued for the turn pipeline if the sender is a
    person's verified number; STOP/START/HELP honoured and never remembered."""
    sender, sid, body = request.POST.get("From", ""), request.POST.get("MessageSid", ""), request.POST.get("Body", "")
    body = mail.storable(body)
    if not sender or not sid:
        return HttpResponseBadRequest("From and MessageSid are required")
    try:
        address = identities.normalise(ChannelKind.SMS, sender)
    except ValidationError:
        return HttpResponseBadRequest("From is not a phone number we can answer (short code or sender id)")
    keyword = keywords.classify(body, request.POST.get("OptOutType", ""))
    if keyword in (keywords.STOP, keywords.START):
        identities.do_set_opted_out(kind=ChannelKind.SMS, address=address, opted_out=keyword == keywords.STOP)
        return _twiml()  # the carrier or Twilio confirms; we add nothing
    if keyword == keywords.HELP:
        # With Advanced Opt-Out (OptOutType present) Twilio has already sent its help text.
        return _twiml("" if request.POST.get("OptOutType") else HELP_TEXT)
    owner = identities.owner_of(ChannelKind.SMS, address)
    if owner is None:
        onboard = identities.first_contact(ChannelKind.SMS, address) and not identities.is_opted_out(
            ChannelKind.SMS, address
        )
        return _twiml(ONBOARDING_TEXT if onboard else "")
    if not body.strip():
        return _twiml()  # a picture without words: nothing to remember or answer
    limit = settings.HIPPOCAMPUS["MAX_MESSAGE_CHARS"]
    if len(body) > limit:
        return _twiml(f"That message is too long for me ({len(body)} characters; at most {limit}). "
                      "Please send it in shorter parts.")
    # Stored first (deduplicated on MessageSid); Twilio gets its empty TwiML now and the
    # turn runs in a Celery task, which hands the reply to delivery.
    message = cycle.ingest(cycle.Attention(user=owner, channel=ChannelKind.SMS, text=body, provider_id=sid))
    if message.status == "stored":
        delivery.answer_later(message, address=address)
    return _twiml()


@csrf_exempt
@require_POST
@twilio_signature_required
def status(request):
    """Twilio's status callback for a message we sent (MessageStatus, ErrorCode)."""
    sid, state = request.POST.get("MessageSid", ""), request.POST.get("MessageStatus", "")
    if not sid or not state:
        return HttpResponseBadRequest("MessageSid and MessageStatus are required")
    if state not in PART_PROGRESS:
        return HttpResponseBadRequest(f"unknown MessageStatus {state!r}")
    delivery.record_status(provider_id=sid, status=state, error_code=request.POST.get("ErrorCode", ""))
    return HttpResponse(status=204)
