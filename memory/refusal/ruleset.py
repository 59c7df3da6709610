"""The refusal rules, compiled (DESIGN §6, seed 004): the enabled RefusalRule rows read
once and kept until a row changes, in any process.

The floor is read whether or not its rows are marked enabled, and is always evaluated
before operator rules, whatever an operator adds: operator rules can only add
restrictions (``memory.refusal.judging``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from django.db import connection
from django.db.models import Q

from memory.models import RefusalRule, RuleLayer
from memory.refusal.classifier import FloorClassifier
from memory.refusal.embedding import ExemplarMatcher
from memory.refusal.patterns import LexicalRule

# Which floor category speaks first when a message touches several: the caring crisis
# reply must never be displaced by, say, the health-advice one.
FLOOR_PRIORITY = ("crisis", "harm", "illegal", "health_advice", "secrets")
SECRETS = "secrets"
HEALTH_ADVICE = "health_advice"
_FIELDS = ("id", "layer", "category", "name", "keywords", "patterns", "exemplars", "similarity_threshold", "action")


@dataclass(frozen=True)
class Rule:
    id: int
    layer: str
    category: str
    name: str
    action: str
    threshold: float
    lexical: LexicalRule
    exemplars: tuple[str, ...]


class Ruleset:
    """The enabled rules, compiled: floor first in priority order, then operator rules."""

    def __init__(self, rows):
        rules = [
            Rule(
                id=row[0], layer=row[1], category=row[2], name=row[3], action=row[8], threshold=row[7],
                lexical=LexicalRule(tuple(row[4]), tuple(row[5])), exemplars=tuple(row[6]),
            )
            for row in rows
        ]
        self.floor = sorted((r for r in rules if r.layer == RuleLayer.FLOOR), key=lambda r: priority(r.category))
        self.operator = [r for r in rules if r.layer != RuleLayer.FLOOR]
        by_category: dict[str, list[str]] = {}
        for rule in self.floor:
            by_category.setdefault(rule.category, []).extend(rule.exemplars)
        self.classifier = FloorClassifier({c: e for c, e in by_category.items() if e})
        self.matchers = {rule.id: ExemplarMatcher(list(rule.exemplars)) for rule in self.operator if rule.exemplars}
        self.crisis_nets = {
            rule.id: ExemplarMatcher(list(rule.exemplars)) for rule in self.floor if rule.category == "crisis" and rule.exemplars
        }


def priority(category: str) -> int:
    return FLOOR_PRIORITY.index(category) if category in FLOOR_PRIORITY else len(FLOOR_PRIORITY)


_cache: dict = {"version": None, "ruleset": None}
_cache_lock = threading.Lock()


def _version() -> tuple:
    """A cheap fingerprint of the rule rows: where each row's current version lies and
    which transaction wrote it (ctid and xmin: every insert, update and delete changes them,
    even twice in one transaction; a rolled-back change leaves them as they were). One
    small query instead of reading every row's exemplars on every message (~1 ms)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT md5(coalesce(string_agg(ctid::text || xmin::text, ',' ORDER BY id), '')) "
            f"FROM {RefusalRule._meta.db_table}"
        )
        return tuple(cursor.fetchone())


def rules() -> Ruleset:
    """The compiled rules, rebuilt in this process whenever a rule row changes (in any
    process: the check is the rows' version in the database).

    Floor rows are read whether or not they are marked enabled: the floor cannot be
    switched off, even by a row that somehow got past the database trigger.
    """
    version = _version()
    with _cache_lock:
        if _cache["version"] != version:
            rows = list(
                RefusalRule.objects.filter(Q(layer=RuleLayer.FLOOR) | Q(enabled=True)).order_by("id").values_list(*_FIELDS)
            )
            _cache["ruleset"], _cache["version"] = Ruleset(rows), version
        return _cache["ruleset"]
