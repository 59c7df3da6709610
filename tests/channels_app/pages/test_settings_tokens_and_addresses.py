"""Settings: personal API tokens (created and shown once, revoked) and linked addresses
(claimed, a code sent over that channel, confirmed with it, removed); another person's
token or address is untouched."""

import re
import uuid

from django.core import mail
from knox.models import AuthToken

from channels_app import delivery, tasks
from memory.models import ChannelIdentity
from tests.channels_app.conftest import take_queued


def test_a_token_is_shown_once_and_works_until_revoked(client, alice, bob):
    client.force_login(alice)
    page = client.post("/settings/tokens/").content.decode()
    token = re.search(r'id="new-token" class="token" value="([^"]+)"', page).group(1)
    assert client.get("/api/memories/", HTTP_AUTHORIZATION=f"Token {token}").status_code == 200
    assert token not in client.get("/settings/").content.decode()

    bobs_row, _ = AuthToken.objects.create(user=bob)
    client.post(f"/settings/tokens/{bobs_row.token_key}/revoke/")
    assert AuthToken.objects.filter(user=bob).exists()
    [mine] = AuthToken.objects.filter(user=alice)
    client.post(f"/settings/tokens/{mine.token_key}/revoke/")
    client.logout()
    assert client.get("/api/memories/", HTTP_AUTHORIZATION=f"Token {token}").status_code == 401


def test_an_email_address_is_linked_by_the_code_sent_to_it(client, alice, django_capture_on_commit_callbacks):
    address = f"alice-{uuid.uuid4().hex[:8]}@example.org"
    client.force_login(alice)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/settings/identities/", {"kind": "email", "address": address}, follow=True)
    assert f"A code is on its way to {address}" in response.content.decode()
    assert "waiting for the code" in response.content.decode()
    [arguments] = take_queued(delivery.NOTICE_TASK)
    assert tasks.notify.apply(args=arguments).get() == "sent"
    [sent] = mail.outbox
    assert sent.to == [address]
    code = re.search(r"\b(\d{6})\b", sent.body).group(1)

    wrong = client.post("/settings/identities/verify/", {"kind": "email", "address": address, "code": "000000"
                                                         if code != "000000" else "111111"})
    assert wrong.status_code == 400 and "That code is not right." in wrong.content.decode()
    page = client.post("/settings/identities/verify/", {"kind": "email", "address": address, "code": code},
                       follow=True).content.decode()
    assert f"{address} now reaches your memory." in page and "confirmed" in page
    assert ChannelIdentity.objects.get(user=alice, address=address).verified


def test_a_bad_address_is_a_400_and_removing_touches_only_ones_own(client, alice, bob):
    client.force_login(alice)
    response = client.post("/settings/identities/", {"kind": "sms", "address": "call me"})
    assert response.status_code == 400 and "international form" in response.content.decode()
    bobs = ChannelIdentity.objects.create(user=bob, kind="sms", address="+447700900001", verified=True)
    mine = ChannelIdentity.objects.create(user=alice, kind="sms", address="+447700900002", verified=True)
    client.post(f"/settings/identities/{bobs.pk}/remove/")
    client.post(f"/settings/identities/{mine.pk}/remove/")
    assert list(ChannelIdentity.objects.values_list("address", flat=True)) == ["+447700900001"]
