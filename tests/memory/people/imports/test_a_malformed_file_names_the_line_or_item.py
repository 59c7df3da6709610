"""A malformed file is refused with a message naming the line (WhatsApp, mbox) or the
item (ChatGPT's conversation, LoCoMo's sample and turn), before anything is written."""

import json

import pytest

from memory.models import ImportJob, Message
from memory.people import imports

from tests.memory.people.imports.conftest import fixture_bytes


def chatgpt_without_time() -> bytes:
    document = json.loads(fixture_bytes("chatgpt_conversations.json"))
    document[1]["mapping"]["m1"]["message"]["create_time"] = "yesterday"
    return json.dumps(document).encode()


def locomo_without_text() -> bytes:
    document = json.loads(fixture_bytes("locomo.json"))
    del document[0]["conversation"]["session_2"][1]["text"]
    return json.dumps(document).encode()


@pytest.mark.parametrize(
    "data, format, says",
    [
        (b"hello there\n3/15/23, 9:02 AM - Sam: hi\n", "whatsapp", "line 1 is not a WhatsApp message"),
        (b"\n\n31/02/2023, 09:02 - Sam: hi\n", "whatsapp", "line 3: the date or time is impossible"),
        (b"15/03/2023, 13:02 PM - Sam: hi\n", "whatsapp", "line 1: 13 is not an hour on a 12-hour clock"),
        (chatgpt_without_time(), "chatgpt", "conversation 2 ('Bank details'), message 'm1': create_time 'yesterday'"),
        (b'[{"mapping": {}}, 7]', "chatgpt", "conversation 2: not a conversation"),
        (b'[{"mapping": {}},\n {"title": "x" "mapping": {}}]', "chatgpt", "line 2 column 16"),
        (locomo_without_text(), "locomo", "item 1 (sample demo-1), session_2 turn 2: a turn needs"),
        (
            fixture_bytes("locomo.json").replace(b"7:10 pm on 20 May, 2023", b"the next day"),
            "locomo", "item 1 (sample demo-1), session_2_date_time: 'the next day' is not a time",
        ),
        (
            fixture_bytes("mailbox.mbox").replace(b"Date: Tue, 11 Apr 2023 07:00:00 +0000\n", b""),
            "mbox", "message 3 (line 37): no readable Date header",
        ),
        (b"Subject: hi\n\nnot an mbox\n", "mbox", "line 1 is not an mbox"),
    ],
)
def test_refused_naming_where(alice, start, data, format, says):
    with pytest.raises(imports.Refused) as refused:
        start(alice, data, format=format, own=["Sam"])
    assert says in str(refused.value)
    assert not ImportJob.objects.exists() and not Message.objects.exists()


def test_a_file_in_no_format_we_read(alice, start):
    with pytest.raises(imports.Refused, match="in no format we read"):
        start(alice, b"just some notes\n")
    assert not ImportJob.objects.exists()


@pytest.mark.parametrize("format", ["auto", "chatgpt", "locomo"])
def test_json_nested_too_deeply_is_refused_not_a_crash(alice, start, format):
    with pytest.raises(imports.Refused):
        start(alice, b"[" * 100_000 + b"]" * 100_000, format=format)
    assert not ImportJob.objects.exists()
