"""A person's settings: how fast unused memories fade (DESIGN §5), their time zone and
whether idle reflection may surface their memories (seed 003 §6)."""

from dataclasses import dataclass
from zoneinfo import available_timezones

from django.core.exceptions import ValidationError
from django.db import transaction

from memory.models import DEPRECATION_PRESETS, Profile, daily_rate


@dataclass(frozen=True)
class Preferences:
    deprecation_rate: str  # a preset name or a daily rate such as "0.02"
    daily_decay_rate: float
    timezone: str
    reflection: bool


def _profile(user) -> Profile:
    return Profile.objects.for_user(user).get_or_create(user=user)[0]


def preferences_of(user) -> Preferences:
    """The settings of ``user`` (the defaults until they change one)."""
    profile = _profile(user)
    return Preferences(profile.deprecation_rate, profile.daily_decay_rate, profile.timezone, profile.reflection)


def check_deprecation_rate(value: str | float) -> str:
    """The stored form of a deprecation setting: a preset name as given, a number as its
    plain decimal text to ten significant digits, which the field holds (``repr`` of
    0.7377936738318559 is 18 characters, and the API fuzzer's PATCH of it was a 500).
    Raises ValidationError naming the accepted values otherwise."""
    if isinstance(value, str) and value in DEPRECATION_PRESETS:
        return value
    return format(daily_rate(str(value)), ".10g")


def check_timezone(value: str) -> str:
    """``value`` when it names an IANA time zone; raises ValidationError otherwise."""
    if value not in available_timezones():
        raise ValidationError(f"{value!r} is not a time zone; use an IANA name such as Europe/Paris")
    return value


def do_set_preferences(
    *, user, deprecation_rate: str | float | None = None, timezone: str | None = None, reflection: bool | None = None
) -> Preferences:
    """Change the settings of ``user`` that are given (None leaves one as it is). The new
    deprecation rate applies from the next decay run, computed from each belief's state,
    so no memory jumps. Raises ValidationError before changing anything if a value is bad."""
    changes = {}
    if deprecation_rate is not None:
        changes["deprecation_rate"] = check_deprecation_rate(deprecation_rate)
    if timezone is not None:
        changes["timezone"] = check_timezone(timezone)
    if reflection is not None:
        changes["reflection"] = bool(reflection)
    with transaction.atomic():
        profile = _profile(user)
        if changes:
            Profile.objects.for_user(user).filter(pk=profile.pk).update(**changes)
    return preferences_of(user)
