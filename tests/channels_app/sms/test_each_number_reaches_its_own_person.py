"""Texts from two people's verified numbers land in their own archives, and each reply
goes back to the number it answers — nothing crosses between accounts."""

from channels_app import tasks
from memory.models import ChannelIdentity, Delivery, Message
from tests.channels_app.conftest import inbound_sms, new_phone, take_queued


def test_two_people_texting_stay_apart(twilio_post, twilio, alice_phone, bob, engine, answer_queued,
                                      django_capture_on_commit_callbacks):
    bob_phone = ChannelIdentity.objects.create(user=bob, kind="sms", address=new_phone(), verified=True)
    with django_capture_on_commit_callbacks(execute=True):
        twilio_post("/webhooks/twilio/sms/", inbound_sms("Alice here: my cat is called Miso.", sender=alice_phone.address))
        twilio_post("/webhooks/twilio/sms/", inbound_sms("Bob here: my dog is called Rex.", sender=bob_phone.address))
    assert list(Message.objects.filter(role="user").order_by("id").values_list("user__username", "text")) == [
        ("alice", "Alice here: my cat is called Miso."), ("bob", "Bob here: my dog is called Rex."),
    ]
    assert answer_queued() == ["answered", "answered"]
    for [delivery_id] in take_queued("channels_app.deliver"):
        tasks.deliver.apply(args=[delivery_id]).get()
    by_user = {d.user.username: d.address for d in Delivery.objects.select_related("user")}
    assert by_user == {"alice": alice_phone.address, "bob": bob_phone.address}
    assert {message["To"] for message in twilio.sent} == {alice_phone.address, bob_phone.address}
