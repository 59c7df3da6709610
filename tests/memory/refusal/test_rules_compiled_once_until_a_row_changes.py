"""The compiled rules (with the floor's head) are kept in the process and rebuilt only when
a rule row changes: a message costs one small version query, not a read of every rule."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory import refusal
from memory.models import RefusalRule


def test_the_same_rules_are_reused_with_one_small_query(db):
    first = refusal.rules()
    with CaptureQueriesContext(connection) as queries:
        assert refusal.rules() is first
    assert len(queries) == 1 and "xmin" in queries[0]["sql"]


def test_an_added_edited_or_deleted_rule_rebuilds_them(db):
    before = refusal.rules()
    rule = RefusalRule.objects.create(category="gambling", name="No betting", keywords=["parlay"])
    added = refusal.rules()
    assert added is not before and any(r.id == rule.pk for r in added.operator)
    RefusalRule.objects.filter(pk=rule.pk).update(keywords=["accumulator"])  # no signal: the row's version changes
    edited = refusal.rules()
    assert next(r for r in edited.operator if r.id == rule.pk).lexical.hit("an accumulator on saturday")
    rule.delete()
    assert not refusal.rules().operator
