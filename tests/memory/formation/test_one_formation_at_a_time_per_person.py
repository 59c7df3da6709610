"""Formation holds the person's lock, not the conversation's (issue 19): two workers
forming two of one person's conversations deadlocked reinforcing the same beliefs, and
each missed the other's new beliefs when looking for duplicates. Another person's
formation does not wait."""

import pytest
from django.db import OperationalError, connection, transaction

from memory import formation
from memory.formation.encoding import PERSON_LOCK
from memory.models import Episode


@pytest.fixture
def person_locked(owner_connection):
    """Another session holding the lock of the person given, as a second worker would."""
    held = []

    def lock(user):
        owner_connection.execute("SELECT pg_advisory_lock(%s, %s)", [PERSON_LOCK, user.pk])
        held.append(user.pk)

    yield lock
    for pk in held:
        owner_connection.execute("SELECT pg_advisory_unlock(%s, %s)", [PERSON_LOCK, pk])


def test_a_persons_other_conversation_waits_and_another_person_does_not(alice, bob, say, person_locked):
    alices = say(alice, "My sister Maya just moved to Lisbon.").inbound.conversation
    bobs = say(bob, "I adopted a beagle called Rex.").inbound.conversation
    person_locked(alice)
    with connection.cursor() as cursor:
        cursor.execute("SET lock_timeout = '500ms'")
    with pytest.raises(OperationalError, match="lock timeout"), transaction.atomic():
        formation.form_conversation(alices, force=True)
    assert formation.form_conversation(bobs, force=True).episodes == 1
    assert not Episode.objects.for_user(alice).exists()
