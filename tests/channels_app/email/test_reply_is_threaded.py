"""An inbound email posted as SendGrid posts it produces a reply, caught by a local SMTP
server, threaded under it: In-Reply-To, References, our own Message-ID, "Re: …"."""

from channels_app import tasks
from memory.models import ChannelIdentity, Delivery, Message
from tests.channels_app.conftest import take_queued
from tests.channels_app.email.conftest import sendgrid_post


def test_a_reply_goes_back_threaded(post_email, smtp, alice, engine, answer_queued, django_capture_on_commit_callbacks):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)
    with django_capture_on_commit_callbacks(execute=True):
        response = post_email(sendgrid_post("sendgrid_gmail_reply_en"))
    assert response.status_code == 200
    inbound = Message.objects.get(user=alice, role="user")
    assert inbound.text == "My sister Ana is moving to Porto in March."  # no quote, no signature
    assert inbound.provider_id == "<CAN1-gmail-reply-0001@mail.gmail.com>"
    assert inbound.conversation.thread_key == "<first-0001@mail.gmail.com>"
    assert answer_queued() == ["answered"]
    [[delivery_id]] = take_queued("channels_app.deliver")
    assert tasks.deliver.apply(args=[delivery_id]).get() == "sent"
    [reply] = smtp
    assert reply["Subject"] == "Re: Lisbon trip"
    assert reply["To"] == "alice@example.org"
    assert reply["In-Reply-To"] == "<CAN1-gmail-reply-0001@mail.gmail.com>"
    assert reply["References"].split() == ["<first-0001@mail.gmail.com>", "<reply-1@hippocampus.example.org>",
                                           "<CAN1-gmail-reply-0001@mail.gmail.com>"]
    assert reply["Message-ID"].endswith("@inbound.example.org>")
    assert Delivery.objects.get(pk=delivery_id).parts.get().provider_id == reply["Message-ID"]
    assert reply.get_content().strip().startswith(Message.objects.get(pk=Delivery.objects.get().message_id).text[:30])


def test_the_same_message_id_twice_is_one_message_and_one_reply(post_email, smtp, alice, engine, answer_queued,
                                                               django_capture_on_commit_callbacks):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)
    with django_capture_on_commit_callbacks(execute=True):
        post_email(sendgrid_post("sendgrid_gmail_reply_en"))
    with django_capture_on_commit_callbacks(execute=True):
        post_email(sendgrid_post("sendgrid_gmail_reply_en"))
    assert Message.objects.filter(role="user").count() == 1
    assert answer_queued() == ["answered", "skipped"]
    assert len(take_queued("channels_app.deliver")) == 1
