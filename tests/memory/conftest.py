"""Fixtures shared by the memory engine's tests: a seeded engine without a model, saying
things through the whole pipeline, rate settings, and the model stand-ins."""

import pytest

from memory import cycle, formation
from memory.llm.unavailable import UnavailableLLM
from memory.models import Profile, RefusalRule, RuleAction
from tests.memory.fakes import FakeLLM, use_llm


@pytest.fixture
def competitor_pricing_rule(db):
    """An operator rule that refuses (and redirects) questions about a competitor's
    prices, matched by example rather than keyword."""
    return RefusalRule.objects.create(
        category="competitors",
        name="Competitor pricing",
        exemplars=["what does Acme charge for the premium plan", "how much is Acme's enterprise tier"],
        similarity_threshold=0.6,
        action=RuleAction.REFUSE_AND_REDIRECT,
    )


@pytest.fixture
def engine(settings):
    """Seeded engine with no language model: replies the pipeline composes are deterministic."""
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none", "FORMATION_TOKENS": 400}
    return settings.HIPPOCAMPUS


@pytest.fixture
def say(engine):
    """Send a CLI message through the whole pipeline."""

    def send(user, text, **kwargs):
        return cycle.handle(cycle.Attention(user=user, channel="cli", text=text, **kwargs))

    return send


@pytest.fixture
def remember(say):
    """Say things, then form the conversation into episodes and beliefs now."""

    def tell(user, *lines):
        results = [say(user, line) for line in lines]
        formation.form_conversation(results[-1].inbound.conversation, force=True)
        return results

    return tell


@pytest.fixture
def set_rate():
    def set_rate(user, setting):
        Profile.objects.update_or_create(user=user, defaults={"deprecation_rate": setting})

    return set_rate


@pytest.fixture
def fake_llm(monkeypatch):
    """Install an LLM stand-in: ``fake_llm(rewrite=..., verdict=...)``, or ``fake_llm(None)``
    for the connector's own "no model" backend."""

    def install(rewrite: str | None = "", verdict: str = "YES"):
        return use_llm(monkeypatch, UnavailableLLM("no model in this test") if rewrite is None else FakeLLM(rewrite, verdict))

    return install
