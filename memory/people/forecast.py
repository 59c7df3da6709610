"""What a deprecation rate does to a memory over the coming weeks (the settings page's plot).

Every number comes from the decay the maintenance run applies (``memory.maintenance.decay.
decayed_depth``) and the depth a new belief starts at (``memory.formation``), so the plot
shows what will happen, not a drawing of it. A belief that is never used again is
assumed: any use restarts its clock (DESIGN §5).
"""

from __future__ import annotations

from dataclasses import dataclass

from memory.formation.consolidation import initial_depth
from memory.maintenance.decay import decayed_depth
from memory.maintenance.pruning import prune_threshold
from memory.models import DEPRECATION_PRESETS

WEEKS = 12
DAYS = WEEKS * 7
# The memories compared: an ordinary one (formation's default significance), one the person
# called significant, and an emotional one (seed 001: emotional memories resist decay).
TYPICAL_SIGNIFICANCE = 0.3
SIGNIFICANT_SIGNIFICANCE = 0.9


@dataclass(frozen=True)
class Curve:
    name: str  # "slow", "normal", "fast", "yours", "significant", "emotional"
    label: str
    rate: float
    depths: list[float]  # day 0 .. DAYS
    chosen: bool  # drawn under the person's own rate

    @property
    def pruned_after(self) -> int | None:
        """The first day this memory would be below the pruning threshold, or None."""
        threshold = prune_threshold()
        return next((day for day, depth in enumerate(self.depths) if depth < threshold), None)


def _curve(name: str, label: str, rate: float, *, chosen: bool, significance: float, emotional: bool = False):
    start = initial_depth(significance)
    depths = [
        decayed_depth(depth_at_last_access=start, days=day, rate=rate, significance=significance, emotional=emotional)
        for day in range(DAYS + 1)
    ]
    return Curve(name, label, rate, depths, chosen)


def decay_forecast(rate: float, *, preset: str = "") -> list[Curve]:
    """The weight of a typical memory over the next WEEKS weeks under ``rate`` and under
    each preset (``preset`` names the one ``rate`` is, if any, so it is drawn once), then a
    significant and an emotional memory under ``rate``, for contrast."""
    curves = [_curve("yours", "a typical memory, at your rate", rate, chosen=True, significance=TYPICAL_SIGNIFICANCE)]
    curves += [
        _curve(name, f"a typical memory, {name}", preset_rate, chosen=False, significance=TYPICAL_SIGNIFICANCE)
        for name, preset_rate in DEPRECATION_PRESETS.items()
        if name != preset
    ]
    curves.append(
        _curve("significant", "a significant memory, at your rate", rate, chosen=True,
               significance=SIGNIFICANT_SIGNIFICANCE)
    )
    curves.append(
        _curve("emotional", "an emotional memory, at your rate", rate, chosen=True,
               significance=TYPICAL_SIGNIFICANCE, emotional=True)
    )
    return curves
