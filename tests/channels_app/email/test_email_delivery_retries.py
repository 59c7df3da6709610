"""An SMTP server that is down is retried and, if it stays down, the reply is marked
failed with every attempt recorded; the subject is "Re: " once."""

from django.utils import timezone

from channels_app import delivery, tasks
from channels_app.email.transport import reply_subject
from memory import archive
from tests.channels_app.email.conftest import free_port


def test_a_mail_server_that_is_down_is_retried_then_given_up(smtp, settings, alice, django_capture_on_commit_callbacks):
    settings.EMAIL_PORT = free_port()  # nothing listens there
    settings.DELIVERY = {**settings.DELIVERY, "RETRIES": 2}
    conversation = archive.conversation_for(alice, "email", when=timezone.now())
    reply, _ = archive.store(user=alice, conversation=conversation, role="assistant", text="Noted, thank you.")
    with django_capture_on_commit_callbacks():
        queued = delivery.enqueue(reply, address="alice@example.org", headers={"subject": "Piano"})
    assert tasks.deliver.apply(args=[queued.pk]).get() == "failed"
    assert list(queued.attempts.values_list("outcome", flat=True)) == ["retry", "retry", "failed"]
    assert "unreachable" in queued.attempts.first().error and smtp == []


def test_the_subject_gets_re_once():
    assert reply_subject("Gartenarbeit") == "Re: Gartenarbeit"
    assert reply_subject("RE:  Lisbon   trip") == "RE: Lisbon trip"
    assert reply_subject("") == "Re: your message"
