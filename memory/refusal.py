"""The refusal gate (DESIGN §6, seed 004) — its interface.

Two entry points, called by the turn pipeline (memory.cycle) and before every episode or
belief write (memory.formation):

- ``prepare_for_archive(text)`` runs before a message is first written: the fast pattern
  layer (no model) masks secrets in place; other floor content is stored only as its
  category marker and a hash.
- ``screen(text, ...)`` decides whether anything from a turn may be encoded and whether the
  reply must redirect; it writes a RefusalEvent (hash only) on a match.

Until the safety work lands this is a pass-through with the final interface.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ArchiveForm:
    """What may be written to the raw archive for one message."""

    text: str
    floor_category: str = ""
    text_hash: str = ""


@dataclass(frozen=True)
class Verdict:
    """The gate's decision for one text."""

    category: str | None = None
    layer: str | None = None
    action: str | None = None
    rule_id: int | None = None
    reply: str | None = None  # the redirect the reply must carry, when the action redirects

    @property
    def may_encode(self) -> bool:
        return self.category is None or self.action == "flag"


def prepare_for_archive(text: str) -> ArchiveForm:
    return ArchiveForm(text=text)


def screen(text: str, *, user=None, channel: str = "", stage: str = "input") -> Verdict:
    return Verdict()
