"""What the refusal gate decides about one text (DESIGN §6): the rules that fired
(``Match``), the verdict they make (``Verdict``), and the one form of the text that may be
written anywhere (``ArchiveForm``)."""

from __future__ import annotations

from dataclasses import dataclass

from memory.models import RuleAction

# The category of a borderline crisis: a FLAG event for the operator's queue, not a refusal.
CHECK_IN = "crisis_check_in"


@dataclass(frozen=True)
class ArchiveForm:
    """What may be written of one text: ``text`` is empty when the floor withholds it and
    has its secrets masked otherwise; ``masked`` (secrets masked, nothing withheld) is for
    the expiring live window only, so the reply can still answer a withheld message."""

    text: str
    floor_category: str = ""
    text_hash: str = ""
    masked: str = ""

    @property
    def withheld(self) -> bool:
        return bool(self.floor_category) and not self.text


@dataclass(frozen=True)
class Match:
    """One rule that fired, and how: "keyword", "pattern", "exemplars" (with its score), or
    "mask" (the text already carries a masked secret)."""

    rule_id: int
    name: str
    layer: str
    category: str
    action: str
    matched_by: str
    score: float


@dataclass(frozen=True)
class Verdict:
    """The gate's decision for one text: the rule that decides, and every rule that fired."""

    category: str | None = None
    layer: str | None = None
    action: str | None = None
    rule_id: int | None = None
    reply: str | None = None  # the redirect the reply must carry, when there is one
    matches: tuple[Match, ...] = ()
    form: ArchiveForm | None = None  # what may be written of the screened text (``screen``)
    check_in: str | None = None  # a borderline crisis: a gentle question added to a normal reply

    @property
    def may_encode(self) -> bool:
        return self.category is None or self.action == RuleAction.FLAG
