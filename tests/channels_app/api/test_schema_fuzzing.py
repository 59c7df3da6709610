"""Fuzzing the REST API from its own OpenAPI schema (schemathesis; issue 13 item 5):
generated requests, valid and invalid, against every operation get no server error and
answers that match the schema. Bounded (a few examples per operation, no model) so it
adds seconds, not minutes, to the suite."""

import base64
import json

import pytest
import schemathesis
from django.contrib.auth import get_user_model
from django.core.wsgi import get_wsgi_application
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from hypothesis import HealthCheck, settings as hypothesis_settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, response_schema_conformance

from memory import cycle, formation

CHECKS = [not_a_server_error, response_schema_conformance, content_type_conformance]


@pytest.fixture
def carol(transactional_db, settings, engine):
    """A person with memories, episodes and a turn to give feedback on, who authenticates
    with a password on every request (the one scheme every endpoint accepts; a fast hash
    keeps that cheap)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.API = {**settings.API, "CHAT_RATE": "10000/min"}
    user = get_user_model().objects.create_user("carol", password="carol-pass-123")
    said = cycle.handle(cycle.Attention(user=user, channel="web", text="My brother Tom is a firefighter in Leeds."))
    formation.form_conversation(said.inbound.conversation, force=True)
    cycle.handle(cycle.Attention(user=user, channel="web", text="What does Tom do?"))
    return user


@pytest.fixture
def carol_auth(carol):
    return {"Authorization": "Basic " + base64.b64encode(b"carol:carol-pass-123").decode()}


def served_schema():
    """The schema /api/schema/ serves (built here: a test module is collected before there
    is a database to sign in against), answered by the whole Django stack over WSGI."""
    document = json.loads(OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True)))
    loaded = schemathesis.openapi.from_dict(document)
    loaded.app = get_wsgi_application()
    return loaded


schema = served_schema()


@pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous iterators")
@schema.parametrize()
@hypothesis_settings(max_examples=12, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors_and_answers_match_the_schema(case, carol_auth):
    response = case.call(headers=carol_auth)
    case.validate_response(response, checks=CHECKS)
