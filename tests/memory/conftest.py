import pytest

from memory.models import RefusalRule, RuleAction


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
