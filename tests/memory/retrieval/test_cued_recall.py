"""A question that matches an old, faded memory well recalls it over fresher loose matches
(cued recall); with the plain weight × relevance product, depth would decide instead."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import retrieval
from memory.text import tokens

QUESTION = "When did Caroline run the charity race?"


@pytest.fixture
def faded_and_fresh(alice, make_belief, engine):
    now = timezone.now()
    faded = make_belief(
        alice, "Caroline (8 May 2022): I ran a charity race for mental health last Saturday.",
        depth_center=0.08, last_accessed=now - timedelta(days=300),
    )
    fresh = [
        make_belief(alice, f"Caroline (1 May 2023): {text}", depth_center=0.9, last_accessed=now - timedelta(hours=2))
        for text in ("I love going for a run by the river.", "Mental health matters a lot to me.",
                     "We went to a charity dinner yesterday.")
    ]
    return now, faded, fresh


def first_places(alice, now, faded, draws=40) -> int:
    results = [retrieval.retrieve(alice, QUESTION, budget=1000, now=now, seed=seed) for seed in range(draws)]
    return sum(result.belief_ids[0] == faded.pk for result in results)


def test_a_close_match_to_a_faded_belief_beats_deep_loose_matches(alice, faded_and_fresh):
    now, faded, fresh = faded_and_fresh
    result = retrieval.retrieve(alice, QUESTION, budget=1000, now=now, seed=0)
    assert set(result.belief_ids) == {faded.pk, *(b.pk for b in fresh)}
    # The turn's blend is a Dirichlet draw: a draw heavy on recency may still prefer the
    # fresh memories, but the close match comes first in most turns. The draws are seeded
    # by the user's id too, which depends on the tests run before: 27–33 of 40 measured
    # across seven user ids, so the bound sits below that spread.
    assert first_places(alice, now, faded) >= 24


def test_with_the_plain_product_depth_decides(alice, faded_and_fresh, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RELEVANCE_SHARPNESS": 1.0}
    now, faded, _ = faded_and_fresh
    assert first_places(alice, now, faded) == 0


def test_items_share_their_heading_and_the_rendering_costs_what_was_counted(alice, make_belief, engine):
    for text in ("I adopted a beagle called Rex.", "Rex hates thunderstorms.", "I walk Rex before work."):
        make_belief(alice, f"Alice (3 March 2024): {text}", compressed=f"Alice 3 March 2024: {text}")
    make_belief(alice, "Alice (9 April 2024): My sister Maya moved to Lisbon.")
    result = retrieval.retrieve(alice, "Tell me about Rex my dog", budget=1000, seed=2)
    rendered = result.render()
    assert rendered.count("Alice, 3 March 2024:") == 1 and rendered.count("Alice, 9 April 2024:") == 1
    assert "- Rex hates thunderstorms" in rendered
    assert tokens.count(rendered) == result.tokens_used == sum(item.tokens for item in result.items)
    assert all(not item.text.startswith("Alice") for item in result.items)


def test_a_tight_budget_pays_for_a_heading_it_opens(alice, make_belief, engine):
    make_belief(alice, "Alice (3 March 2024): I adopted a beagle called Rex.")
    line = tokens.count("- I adopted a beagle called Rex.")
    heading = tokens.count("Alice, 3 March 2024:")
    assert not retrieval.retrieve(alice, "my beagle", budget=line + heading - 1, seed=3).items
    assert retrieval.retrieve(alice, "my beagle", budget=line + heading, seed=3).tokens_used == line + heading
