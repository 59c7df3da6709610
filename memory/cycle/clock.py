"""What the pipeline knows without being told: the day and the time, where the person is
(their profile's time zone). A voice-only model asked "What day is it today?" answered
"The sun shines bright and the sea's calm." in a walk-through (``answers``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.models import Profile
from memory.text import timeexpr


def now_told(user, when: datetime, *, time: bool) -> str:
    """The day of ``when`` where the person is ("Today is Saturday, 28 November 2026."),
    or with ``time`` the time and its zone too ("It's 14:05 (Europe/Lisbon) on Saturday,
    28 November 2026.")."""
    zone = ZoneInfo(Profile.objects.filter(user=user).values_list("timezone", flat=True).first() or "UTC")
    local = when.astimezone(zone)
    day = f"{local:%A}, {timeexpr.day(local.date())}"
    return f"It's {local:%H:%M} ({zone.key}) on {day}." if time else f"Today is {day}."
