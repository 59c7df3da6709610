"""A person links a phone number through the API: a code is texted to it (through the
real twilio client, to the local stand-in), the code confirms it, and from then on its
texts reach their memory; a wrong code, a second code too soon, another person's number
and malformed input are a 400 saying why; unlinking stops the texts."""

import re

from channels_app import tasks
from channels_app.delivery import NOTICE_TASK
from memory.models import ChannelIdentity, Message
from tests.channels_app.conftest import inbound_sms, new_phone, take_queued


def texted_code(twilio) -> str:
    [arguments] = take_queued(NOTICE_TASK)
    assert tasks.notify.apply(args=arguments).get() == "sent"
    return re.search(r"\b(\d{6})\b", twilio.sent[-1]["Body"]).group(1)


def test_a_number_linked_through_the_api_is_confirmed_by_the_texted_code(
    signed_in, alice, twilio, twilio_post, engine, django_capture_on_commit_callbacks
):
    client, number = signed_in(alice), new_phone()
    with django_capture_on_commit_callbacks(execute=True):
        linked = client.post("/api/identities/", {"kind": "sms", "address": number}, format="json")
    assert linked.status_code == 201
    identity = linked.json()
    assert identity["address"] == number and not identity["verified"] and identity["code_expires_at"]
    code = texted_code(twilio)
    assert twilio.sent[-1]["To"] == number
    wrong = client.post(f"/api/identities/{identity['id']}/verify/", {"code": "000000" if code != "000000" else "1"},
                        format="json")
    assert wrong.status_code == 400 and wrong.json() == {"detail": "that code is not right"}
    right = client.post(f"/api/identities/{identity['id']}/verify/", {"code": code}, format="json")
    assert right.status_code == 200 and right.json()["verified"] and right.json()["code_expires_at"] is None
    assert [(i["address"], i["verified"]) for i in client.get("/api/identities/").json()] == [(number, True)]
    with django_capture_on_commit_callbacks():
        twilio_post("/webhooks/twilio/sms/", inbound_sms("I started pottery classes.", sender=number))
    assert Message.objects.get(role="user").user == alice
    assert client.delete(f"/api/identities/{identity['id']}/").status_code == 204
    assert client.delete(f"/api/identities/{identity['id']}/").status_code == 404
    with django_capture_on_commit_callbacks():
        twilio_post("/webhooks/twilio/sms/", inbound_sms("Pottery again today.", sender=number))
    assert Message.objects.filter(role="user").count() == 1  # unlinked: not remembered


def test_a_second_code_too_soon_is_refused_with_the_reason(signed_in, alice, twilio, engine,
                                                            django_capture_on_commit_callbacks):
    client, number = signed_in(alice), new_phone()
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post("/api/identities/", {"kind": "sms", "address": number}, format="json").status_code == 201
        again = client.post("/api/identities/", {"kind": "sms", "address": number}, format="json")
    assert again.status_code == 400 and "wait before asking again" in again.json()["detail"]
    assert len(take_queued(NOTICE_TASK)) == 1  # one code sent, not two


def test_malformed_links_are_a_400_naming_the_problem(signed_in, alice, engine):
    client = signed_in(alice)
    cases = {
        "not a number": ({"kind": "sms", "address": "call me maybe"}, "international form"),
        "unknown kind": ({"kind": "fax", "address": "+447700900123"}, "kind"),
        "not an email": ({"kind": "email", "address": "alice-at-example"}, "valid email"),
        "missing address": ({"kind": "sms"}, "address"),
        "unknown field": ({"kind": "sms", "address": "+447700900123", "primary": True}, "primary"),
        "wrong type": ({"kind": "sms", "address": 447700900123}, "string"),
    }
    for name, (body, named) in cases.items():
        response = client.post("/api/identities/", body, format="json")
        assert response.status_code == 400, name
        assert named in str(response.json()), (name, response.json())
    assert not ChannelIdentity.objects.exists()
    too_long = client.post("/api/identities/1/verify/", {"code": "1" * 13}, format="json")
    assert too_long.status_code == 404  # no such address of hers: checked before the body
