"""A mailbox whose messages carry NUL characters (a broken client, a binary part read as
text) imports what the person wrote without them: PostgreSQL text cannot hold one, and
the import stopped at that message."""

from memory.models import Message

MAILBOX = (
    b"From sam@example.com Mon Apr 10 12:40:00 2023\n"
    b"From: Sam\x00 Rivera <sam@example.com>\n"
    b"To: Alex <alex@example.org>\n"
    b"Subject: Cello\n"
    b"Date: Mon, 10 Apr 2023 11:40:00 +0100\n"
    b"Message-ID: <cello-2\x00@example.com>\n"
    b"Content-Type: text/plain; charset=\"utf-8\"\n"
    b"\n"
    b"I rented a cello\x00 from Hartmann's shop.\n"
)


def test_the_message_is_stored_without_its_nul_characters(alice, imported):
    job = imported(alice, MAILBOX, own=["sam@example.com"])
    assert job.status == "done" and job.added == 1
    assert list(Message.objects.for_user(alice).values_list("text", flat=True)) == [
        "I rented a cello from Hartmann's shop."
    ]
