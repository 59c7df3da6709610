"""The operator sees each reply's delivery, its parts' provider statuses and every attempt."""

from django.utils import timezone

from memory import archive
from memory.models import Delivery, DeliveryAttempt, DeliveryPart


def test_a_failed_delivery_shows_its_attempts(client, operator, alice):
    conversation = archive.conversation_for(alice, "sms", when=timezone.now())
    reply, _ = archive.store(user=alice, conversation=conversation, role="assistant", text="See you soon.")
    delivery = Delivery.objects.create(user=alice, message=reply, channel="sms", address="+447700900999",
                                       status="failed")
    DeliveryPart.objects.create(delivery=delivery, index=0, provider_id="SM" + "f" * 32, status="failed",
                                error_code="30003")
    DeliveryAttempt.objects.create(delivery=delivery, number=1, outcome="failed", error="Twilio refused it (400)")
    client.force_login(operator)
    listing = client.get("/admin/memory/delivery/?status__exact=failed")
    assert listing.status_code == 200 and b"failed" in listing.content
    page = client.get(f"/admin/memory/delivery/{delivery.pk}/change/")
    assert page.status_code == 200
    assert b"30003" in page.content and b"Twilio refused it (400)" in page.content
