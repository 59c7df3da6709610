"""GET/PATCH /api/settings/: the deprecation rate (a preset or a daily rate), time zone and
the reflection switch."""

import pytest

from memory import people


@pytest.fixture
def client(alice, signed_in):
    return signed_in(alice)


def test_defaults(client):
    assert client.get("/api/settings/").json() == {
        "deprecation_rate": "normal",
        "daily_decay_rate": 0.01,
        "timezone": "UTC",
        "reflection": True,
        "presets": {"slow": 0.005, "normal": 0.01, "fast": 0.03},
    }


def test_a_preset_a_number_and_a_time_zone(client, alice):
    assert client.patch("/api/settings/", {"deprecation_rate": "fast"}, format="json").json()["daily_decay_rate"] == 0.03
    answer = client.patch("/api/settings/", {"deprecation_rate": 0.02, "timezone": "Europe/Paris"}, format="json").json()
    assert answer["deprecation_rate"] == "0.02" and answer["daily_decay_rate"] == 0.02
    assert people.preferences_of(alice).timezone == "Europe/Paris"
    assert client.patch("/api/settings/", {}, format="json").json()["deprecation_rate"] == "0.02"


def test_a_rate_with_more_digits_than_the_field_holds_is_kept_to_ten(client):
    answer = client.patch("/api/settings/", {"deprecation_rate": 0.7377936738318559}, format="json")
    assert answer.status_code == 200 and answer.json()["deprecation_rate"] == "0.7377936738"


def test_reflection_off_and_on(client, alice):
    assert client.patch("/api/settings/", {"reflection": False}, format="json").json()["reflection"] is False
    assert people.preferences_of(alice).reflection is False
    assert client.patch("/api/settings/", {"reflection": True}, format="json").json()["reflection"] is True


@pytest.mark.parametrize(
    "body, field, says",
    [
        ({"deprecation_rate": "glacial"}, "deprecation_rate", "slow, normal, fast or a number"),
        ({"deprecation_rate": 1.5}, "deprecation_rate", "must be in [0, 1)"),
        ({"deprecation_rate": True}, "deprecation_rate", "not a boolean"),
        ({"deprecation_rate": None}, "deprecation_rate", "may not be null"),
        ({"timezone": "Mars/Olympus"}, "timezone", "not a time zone"),
        ({"timezone": 3}, "timezone", "Must be a string"),
        ({"language": "fr"}, "language", "Unknown field."),
        ({"reflection": "sometimes"}, "reflection", "Must be a valid boolean."),
    ],
)
def test_bad_values_change_nothing(client, alice, body, field, says):
    response = client.patch("/api/settings/", body, format="json")
    assert response.status_code == 400 and says in response.json()[field][0]
    assert people.preferences_of(alice).deprecation_rate == "normal"
