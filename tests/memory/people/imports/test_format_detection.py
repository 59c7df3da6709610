"""The format is read from the file's content, never its name."""

import pytest

from memory.people import imports

from tests.memory.people.imports.conftest import fixture_bytes


@pytest.mark.parametrize(
    "name, format",
    [
        ("chatgpt_conversations.json", "chatgpt"),
        ("whatsapp_ios.txt", "whatsapp"),
        ("whatsapp_android.txt", "whatsapp"),
        ("mailbox.mbox", "mbox"),
        ("locomo.json", "locomo"),
    ],
)
def test_each_fixture_is_recognised(name, format):
    assert imports.detect(fixture_bytes(name)) == format


def test_a_byte_order_mark_and_24_hour_dotted_dates_are_whatsapp():
    assert imports.detect("\ufeff15.03.23, 14:02 - Sam: hallo\n".encode()) == "whatsapp"


@pytest.mark.parametrize("data", [b"", b"{}", b"[1, 2]", b"notes\n", b'{"conversation": 3}'])
def test_anything_else_is_none(data):
    assert imports.detect(data) is None
