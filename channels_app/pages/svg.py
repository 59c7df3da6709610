"""Coordinates for the pages' server-rendered SVG: the settings page's decay plot and the
memory browser's weight sparklines. Numbers in, points out; the templates draw them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Frame:
    """A drawing area of ``width`` × ``height`` with ``left``/``bottom`` margins for axes,
    mapping x in [0, x_max] and y in [0, y_max] onto it (y grows upwards)."""

    width: float
    height: float
    x_max: float
    y_max: float
    left: float = 0.0
    bottom: float = 0.0
    top: float = 0.0
    right: float = 0.0

    def x(self, value: float) -> float:
        span = self.width - self.left - self.right
        return round(self.left + span * value / self.x_max, 1) if self.x_max else self.left

    def y(self, value: float) -> float:
        span = self.height - self.bottom - self.top
        return round(self.height - self.bottom - span * value / self.y_max, 1) if self.y_max else self.height - self.bottom

    def points(self, values: list[float]) -> str:
        """An SVG ``points`` attribute for ``values`` at x = 0, 1, 2, …"""
        return " ".join(f"{self.x(i)},{self.y(v)}" for i, v in enumerate(values))
