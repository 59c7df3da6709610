"""From a person's page the operator erases the account with a typed confirmation;
the plain delete is not offered."""

from django.contrib.auth import get_user_model

from memory.models import AccountErasure, Episode


def test_typed_confirmation_then_erasure(client, operator, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(bob, "Bob plays the cello.")
    client.force_login(operator)
    person = client.get(f"/admin/auth/user/{alice.pk}/change/").content.decode()
    assert f"/admin/auth/user/{alice.pk}/erase/" in person
    assert client.post(f"/admin/auth/user/{alice.pk}/delete/", {"post": "yes"}).status_code == 403

    wrong = client.post(f"/admin/auth/user/{alice.pk}/erase/", {"confirm": "bob"})
    assert wrong.status_code == 400 and get_user_model().objects.filter(pk=alice.pk).exists()

    done = client.post(f"/admin/auth/user/{alice.pk}/erase/", {"confirm": "alice"})
    assert done.status_code == 302
    assert not get_user_model().objects.filter(pk=alice.pk).exists()
    assert not Episode.objects.filter(user_id=alice.pk).exists() and Episode.objects.for_user(bob).count() == 1
    audit = AccountErasure.objects.get()
    assert (audit.initiated_by, audit.operator) == ("operator", operator)


def test_a_non_operator_cannot_reach_it(client, alice, bob):
    client.force_login(bob)
    assert client.post(f"/admin/auth/user/{alice.pk}/erase/", {"confirm": "alice"}).status_code == 302  # to sign-in
    assert get_user_model().objects.filter(pk=alice.pk).exists()
