"""One number or address is verified for at most one person: the database says so, and
the first to confirm wins."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from memory.models import ChannelIdentity
from memory.people import identities

NUMBER = "+447700900555"


def test_the_database_refuses_a_second_verified_owner(alice, bob):
    ChannelIdentity.objects.create(user=alice, kind="sms", address=NUMBER, verified=True)
    with pytest.raises(IntegrityError), transaction.atomic():
        ChannelIdentity.objects.create(user=bob, kind="sms", address=NUMBER, verified=True)


def test_a_verified_address_cannot_be_claimed_by_another(alice, bob):
    ChannelIdentity.objects.create(user=alice, kind="sms", address=NUMBER, verified=True)
    with pytest.raises(ValidationError, match="another account"):
        identities.do_link_identity(user=bob, kind="sms", address=NUMBER)


def test_two_claims_race_and_the_first_to_confirm_wins(alice, bob):
    _, alices_code = identities.do_link_identity(user=alice, kind="sms", address=NUMBER)
    _, bobs_code = identities.do_link_identity(user=bob, kind="sms", address=NUMBER)
    identities.do_verify_identity(user=bob, kind="sms", address=NUMBER, code=bobs_code)
    with pytest.raises(ValidationError, match="another account first"):
        identities.do_verify_identity(user=alice, kind="sms", address=NUMBER, code=alices_code)
    assert identities.owner_of("sms", NUMBER) == bob


def test_one_person_cannot_remove_anothers_address(alice, bob):
    mine = ChannelIdentity.objects.create(user=alice, kind="email", address="alice@example.org", verified=True)
    identities.do_unlink_identity(user=bob, identity_id=mine.pk)
    assert ChannelIdentity.objects.filter(pk=mine.pk).exists()
    identities.do_unlink_identity(user=alice, identity_id=mine.pk)
    assert not ChannelIdentity.objects.filter(pk=mine.pk).exists()
