"""Formation reads a conversation's pending messages in one query and names their
speaker from the conversation's person, without a query or a join per message."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory.formation import encoding
from memory.models import Conversation, Message


def test_speakers_are_named_without_a_query_per_message(alice):
    conversation = Conversation.objects.create(user=alice, channel="cli")
    for text in ["I swim on Tuesdays.", "My sister lives in Lisbon.", "I play the cello."]:
        Message.objects.create(user=alice, conversation=conversation, role="user", channel="cli", text=text)
    conversation = Conversation.objects.get(pk=conversation.pk)
    conversation.user  # read once per conversation

    with CaptureQueriesContext(connection) as queries:
        messages = encoding._pending_messages(conversation)
        speakers = [encoding._speaker(message) for message in messages]

    assert len(queries) == 1
    assert speakers == ["alice"] * 3
    assert [message.text for message in messages][0] == "I swim on Tuesdays."
