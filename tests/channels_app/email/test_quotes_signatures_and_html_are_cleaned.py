"""What reaches the pipeline is what the person wrote this time: quoted history and
signatures stripped (English and German clients), HTML-only mail turned into text,
attachments left unread with a note in the reply."""

from django.core.files.uploadedfile import SimpleUploadedFile

from channels_app import tasks
from memory.models import ChannelIdentity, Message
from tests.channels_app.conftest import take_queued
from tests.channels_app.email.conftest import sendgrid_post


def linked(alice):
    ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)


def test_a_german_reply_loses_its_quote_and_signature(post_email, alice, engine, django_capture_on_commit_callbacks):
    linked(alice)
    with django_capture_on_commit_callbacks():
        post_email(sendgrid_post("sendgrid_apple_mail_de"))
    assert Message.objects.get(role="user").text == "Heute habe ich Tomaten gepflanzt, sie stehen am Südfenster."


def test_html_only_mail_becomes_text_and_attachments_get_a_note(post_email, smtp, alice, engine, answer_queued,
                                                                django_capture_on_commit_callbacks):
    linked(alice)
    form = sendgrid_post("sendgrid_outlook_html_only")
    form["attachment1"] = SimpleUploadedFile("scales.pdf", b"%PDF-1.4 not really", content_type="application/pdf")
    with django_capture_on_commit_callbacks(execute=True):
        post_email(form)
    text = Message.objects.get(role="user").text
    assert "piano lessons" in text and "<" not in text and "Old news" not in text
    answer_queued()
    [[delivery_id]] = take_queued("channels_app.deliver")
    tasks.deliver.apply(args=[delivery_id]).get()
    assert "1 attachment(s) were left unread" in smtp[0].get_content()
