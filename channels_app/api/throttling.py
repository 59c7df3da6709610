"""Per-person rate limits, counted in the shared Redis cache so every daphne process sees them."""

import math
from types import SimpleNamespace

from django.conf import settings
from rest_framework.throttling import UserRateThrottle

PERIODS = {1: "a second", 60: "a minute", 3600: "an hour", 86400: "a day"}


class ChatRateThrottle(UserRateThrottle):
    """At most ``HIPPOCAMPUS_CHAT_RATE`` chat turns per person (429 with Retry-After beyond),
    through the API and the web chat's socket together: one count per person."""

    scope = "chat"

    def get_rate(self):
        # Read at request time (DRF's own lookup is frozen when the class is defined).
        return settings.API["CHAT_RATE"]

    def described(self) -> str:
        """The limit in words: "20 a minute"."""
        count, period = self.parse_rate(self.get_rate())
        return f"{count} {PERIODS[period]}"

    def seconds_to_wait(self, user) -> int:
        """Count one chat turn of ``user`` that does not come through DRF (the socket):
        0 when it may go ahead, else how many seconds until one may (nothing counted)."""
        if self.allow_request(SimpleNamespace(user=user), view=None):
            return 0
        return max(1, math.ceil(self.wait() or 1))
