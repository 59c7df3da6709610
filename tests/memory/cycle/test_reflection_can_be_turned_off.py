"""A person who turned reflection off in their settings gets none, even when the operator
has it on and they are due."""

from datetime import timedelta

from memory.cycle import reflection
from memory.people import do_set_preferences
from tests.memory.clock import T0
from tests.memory.cycle.test_reflection import reflective, said  # noqa: F401  (reflective is a fixture)

NOW = T0 + timedelta(days=3)


def test_turned_off_is_never_due_and_on_again_is(alice, make_belief, reflective):  # noqa: F811
    make_belief(alice, "Alice is training for a marathon.")
    said(alice, "Goodnight.", NOW - timedelta(hours=3))
    assert reflection.is_due(alice, NOW)

    do_set_preferences(user=alice, reflection=False)
    assert not reflection.is_due(alice, NOW)
    assert list(reflection.reflect_for_user(alice, now=NOW)) == []

    do_set_preferences(user=alice, reflection=True)
    assert reflection.is_due(alice, NOW)
