"""Per-person rate limits, counted in the shared Redis cache so every daphne process sees them."""

from django.conf import settings
from rest_framework.throttling import UserRateThrottle


class ChatRateThrottle(UserRateThrottle):
    """At most ``HIPPOCAMPUS_CHAT_RATE`` chat turns per person (429 with Retry-After beyond)."""

    scope = "chat"

    def get_rate(self):
        # Read at request time (DRF's own lookup is frozen when the class is defined).
        return settings.API["CHAT_RATE"]
