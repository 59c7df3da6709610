"""A reply reaches Twilio's REST API (a local stand-in, the real twilio client) as SMS
segments that keep words and characters whole, each with a status callback, and the
callbacks update the part they name in whatever order they arrive."""

import json

from django.conf import settings
from django.utils import timezone

from channels_app import delivery, tasks
from memory import archive
from memory.models import DeliveryPart, Message
from tests.channels_app.conftest import ACCOUNT_SID, OUR_NUMBER

LONG_REPLY = (
    "You told me last spring that your sister Ana moved to Lisbon for a job at the aquarium, "
    "that you visited her in June, and that you both swam at Carcavelos every morning before "
    "work. You also said you wanted to learn Portuguese properly this year, so maybe ask her "
    "to speak only Portuguese with you on your next call."
)


def reply_for(user, text):
    conversation = archive.conversation_for(user, "sms", when=timezone.now())
    message, _ = archive.store(user=user, conversation=conversation, role="assistant", text=text)
    return message


def test_a_long_reply_is_shortened_and_split_at_word_boundaries(twilio, alice_phone, settings,
                                                                django_capture_on_commit_callbacks):
    settings.DELIVERY = {**settings.DELIVERY, "SMS_REPLY_CHARS": 300}
    reply = reply_for(alice_phone.user, LONG_REPLY)
    with django_capture_on_commit_callbacks():
        queued = delivery.enqueue(reply, address=alice_phone.address)
    assert tasks.deliver.apply(args=[queued.pk]).get() == "sent"
    bodies = twilio.bodies()
    assert len(bodies) == 2 and all(len(body) <= 160 for body in bodies)
    joined = " ".join(bodies)
    assert len(joined) <= 300 and joined.endswith("...")
    assert LONG_REPLY.startswith(joined[:-3])  # nothing reordered, no word cut in two
    assert all(word in LONG_REPLY.split() for body in bodies for word in body.removesuffix("...").split())
    first = twilio.sent[0]
    assert first["To"] == alice_phone.address and first["From"] == OUR_NUMBER
    assert first["path"] == f"/2010-04-01/Accounts/{ACCOUNT_SID}/Messages.json"
    assert first["StatusCallback"] == "https://hippo.example.org/webhooks/twilio/status/"
    assert first["authorization"].startswith("Basic ")
    assert Message.objects.get(pk=reply.pk).status == "sent"
    assert list(DeliveryPart.objects.filter(delivery=queued).values_list("provider_id", flat=True)) == [
        message["sid"] for message in twilio.sent
    ]


def test_unicode_segments_never_split_a_character(twilio, alice_phone, django_capture_on_commit_callbacks):
    text = "Ça va? 😀 " * 20 + "À bientôt, Ana 🌊"
    reply = reply_for(alice_phone.user, text)
    with django_capture_on_commit_callbacks():
        queued = delivery.enqueue(reply, address=alice_phone.address)
    tasks.deliver.apply(args=[queued.pk]).get()
    bodies = twilio.bodies()
    assert len(bodies) > 1
    assert all(len(body.encode("utf-16-le")) // 2 <= 70 for body in bodies)
    assert " ".join(bodies).split() == text.split()


def test_status_callbacks_move_a_part_forward_only(twilio_post, twilio, alice_phone,
                                                    django_capture_on_commit_callbacks):
    reply = reply_for(alice_phone.user, "See you at the market on Saturday.")
    with django_capture_on_commit_callbacks():
        queued = delivery.enqueue(reply, address=alice_phone.address)
    tasks.deliver.apply(args=[queued.pk]).get()
    sid = twilio.sent[0]["sid"]
    with open(settings.BASE_DIR / "tests/channels_app/sms/fixtures/status_callback_delivered.json") as fixture:
        delivered = {**json.load(fixture), "MessageSid": sid, "SmsSid": sid}
    assert twilio_post("/webhooks/twilio/status/", delivered).status_code == 204
    late_sent = {**delivered, "MessageStatus": "sent", "SmsStatus": "sent"}
    assert twilio_post("/webhooks/twilio/status/", late_sent).status_code == 204
    assert DeliveryPart.objects.get(provider_id=sid).status == "delivered"
    failed_later = {**delivered, "MessageStatus": "undelivered", "ErrorCode": "30003"}
    twilio_post("/webhooks/twilio/status/", failed_later)
    part = DeliveryPart.objects.get(provider_id=sid)
    assert (part.status, part.error_code) == ("delivered", "")  # same rank: the first final word stands


def test_a_status_callback_needs_its_fields(twilio_post, twilio):
    assert twilio_post("/webhooks/twilio/status/", {"MessageSid": "SM1"}).status_code == 400
    assert twilio_post("/webhooks/twilio/status/", {"MessageSid": "SM1", "MessageStatus": "exploded"}).status_code == 400


def test_a_messaging_service_sends_instead_of_a_number_when_set(twilio, alice_phone, settings,
                                                                django_capture_on_commit_callbacks):
    settings.TWILIO = {**settings.TWILIO, "MESSAGING_SERVICE_SID": "MG" + "1" * 32}
    reply = reply_for(alice_phone.user, "Good luck with the exam.")
    with django_capture_on_commit_callbacks():
        queued = delivery.enqueue(reply, address=alice_phone.address)
    tasks.deliver.apply(args=[queued.pk]).get()
    [sent] = twilio.sent
    assert sent["MessagingServiceSid"] == "MG" + "1" * 32 and "From" not in sent
