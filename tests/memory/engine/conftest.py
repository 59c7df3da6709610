import pytest

from memory import cycle, formation


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
