"""Helpers for the maintenance tests: a fixed clock, rate settings, and an LLM stand-in.

The LLM is the one edge faked here (memory.llm.get_llm); everything else is the real
database, embeddings and Redis.
"""

from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from memory.llm.unavailable import UnavailableLLM
from memory.models import Profile

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def days_later(days: float, hours: float = 0) -> datetime:
    return T0 + timedelta(days=days, hours=hours)


def drain(steps) -> dict:
    """Run a step generator to the end and sum its chunk counts."""
    totals = Counter()
    for counts in steps:
        totals.update(counts)
    return dict(totals)


@pytest.fixture
def set_rate():
    def set_rate(user, setting):
        Profile.objects.update_or_create(user=user, defaults={"deprecation_rate": setting})

    return set_rate


class FakeLLM:
    """Answers the rewrite prompt with ``rewrite`` and the comparison with ``verdict``."""

    available = True

    def __init__(self, rewrite: str = "", verdict: str = "YES"):
        self.rewrite, self.verdict, self.prompts = rewrite, verdict, []

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.prompts.append((prompt, temperature))
        return self.verdict if "Answer YES or NO" in prompt else self.rewrite

    def complete(self, messages, max_tokens=None, temperature=0.7):
        return self.meta(messages[-1]["content"], max_tokens, temperature)

    def stream(self, messages, max_tokens=None, temperature=0.7):
        yield "A quiet thought about what matters to them."


@pytest.fixture
def fake_llm(monkeypatch):
    """Install an LLM stand-in: ``fake_llm(rewrite=..., verdict=...)``, or ``fake_llm(None)``
    for the connector's own "no model" backend."""

    def install(rewrite: str | None = "", verdict: str = "YES"):
        llm = UnavailableLLM("no model in this test") if rewrite is None else FakeLLM(rewrite, verdict)

        def get_llm():
            return llm

        get_llm.cache_clear = lambda: None  # memory.llm clears its cache when a test changes settings
        monkeypatch.setattr("memory.llm.get_llm", get_llm)
        return llm

    return install
