"""``manage.py link_identity`` sends a code to a number and confirms it with --code."""

import re

import pytest
from django.core.management import CommandError, call_command

from channels_app import tasks
from memory.people import identities
from tests.channels_app.conftest import new_phone, take_queued


def test_the_command_sends_a_code_and_confirms_it(twilio, alice, django_capture_on_commit_callbacks, capsys):
    number = new_phone()
    with django_capture_on_commit_callbacks(execute=True):
        call_command("link_identity", "alice", "sms", number)
    [arguments] = take_queued("channels_app.notify")
    tasks.notify.apply(args=arguments).get()
    code = re.search(r"\b(\d{6})\b", twilio.sent[0]["Body"]).group(1)
    call_command("link_identity", "alice", "sms", number, "--code", code)
    assert identities.owner_of("sms", number) == alice
    assert "now reaches alice's memory" in capsys.readouterr().out


def test_a_bad_address_or_user_is_a_clear_error(alice):
    with pytest.raises(CommandError, match="international form"):
        call_command("link_identity", "alice", "sms", "12")
    with pytest.raises(CommandError, match="no user"):
        call_command("link_identity", "nobody", "sms", new_phone())
