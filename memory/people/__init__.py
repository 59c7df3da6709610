"""The person's own view of their memory and account (DESIGN §1 ``people/``): one access
helper for a belief or an episode (``access``), the memory browser's selectors
(``browser``), preferences (``preferences``), personal API tokens (``tokens``) and the
addresses a person reaches it from, verified by code (``identities``); the signed export
and its import (``portability``, signed with ``signing``'s server key) and whole-account
erasure (``erasure``).

Reads always take the user and start from ``Model.objects.for_user(user)``; writes are
keyword-only ``do_*`` functions. The API and the pages call these, never the models.
"""

from memory.people.access import access_belief, access_episode
from memory.people.browser import episodes, memories, weight_history
from memory.people.erasure import (
    cache_prefix,
    check_confirmation,
    counts_of,
    do_erase_account,
    summary_of,
)
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
    "ImportRefused",
    "Preferences",
    "access_belief",
    "access_episode",
    "api_tokens",
    "cache_prefix",
    "check_confirmation",
    "counts_of",
    "do_create_api_token",
    "do_erase_account",
    "do_import",
    "do_revoke_api_token",
    "do_set_preferences",
    "episodes",
    "export_bytes",
    "memories",
    "preferences_of",
    "public_key_text",
    "summary_of",
    "verified_document",
    "weight_history",
]
