"""A person links a number or address and confirms it with the code sent to it; only a
verified address routes anything to their account."""

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from memory.models import ChannelIdentity
from memory.people import identities


def test_the_right_code_verifies_the_address(alice):
    identity, code = identities.do_link_identity(user=alice, kind="sms", address="+44 7700 900-321")
    assert identity.address == "+447700900321" and not identity.verified
    assert identities.owner_of("sms", "+447700900321") is None
    assert code not in identity.code_hash and len(code) == identities.CODE_DIGITS
    verified = identities.do_verify_identity(user=alice, kind="sms", address="+447700900321", code=code)
    assert verified.verified and identities.owner_of("sms", "+447700900321") == alice
    with pytest.raises(ValidationError):  # a code works once
        identities.do_verify_identity(user=alice, kind="sms", address="+447700900321", code=code)


def test_a_wrong_code_counts_and_too_many_lock_the_code(alice):
    _, code = identities.do_link_identity(user=alice, kind="email", address="Alice@Example.org")
    wrong = "000000" if code != "000000" else "111111"
    for _ in range(identities.CODE_ATTEMPTS):
        with pytest.raises(ValidationError, match="not right"):
            identities.do_verify_identity(user=alice, kind="email", address="alice@example.org", code=wrong)
    with pytest.raises(ValidationError, match="too many"):
        identities.do_verify_identity(user=alice, kind="email", address="alice@example.org", code=code)
    assert identities.owner_of("email", "alice@example.org") is None


def test_an_expired_code_does_not_verify(alice):
    identity, code = identities.do_link_identity(user=alice, kind="sms", address="+447700900322")
    ChannelIdentity.objects.filter(pk=identity.pk).update(code_expires_at=timezone.now())
    with pytest.raises(ValidationError, match="expired"):
        identities.do_verify_identity(user=alice, kind="sms", address="+447700900322", code=code)


def test_someone_elses_code_does_not_verify_my_claim(alice, bob):
    _, alices_code = identities.do_link_identity(user=alice, kind="sms", address="+447700900323")
    identities.do_link_identity(user=bob, kind="sms", address="+447700900323")
    with pytest.raises(ValidationError):
        identities.do_verify_identity(user=bob, kind="sms", address="+447700900323", code=alices_code)


@pytest.mark.parametrize("kind, address", [("sms", "12345"), ("sms", "call me"), ("email", "not-an-address"),
                                           ("web", "alice")])
def test_an_address_that_is_not_one_is_refused_with_a_message(alice, kind, address):
    with pytest.raises(ValidationError):
        identities.do_link_identity(user=alice, kind=kind, address=address)
    assert not ChannelIdentity.objects.exists()
