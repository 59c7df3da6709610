"""The OpenAPI schema and its docs page: behind sign-in, valid, describing every endpoint."""

import yaml
from drf_spectacular.validation import validate_schema
from rest_framework.test import APIClient

PATHS = {
    "/api/chat/", "/api/feedback/", "/api/memories/", "/api/memories/{id}/", "/api/episodes/",
    "/api/episodes/{id}/", "/api/settings/", "/api/tokens/", "/api/tokens/{token_key}/", "/api/export/",
    "/api/identities/", "/api/identities/{id}/", "/api/identities/{id}/verify/",
}


def test_schema_and_docs_are_behind_sign_in(db):
    anonymous = APIClient()
    assert anonymous.get("/api/schema/").status_code == 401
    docs = anonymous.get("/api/docs/")
    assert docs.status_code == 302 and docs["Location"].startswith("/accounts/login/")


def test_the_schema_is_valid_openapi_and_describes_every_endpoint(alice, with_token):
    response = with_token(alice).get("/api/schema/")
    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    validate_schema(schema)
    assert set(schema["paths"]) == PATHS
    assert set(schema["components"]["securitySchemes"]) == {"knoxApiToken", "cookieAuth", "basicAuth"}


def test_the_docs_page_is_served_without_a_cdn(alice, client):
    client.force_login(alice)
    page = client.get("/api/docs/")
    assert page.status_code == 200
    assert b"/static/drf_spectacular_sidecar/swagger-ui-dist/" in page.content and b"cdn" not in page.content.lower()
