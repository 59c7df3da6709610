"""The person's own view of their memory and account (DESIGN §1 ``people/``): one access
helper for a belief, an episode or a message (``access``), the memory browser's selectors
(``browser``), pinning and disputing a belief (``pinning``, ``disputes``), preferences and
what the deprecation rate does over time (``preferences``, ``forecast``), personal API
tokens (``tokens``), the addresses a person reaches it from, verified by code
(``identities``), histories brought from other services (``imports``), the signed export
and its import (``portability``, signed with ``signing``'s server key) and whole-account
erasure (``erasure``).

Reads always take the user and start from ``Model.objects.for_user(user)``; writes are
keyword-only ``do_*`` functions. The API and the pages call these, never the models.
"""

from memory.people.access import access_belief, access_episode, access_message
from memory.people.browser import episodes, memories, not_yet_formed, replaced_by, tags, weight_history
from memory.people.disputes import Dispute, do_dispute_belief
from memory.people.erasure import cache_prefix, do_erase_account, summary_of
from memory.people.forecast import decay_forecast
from memory.people.pinning import do_pin_belief
from memory.people.portability import (
    AlreadyImported,
    ImportRefused,
    do_import,
    export_bytes,
    verified_document,
)
from memory.people.preferences import Preferences, do_set_preferences, preferences_of
from memory.people.signing import public_key_text
from memory.people.tokens import api_tokens, do_create_api_token, do_revoke_api_token

__all__ = [
    "AlreadyImported",
    "Dispute",
    "ImportRefused",
    "Preferences",
    "access_belief",
    "access_episode",
    "access_message",
    "api_tokens",
    "cache_prefix",
    "decay_forecast",
    "do_create_api_token",
    "do_dispute_belief",
    "do_erase_account",
    "do_import",
    "do_pin_belief",
    "do_revoke_api_token",
    "do_set_preferences",
    "episodes",
    "export_bytes",
    "memories",
    "not_yet_formed",
    "preferences_of",
    "public_key_text",
    "replaced_by",
    "summary_of",
    "tags",
    "verified_document",
    "weight_history",
]
