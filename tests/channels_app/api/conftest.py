"""Fixtures for the REST API's tests: a seeded engine without a model (or with a model
stand-in that streams in pieces), clients signed in as alice or bob by session or by a
personal token, and a clean slate of rate-limit and idempotency keys in Redis."""

import json
import threading

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from memory import people

PIECES = ["Sam ", "bakes ", "bread."]


@pytest.fixture(autouse=True)
def fresh_api_keys():
    """Rate-limit counters and kept answers live in the shared Redis for minutes to hours;
    user ids restart with each test database, so earlier runs' keys are removed."""
    client = cache._cache.get_client()
    for pattern in ("*throttle_*", "*idempotency:*"):
        for key in client.scan_iter(match=pattern):
            client.delete(key)


@pytest.fixture
def engine(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}
    return settings.HIPPOCAMPUS


class PiecesLLM:
    """A model stand-in (the one edge we fake) that streams its reply in pieces; after the
    first it waits for ``gate`` (open unless a test closes it). It stands for a model that
    gives verdicts, whose pieces are shown as they come (a voice's are shown a sentence at
    a time: tests/memory/cycle/test_a_voice_does_not_presume.py)."""

    available = True
    verdicts = True

    def __init__(self):
        self.gate = threading.Event()
        self.gate.set()

    def stream(self, messages, max_tokens=None, temperature=0.7):
        yield PIECES[0]
        self.gate.wait(timeout=30)
        yield from PIECES[1:]

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        return ""


@pytest.fixture
def pieces_llm(engine, monkeypatch):
    llm = PiecesLLM()

    def get_llm():
        return llm

    get_llm.cache_clear = lambda: None  # memory.llm clears its cache when a test changes settings
    monkeypatch.setattr("memory.llm.get_llm", get_llm)
    return llm


def events(chunks) -> list[tuple[str, dict]]:
    """The (name, data) of each server-sent event in ``chunks`` (bytes)."""
    found = []
    for block in b"".join(chunks).decode().split("\n\n"):
        if block:
            name, data = block.split("\n")
            found.append((name.removeprefix("event: "), json.loads(data.removeprefix("data: "))))
    return found


@pytest.fixture
def signed_in():
    """An API client signed in (session) as ``user``."""

    def sign_in(user):
        client = APIClient()
        client.force_login(user)
        return client

    return sign_in


@pytest.fixture
def with_token():
    """An API client that authenticates as ``user`` with a fresh personal token."""

    def authenticate(user):
        client = APIClient()
        _, token = people.do_create_api_token(user=user)
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        return client

    return authenticate
