"""Hostile and careless bodies get a JSON 400 (or 415) with a message: never a 500, never
an HTML page, never a traceback in the log (issue 13 item 4)."""

import logging

import pytest
from rest_framework.test import APIClient

from memory.models import Message

DEEP = "[" * 1000 + "]" * 1000


@pytest.fixture
def alice_client(signed_in, alice):
    return signed_in(alice)


def post(client, body, content_type="application/json"):
    return client.generic("POST", "/api/chat/", body, content_type=content_type)


def assert_refused_in_json(response, status=400):
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    return response.json()


def assert_no_traceback(caplog):
    assert not [record for record in caplog.records if record.exc_info or record.levelno >= logging.ERROR]


@pytest.mark.parametrize(
    "body, says",
    [
        (DEEP, "nested more than 20 levels"),
        ('{"text": ' + "[" * 30 + "]" * 30 + "}", "nested more than 20 levels"),
        ('{"text": "hi"', "JSON parse error"),
        ('{"text": NaN}', "JSON parse error"),
        (b"\xff\xfe{}", "not UTF-8"),
        ('{"text": "\\ud800 lone half"}', "unpaired surrogate"),
        ("x" * 70_000, "larger than 65536 bytes"),
        ('{"text": "' + "x" * 3_000_000 + '"}', "larger than 65536 bytes"),  # past Django's own limit too
    ],
)
def test_a_malformed_body_is_a_json_400(alice_client, body, says, caplog):
    assert says in assert_refused_in_json(post(alice_client, body))["detail"]
    assert_no_traceback(caplog)


def test_brackets_inside_strings_do_not_count_as_nesting(alice_client, engine):
    response = post(alice_client, '{"text": "' + "[" * 100 + '"}')
    assert response.status_code == 200


@pytest.mark.parametrize(
    "body, field, says",
    [
        ({"text": 12345}, "text", "Must be a string, not a number."),
        ({"text": True}, "text", "Must be a string, not a boolean."),
        ({"text": ["hi"]}, "text", "Must be a string, not an array."),
        ({"text": None}, "text", "may not be null"),
        ({"text": "   "}, "text", "may not be blank"),
        ({"text": "hi\x00there"}, "text", "Null characters are not allowed."),
        ({"text": "x" * 4001}, "text", "no more than 4000 characters"),
        ({"text": "hi", "txet": "typo"}, "txet", "Unknown field."),
        ({}, "text", "This field is required."),
    ],
)
def test_a_wrong_field_is_named_in_the_answer(alice_client, body, field, says, caplog):
    refusal = assert_refused_in_json(alice_client.post("/api/chat/", body, format="json"))
    assert any(says in message for message in refusal[field])
    assert_no_traceback(caplog)


def test_nothing_refused_is_stored(alice_client, alice):
    post(alice_client, '{"text": 12345}')
    post(alice_client, DEEP)
    assert not Message.objects.for_user(alice).exists()


def test_a_body_that_is_not_an_object_is_refused(alice_client):
    assert "Expected a dictionary" in assert_refused_in_json(post(alice_client, "[1, 2]"))["non_field_errors"][0]


def test_a_form_body_is_unsupported_media_type(alice_client):
    assert "Unsupported media type" in assert_refused_in_json(post(alice_client, "text=hi", "application/x-www-form-urlencoded"), 415)["detail"]


def test_an_oversized_form_body_with_a_session_is_refused_unread(alice, caplog):
    """The session's CSRF check reads the form through the API's parsers (JSON only), so a
    huge form is refused before Django would read it (it used to be an HTML 400 and a traceback)."""
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(alice)
    client.cookies["csrftoken"] = "a" * 32
    response = post(client, "text=" + "x" * 3_000_000, "application/x-www-form-urlencoded")
    assert "Unsupported media type" in assert_refused_in_json(response, 415)["detail"]
    assert_no_traceback(caplog)


def test_an_unknown_api_path_answers_json(alice_client):
    assert assert_refused_in_json(alice_client.get("/api/no-such-thing/"), 404) == {"detail": "Not found."}
