"""An address nobody has verified gets one onboarding email and nothing is remembered."""

from uuid import uuid4

from channels_app import tasks
from memory.models import Conversation, Message
from tests.channels_app.conftest import take_queued
from tests.channels_app.email.conftest import from_header


def test_an_unknown_sender_gets_one_onboarding_email(post_email, smtp, db, django_capture_on_commit_callbacks):
    stranger = f"carol-{uuid4().hex[:8]}@example.net"
    form = from_header(f"Carol <{stranger}>")
    with django_capture_on_commit_callbacks(execute=True):
        assert post_email(form).status_code == 200
        assert post_email(form).status_code == 200
    notices = take_queued("channels_app.notify")
    assert len(notices) == 1
    assert tasks.notify.apply(args=notices[0]).get() == "sent"
    [onboarding] = smtp
    assert onboarding["To"] == stranger and onboarding["Subject"] == "Re: Lisbon trip"
    assert "add this address under Settings" in onboarding.get_content()
    assert not Message.objects.exists() and not Conversation.objects.exists()
