"""The addresses a person reaches Hippocampus from (DESIGN §8 Identities).

A person claims a phone number or an email address, a code goes to it over that channel,
and the address is theirs once they type the code back. Only a verified address routes
anything to an account; one address is verified for at most one person (a database
constraint); an unknown sender gets one onboarding reply and nothing is remembered.
STOP / START (SMS) are recorded against the address for every claim on it.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac

from memory.models import ChannelIdentity, ChannelKind

CODE_DIGITS = 6
CODE_LIFETIME = timedelta(minutes=15)
CODE_ATTEMPTS = 5
# A new code for the same address at most this often, and this many addresses waiting for
# their code per person: nobody can use us to flood a number or an inbox with codes.
CODE_RESEND_AFTER = timedelta(seconds=60)
PENDING_CLAIMS_AT_MOST = 5
# An unknown address is onboarded once in this long; the cache key holds a hash, not the address.
ONBOARDING_MEMORY_SECONDS = 30 * 24 * 3600
PHONE = re.compile(r"^\+[1-9]\d{6,14}$")


def normalise(kind: str, address: str) -> str:
    """The address in the one form it is stored and looked up in: E.164 for a phone
    number (``+`` and digits; spaces, dots, dashes and brackets dropped), lower case for
    an email address. Raises ValidationError with a message a person can act on."""
    address = (address or "").strip()
    if kind == ChannelKind.SMS:
        compact = re.sub(r"[\s.\-()]", "", address)
        if compact.startswith("00"):
            compact = "+" + compact[2:]
        if not PHONE.match(compact):
            raise ValidationError(f"{address!r} is not a phone number in international form, such as +447700900123")
        return compact
    if kind == ChannelKind.EMAIL:
        validate_email(address)
        return address.lower()
    raise ValidationError(f"addresses of kind {kind!r} cannot be linked; use sms or email")


def owner_of(kind: str, address: str):
    """The person whose verified address this is, or None (unknown, or only claimed)."""
    identity = (
        ChannelIdentity.objects.filter(kind=kind, address=address, verified=True).select_related("user").first()
    )
    return identity.user if identity else None


def _code_hash(identity: ChannelIdentity, code: str) -> str:
    return salted_hmac("memory.people.identities", f"{identity.pk}:{code}").hexdigest()


@transaction.atomic
def do_link_identity(*, user, kind: str, address: str) -> tuple[ChannelIdentity, str]:
    """Claim ``address`` (a phone number for kind "sms", an email address for "email")
    for ``user`` and issue a fresh verification code; returns the unverified identity
    and the code, for the caller to send over that channel and nowhere else
    (``channels_app.delivery.link_identity`` does both, in one transaction). Calling it
    again for the same address sends a new code. Only a hash of the code is stored. Raises ValidationError, with a message for the person, when the
    address is not one of that kind, is verified for someone else or already for them,
    got a code less than CODE_RESEND_AFTER ago, or PENDING_CLAIMS_AT_MOST other
    addresses of theirs wait for a code."""
    address = normalise(kind, address)
    owner = owner_of(kind, address)
    if owner is not None and owner.pk != user.pk:
        raise ValidationError("that address is already linked to another account")
    pending = ChannelIdentity.objects.for_user(user).filter(verified=False).exclude(kind=kind, address=address)
    if pending.count() >= PENDING_CLAIMS_AT_MOST:
        raise ValidationError(
            f"{PENDING_CLAIMS_AT_MOST} addresses are already waiting for their code: confirm or remove one first"
        )
    identity, _ = ChannelIdentity.objects.select_for_update().get_or_create(user=user, kind=kind, address=address)
    if identity.verified:
        raise ValidationError("that address is already linked to your account")
    if identity.code_expires_at and identity.code_expires_at - CODE_LIFETIME > timezone.now() - CODE_RESEND_AFTER:
        raise ValidationError(
            f"a code was sent to that address less than {CODE_RESEND_AFTER.seconds} seconds ago: wait before asking again"
        )
    code = "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))
    identity.code_hash = _code_hash(identity, code)
    identity.code_expires_at = timezone.now() + CODE_LIFETIME
    identity.code_attempts = 0
    identity.save(update_fields=["code_hash", "code_expires_at", "code_attempts"])
    return identity, code


def do_verify_identity(*, user, kind: str, address: str, code: str) -> ChannelIdentity:
    """Confirm ``user``'s claim on ``address`` with the code sent to it. The code works
    once, within CODE_LIFETIME and CODE_ATTEMPTS tries. Raises ValidationError saying
    what went wrong (no claim, expired, wrong code, too many tries, or someone else
    confirmed the address first)."""
    address = normalise(kind, address)
    with transaction.atomic():
        identity = (
            ChannelIdentity.objects.for_user(user).select_for_update().filter(kind=kind, address=address).first()
        )
        if identity is None or not identity.code_hash:
            raise ValidationError("there is no code waiting for that address: link it first")
        if identity.code_expires_at < timezone.now():
            raise ValidationError("that code has expired: ask for a new one")
        if identity.code_attempts >= CODE_ATTEMPTS:
            raise ValidationError("too many wrong codes: ask for a new one")
        right = constant_time_compare(identity.code_hash, _code_hash(identity, (code or "").strip()))
        if not right:
            identity.code_attempts += 1
            identity.save(update_fields=["code_attempts"])
    if not right:  # raised outside the transaction, so the counted try is kept
        raise ValidationError("that code is not right")
    try:
        with transaction.atomic():
            opted_out = ChannelIdentity.objects.filter(kind=kind, address=address, opted_out=True).exists()
            identity.verified, identity.code_hash, identity.code_expires_at = True, "", None
            identity.opted_out = opted_out
            identity.save(update_fields=["verified", "code_hash", "code_expires_at", "opted_out"])
    except IntegrityError:
        raise ValidationError("that address was confirmed by another account first") from None
    return identity


def do_unlink_identity(*, user, identity_id: int) -> bool:
    """Remove one of ``user``'s addresses (verified or waiting for its code): texts and
    emails from it stop reaching their memory. Returns whether anything was removed;
    another person's id removes nothing."""
    removed, _ = ChannelIdentity.objects.for_user(user).filter(pk=identity_id).delete()
    return bool(removed)


def access_identity(user, identity_id: int) -> ChannelIdentity:
    """One of ``user``'s addresses; raises ChannelIdentity.DoesNotExist for an id that
    is not theirs, exactly as for one that does not exist."""
    return ChannelIdentity.objects.for_user(user).get(pk=identity_id)


def identities_of(user) -> list[ChannelIdentity]:
    """The person's linked and pending addresses, verified first."""
    return list(ChannelIdentity.objects.for_user(user).order_by("-verified", "kind", "address"))


def do_set_opted_out(*, kind: str, address: str, opted_out: bool) -> None:
    """Record STOP (``opted_out=True``) or START for an address, on every claim of it;
    a STOP from an address nobody has linked also means it gets no onboarding reply."""
    ChannelIdentity.objects.filter(kind=kind, address=address).update(opted_out=opted_out)
    key = _onboarding_key(kind, address)
    if opted_out:
        cache.set(key, "stopped", ONBOARDING_MEMORY_SECONDS)
    elif cache.get(key) == "stopped":
        cache.delete(key)


def is_opted_out(kind: str, address: str) -> bool:
    """Whether nothing may be sent to this address (STOP without a later START)."""
    if ChannelIdentity.objects.filter(kind=kind, address=address, opted_out=True).exists():
        return True
    return cache.get(_onboarding_key(kind, address)) == "stopped"


def first_contact(kind: str, address: str) -> bool:
    """True exactly once per unknown address (per ONBOARDING_MEMORY_SECONDS): whether it
    should get the onboarding reply. Atomic, so retried webhooks onboard once."""
    return cache.add(_onboarding_key(kind, address), "onboarded", ONBOARDING_MEMORY_SECONDS)


def _onboarding_key(kind: str, address: str) -> str:
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{kind}:{address}".encode()).hexdigest()[:32]
    return f"identities:onboarded:{digest}"


