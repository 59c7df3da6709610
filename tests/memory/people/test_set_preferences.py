"""do_set_preferences: a preset or a daily rate and a time zone, validated before anything
changes; decay reads the new rate; the reflection switch alone."""

import pytest
from django.core.exceptions import ValidationError

from memory import people
from memory.maintenance import decay


def test_preset_number_and_time_zone(alice):
    assert people.preferences_of(alice) == people.Preferences("normal", 0.01, "UTC", True)
    people.do_set_preferences(user=alice, deprecation_rate="slow")
    assert decay.user_rate(alice) == 0.005
    updated = people.do_set_preferences(user=alice, deprecation_rate=0.025, timezone="America/Sao_Paulo")
    assert updated == people.Preferences("0.025", 0.025, "America/Sao_Paulo", True)
    assert decay.user_rate(alice) == 0.025
    assert people.do_set_preferences(user=alice, reflection=False).reflection is False
    assert people.preferences_of(alice).deprecation_rate == "0.025"  # the rest as it was


@pytest.mark.parametrize("change", [{"deprecation_rate": "1.0"}, {"deprecation_rate": "soon"},
                                    {"deprecation_rate": -0.1}, {"timezone": "Atlantis/Capital"},
                                    {"deprecation_rate": "fast", "timezone": "UTC+2"}])
def test_a_bad_value_changes_nothing(alice, change):
    with pytest.raises(ValidationError):
        people.do_set_preferences(user=alice, **change)
    assert people.preferences_of(alice) == people.Preferences("normal", 0.01, "UTC", True)
