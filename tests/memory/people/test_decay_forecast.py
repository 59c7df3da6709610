"""The settings page's forecast is the real decay: each curve is decayed_depth day by day
from the depth a new belief starts at; a faster rate sinks lower, a significant memory
sinks slower, an emotional one keeps 0.8 of its start, and the pruning day is where the
curve crosses the threshold."""

import pytest

from memory.formation.consolidation import initial_depth
from memory.maintenance.decay import decayed_depth
from memory.people import decay_forecast
from memory.people.forecast import DAYS, SIGNIFICANT_SIGNIFICANCE, TYPICAL_SIGNIFICANCE


def by_name(curves):
    return {curve.name: curve for curve in curves}


def test_a_custom_rate_is_drawn_beside_every_preset():
    curves = by_name(decay_forecast(0.02))
    assert set(curves) == {"yours", "slow", "normal", "fast", "significant", "emotional"}
    start = initial_depth(TYPICAL_SIGNIFICANCE)
    for day in (0, 1, 30, DAYS):
        assert curves["yours"].depths[day] == pytest.approx(
            decayed_depth(depth_at_last_access=start, days=day, rate=0.02, significance=TYPICAL_SIGNIFICANCE))
    assert len(curves["yours"].depths) == DAYS + 1
    assert curves["fast"].depths[-1] < curves["yours"].depths[-1] < curves["normal"].depths[-1] < curves["slow"].depths[-1]


def test_a_preset_is_drawn_once_as_yours():
    curves = by_name(decay_forecast(0.01, preset="normal"))
    assert "normal" not in curves and {"slow", "fast", "yours"} <= set(curves)


def test_significant_and_emotional_memories_for_contrast():
    curves = by_name(decay_forecast(0.05))
    significant = curves["significant"]
    assert significant.depths[0] == pytest.approx(initial_depth(SIGNIFICANT_SIGNIFICANCE))
    assert significant.depths[-1] / significant.depths[0] > curves["yours"].depths[-1] / curves["yours"].depths[0]
    emotional = curves["emotional"]
    assert min(emotional.depths) == pytest.approx(0.8 * emotional.depths[0])


def test_pruned_after_is_the_first_day_below_the_threshold(settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "PRUNE_THRESHOLD": 0.05}
    curves = by_name(decay_forecast(0.1))
    day = curves["yours"].pruned_after
    assert day is not None and curves["yours"].depths[day] < 0.05 <= curves["yours"].depths[day - 1]
    assert curves["slow"].pruned_after is None and curves["emotional"].pruned_after is None
