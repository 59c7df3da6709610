"""Repeated wrong passwords lock an account's sign-in from that address, even with the
right password afterwards (issue 13 item 6): the sign-in page, the admin's, and the API's
basic authentication, which answers with a JSON 429."""

import base64

from django.conf import settings

LIMIT = settings.AXES_FAILURE_LIMIT


def _basic(username, password):
    return {"HTTP_AUTHORIZATION": "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode()}


def test_the_sign_in_page_locks_after_the_failure_limit(client, alice):
    for _ in range(LIMIT - 1):
        response = client.post("/accounts/login/", {"username": "alice", "password": "wrong"})
        assert response.status_code == 200  # the form again, with its error
    assert client.post("/accounts/login/", {"username": "alice", "password": "wrong"}).status_code == 429
    response = client.post("/accounts/login/", {"username": "alice", "password": "alice-pass-123"})
    assert response.status_code == 429
    assert b"Too many sign-in attempts" in response.content
    assert "_auth_user_id" not in client.session


def test_a_success_before_the_limit_starts_the_count_again(client, alice):
    for _ in range(LIMIT - 1):
        client.post("/accounts/login/", {"username": "alice", "password": "wrong"})
    assert client.post("/accounts/login/", {"username": "alice", "password": "alice-pass-123"}).status_code == 302
    client.logout()
    for _ in range(LIMIT - 1):
        client.post("/accounts/login/", {"username": "alice", "password": "wrong"})
    assert client.post("/accounts/login/", {"username": "alice", "password": "alice-pass-123"}).status_code == 302


def test_the_admin_sign_in_locks_too(client, operator):
    for _ in range(LIMIT):
        client.post("/admin/login/", {"username": "olivia", "password": "wrong"})
    response = client.post("/admin/login/", {"username": "olivia", "password": "olivia-pass-123"})
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session


def test_the_api_answers_a_locked_out_client_with_a_json_429(client, alice, bob):
    for _ in range(LIMIT - 1):
        assert client.post("/api/chat/", {"text": "hi"}, content_type="application/json", **_basic("alice", "wrong")).status_code in (401, 403)
    assert client.post("/api/chat/", {"text": "hi"}, content_type="application/json", **_basic("alice", "wrong")).status_code == 429
    response = client.post("/api/chat/", {"text": "hi"}, content_type="application/json", **_basic("alice", "alice-pass-123"))
    assert response.status_code == 429
    assert "failed sign-ins" in response.json()["detail"]
    assert int(response["Retry-After"]) > 0
    # Another account from the same address is not locked by alice's failures.
    assert client.post("/api/chat/", {}, content_type="application/json", **_basic("bob", "bob-pass-123")).status_code == 400


def test_a_sign_in_without_a_request_is_not_throttled_and_still_checks_the_password(client, alice):
    assert client.login(username="alice", password="alice-pass-123")
    assert not client.login(username="alice", password="wrong")
