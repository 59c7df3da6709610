"""Outside the erasure routine, raw SQL as the application role still cannot delete an
episode, not even of an account being erased, not even with the old erasure flag."""

import pytest
from django.db import IntegrityError, connection, transaction

from memory.models import Episode
from memory.people import do_erase_account


@pytest.mark.parametrize("statement", [
    "DELETE FROM memory_episode WHERE user_id = %s",
    "DELETE FROM memory_episode_source_messages WHERE episode_id IN (SELECT id FROM memory_episode WHERE user_id = %s)",
])
def test_raw_sql_cannot_delete_episodes(alice, make_episode, statement):
    make_episode(alice, "We talked about the trip to Lisbon.")
    with pytest.raises(IntegrityError, match="append-only"), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL hippocampus.erasure = 'on'")
        cursor.execute(statement, [alice.pk])
    assert Episode.objects.for_user(alice).get().source_messages.count() == 1


def test_the_routine_can(alice, make_episode):
    make_episode(alice, "We talked about the trip to Lisbon.")
    do_erase_account(user=alice, typed="alice")
    assert not Episode.objects.filter(user_id=alice.pk).exists()
