"""Personal API tokens: a person creates, lists and revokes their own (knox stores only a
hash of each token; the token itself is shown once, when it is created)."""

from datetime import timedelta

from django.db import transaction
from knox.models import AuthToken


def api_tokens(user):
    """The live tokens of ``user``, newest first (identified by ``token_key``, the token's
    first characters, which are safe to show)."""
    return AuthToken.objects.filter(user=user).order_by("-created")


def do_create_api_token(*, user, expires_in_days: int | None = None) -> tuple[AuthToken, str]:
    """A new token for ``user``, valid until revoked or for ``expires_in_days``; returns the
    stored row and the token text, which is never available again."""
    expiry = timedelta(days=expires_in_days) if expires_in_days else None
    with transaction.atomic():
        return AuthToken.objects.create(user=user, expiry=expiry)


def do_revoke_api_token(*, user, token_key: str) -> int:
    """Revoke the token of ``user`` identified by ``token_key``; returns how many were
    revoked (0 when ``user`` has no such token, whoever else may)."""
    revoked, _ = api_tokens(user).filter(token_key=token_key).delete()
    return revoked
