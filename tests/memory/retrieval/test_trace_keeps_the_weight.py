"""A turn's trace keeps the weight (depth) each injected belief had then, so the memory
browser can draw a belief's weight over time; episodes carry none."""

import pytest

from memory import retrieval


def test_each_injected_belief_carries_its_weight(alice, make_belief, make_episode):
    deep = make_belief(alice, "Alice's dog Rex is a border collie.", depth_center=0.8)
    light = make_belief(alice, "Alice walks Rex in the park every morning.", depth_center=0.35)
    make_episode(alice, "Alice talked about Rex chasing a ball.")
    result = retrieval.retrieve(alice, "Tell me about Rex my dog", budget=1000, seed=2, include_episodes=True)
    items = {(item["kind"], item["id"]): item for item in result.trace_items()}
    assert items[("belief", deep.pk)]["weight"] == pytest.approx(0.8)
    assert items[("belief", light.pk)]["weight"] == pytest.approx(0.35)
    assert all("weight" not in item for (kind, _), item in items.items() if kind == "episode")
