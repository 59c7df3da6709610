"""Personal API tokens: created, listed and revoked by the signed-in person; a token
authenticates until revoked or expired; a token cannot manage tokens."""

from datetime import timedelta

from django.utils import timezone
from knox.models import AuthToken
from rest_framework.test import APIClient


def test_create_use_list_and_revoke(alice, signed_in):
    session = signed_in(alice)
    created = session.post("/api/tokens/", {}, format="json")
    assert created.status_code == 201
    token = created.json()["token"]
    assert token.startswith("hippo_") and created.json()["expiry"] is None

    bearer = APIClient()
    bearer.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert bearer.get("/api/settings/").status_code == 200

    listed = session.get("/api/tokens/").json()
    assert [t["token_key"] for t in listed] == [created.json()["token_key"]]
    assert token not in str(listed)  # the token itself is shown once

    assert session.delete(f"/api/tokens/{created.json()['token_key']}/").status_code == 204
    refused = bearer.get("/api/settings/")
    assert refused.status_code == 401 and refused.json()["detail"] == "Invalid token."


def test_only_a_hash_is_stored(alice, signed_in):
    token = signed_in(alice).post("/api/tokens/", {}, format="json").json()["token"]
    assert not AuthToken.objects.filter(digest=token).exists()
    assert token not in str(list(AuthToken.objects.values()))


def test_a_token_expires_when_asked(alice, signed_in):
    answer = signed_in(alice).post("/api/tokens/", {"expires_in_days": 7}, format="json").json()
    expiry = AuthToken.objects.get(token_key=answer["token_key"]).expiry
    assert abs(expiry - (timezone.now() + timedelta(days=7))) < timedelta(minutes=1)
    AuthToken.objects.filter(token_key=answer["token_key"]).update(expiry=timezone.now() - timedelta(seconds=1))
    bearer = APIClient()
    bearer.credentials(HTTP_AUTHORIZATION=f"Token {answer['token']}")
    assert bearer.get("/api/settings/").status_code == 401


def test_bad_expiry_is_refused(alice, signed_in):
    session = signed_in(alice)
    for value, says in ((0, "greater than or equal to 1"), ("7", "whole number"), (True, "whole number"), (1.5, "whole number")):
        response = session.post("/api/tokens/", {"expires_in_days": value}, format="json")
        assert response.status_code == 400 and says in response.json()["expires_in_days"][0]
    assert not AuthToken.objects.exists()


def test_a_token_cannot_manage_tokens(alice, with_token):
    bearer = with_token(alice)
    assert bearer.get("/api/tokens/").status_code in (401, 403)
    assert bearer.post("/api/tokens/", {}, format="json").status_code in (401, 403)
    assert AuthToken.objects.filter(user=alice).count() == 1


def test_signed_out_requests_are_told_how_to_authenticate(db):
    response = APIClient().get("/api/memories/")
    assert response.status_code == 401 and response["WWW-Authenticate"] == "Token"
