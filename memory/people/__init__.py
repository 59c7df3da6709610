"""The person's own view of their memory and account (DESIGN §1 ``people/``): one access
helper for a belief, an episode or a message (``access``), the memory browser's selectors
(``browser``), pinning and disputing a belief (``pinning``, ``disputes``), preferences and
what the deprecation rate does over time (``preferences``, ``forecast``), personal API
tokens (``tokens``) and the addresses a person reaches it from, verified by code
(``identities``).

Reads always take the user and start from ``Model.objects.for_user(user)``; writes are
keyword-only ``do_*`` functions. The API and the pages call these, never the models.
"""

from memory.people.access import access_belief, access_episode, access_message
from memory.people.browser import episodes, memories, replaced_by, tags, weight_history
from memory.people.disputes import Dispute, do_dispute_belief
from memory.people.forecast import decay_forecast
from memory.people.pinning import do_pin_belief
from memory.people.preferences import Preferences, do_set_preferences, preferences_of
from memory.people.tokens import api_tokens, do_create_api_token, do_revoke_api_token

__all__ = [
    "Dispute",
    "Preferences",
    "access_belief",
    "access_episode",
    "access_message",
    "api_tokens",
    "decay_forecast",
    "do_create_api_token",
    "do_dispute_belief",
    "do_pin_belief",
    "do_revoke_api_token",
    "do_set_preferences",
    "episodes",
    "memories",
    "preferences_of",
    "replaced_by",
    "tags",
    "weight_history",
]
