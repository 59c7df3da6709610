"""The person's own view of their memory and account (DESIGN §1 ``people/``): one access
helper for a belief or an episode (``access``), the memory browser's selectors
(``browser``), preferences (``preferences``), personal API tokens (``tokens``), the
addresses a person reaches it from, verified by code (``identities``), and histories
brought from other services (``imports``).

Reads always take the user and start from ``Model.objects.for_user(user)``; writes are
keyword-only ``do_*`` functions. The API and the pages call these, never the models.
"""

from memory.people.access import access_belief, access_episode
from memory.people.browser import episodes, memories, weight_history
from memory.people.preferences import Preferences, do_set_preferences, preferences_of
from memory.people.tokens import api_tokens, do_create_api_token, do_revoke_api_token

__all__ = [
    "Preferences",
    "access_belief",
    "access_episode",
    "api_tokens",
    "do_create_api_token",
    "do_revoke_api_token",
    "do_set_preferences",
    "episodes",
    "memories",
    "preferences_of",
    "weight_history",
]
