"""Shared fixtures: named users (alice, bob, an operator) and episode/belief factories.

Every test talks to the real PostgreSQL + pgvector and Redis (embedded unless
DATABASE_URL / REDIS_URL are set), as the application role (hippocampus.roles).
"""

import hashlib

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from hippocampus import roles
from memory import embeddings, refusal, socrates
from memory.models import Belief, Conversation, Episode, Message
from memory.refusal import head as floor_head
from memory.text import heads


def pytest_sessionstart(session):
    """The floor head without the rule rows' exemplars, which every test after a
    transactional test's flush sees (in production a trigger keeps the floor rows), is
    fitted or loaded before the first test: outside any test's timeout, as it needs no
    database. So is what Socrates learns (about a minute on a fresh machine), and the heads that read a message's words."""
    floor_head.head_for({})
    socrates.prepare()
    heads.prepare()


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings):
    """The test database is created, migrated and dropped by the owner role..."""
    roles.connect_as("owner")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """...and every test runs as the application role, as the product does."""
    roles.connect_as("application")
    with django_db_blocker.unblock():
        # The floor's head is fitted (a fresh machine: minutes) or loaded from the state
        # folder's cache here, once, so no test's own timing includes the first fit.
        refusal.rules()
    yield
    roles.connect_as("owner")


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    """A password hash costs 0.7 s here by design; tests that sign in or make users do not
    need that strength (Django's own advice for test suites)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def owner_connection(db):
    """A separate connection to the test database as the owner role (autocommit): what a
    person with the owner's SQL console could do. It sees only committed rows."""
    import psycopg
    from django.conf import settings
    from django.db import connection

    owner = settings.DATABASE_ROLES["owner"]
    with psycopg.connect(
        host=owner["HOST"], port=owner["PORT"] or None, user=owner["USER"], password=owner["PASSWORD"] or None,
        dbname=connection.settings_dict["NAME"], autocommit=True,
    ) as conn:
        conn.execute("SET lock_timeout = '5s'")
        yield conn


@pytest.fixture
def alice(db):
    return get_user_model().objects.create_user("alice", password="alice-pass-123")


@pytest.fixture
def bob(db):
    return get_user_model().objects.create_user("bob", password="bob-pass-123")


@pytest.fixture
def operator(db):
    return get_user_model().objects.create_user(
        "olivia", password="olivia-pass-123", is_staff=True, is_superuser=True
    )


@pytest.fixture
def make_episode():
    """Write an episode for ``user`` from one message with ``text`` (real embedding)."""

    def make(user, text, *, when=None, significance=0.3, valence=0.0):
        when = when or timezone.now()
        conversation = Conversation.objects.create(user=user, channel="cli")
        message = Message.objects.create(
            user=user, conversation=conversation, role="user", channel="cli", text=text, created_at=when
        )
        episode = Episode(
            user=user,
            conversation=conversation,
            summary=text,
            occurred_at=when,
            ended_at=when,
            source_key=hashlib.sha256(f"{message.pk}".encode()).hexdigest(),
            significance=significance,
            valence=valence,
            embedding=embeddings.embed(text),
        )
        episode.save()
        episode.source_messages.add(message)
        return episode

    return make


@pytest.fixture
def make_belief(make_episode):
    """Write a belief for ``user`` derived from a fresh episode with the same text."""

    def make(user, text, **fields):
        episode = make_episode(user, text)
        fields.setdefault("compressed", text[:300])
        return Belief.objects.create_derived(
            episodes=[episode], user=user, full=text, embedding=embeddings.embed(text), **fields
        )

    return make


@pytest.fixture
def import_dir(settings, tmp_path):
    """Uploaded histories wait in a temporary folder, not the state folder's."""
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "IMPORT_DIR": tmp_path / "imports"}
    return tmp_path / "imports"
