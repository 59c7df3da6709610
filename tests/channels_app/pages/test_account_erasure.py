"""/account/delete/: a typed confirmation, then the account is gone and the person is
signed out; a wrong confirmation is a 400 and erases nothing."""

from django.contrib.auth import get_user_model

from memory.models import AccountErasure, Episode


def test_a_wrong_confirmation_is_refused_and_the_right_one_erases(client, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(bob, "Bob plays the cello.")
    client.force_login(alice)
    page = client.get("/account/delete/")
    assert page.status_code == 200 and b"1 episode<" in page.content

    wrong = client.post("/account/delete/", {"confirm": "yes"})
    assert wrong.status_code == 400 and b"Type the username" in wrong.content
    assert get_user_model().objects.filter(pk=alice.pk).exists()

    done = client.post("/account/delete/", {"confirm": "alice"})
    assert done.status_code == 200 and b"Your account is erased" in done.content
    assert not get_user_model().objects.filter(pk=alice.pk).exists()
    assert not Episode.objects.filter(user_id=alice.pk).exists() and Episode.objects.for_user(bob).count() == 1
    assert AccountErasure.objects.get().initiated_by == "person"
    assert client.get("/account/").status_code == 302  # signed out
