"""A query Django compiles once per process, then runs with other ids.

Compiling a queryset into SQL (resolving its joins, lookups, exclusions and select list)
costs the worker about what running a small query costs the database: formation read a
conversation's pending messages, and checked them again under its lock, ~48 times per
1,000 turns, ~0.9 ms of the worker's CPU each with no row to read, nearly all of it
Django compiling the same query for another conversation (issue 19). ``Compiled`` builds
its queryset once, with stand-in ids, keeps the SQL, and runs it with the ids given, the
rows built as the queryset builds them. The query is the queryset's own, written once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from django.db import connections
from django.db.models import QuerySet
from django.db.models.query import ModelIterable, ValuesListIterable

# Ids no row has (ids are positive): where one appears among the compiled query's
# parameters, the id given in its place is bound.
STAND_IN = -(2**62)


class Compiled:
    """The queryset ``build(*ids)`` returns, compiled once; ``build`` takes ``arity`` ids
    (primary keys) and uses them only as lookup values, as an instance's pk or an id."""

    def __init__(self, build: Callable[..., QuerySet], arity: int = 1):
        self._build, self._arity = build, arity

    @cached_property
    def _compiled(self):
        stand_ins = [STAND_IN - i for i in range(self._arity)]
        queryset = self._build(*stand_ins)
        compiler = queryset.query.get_compiler(queryset.db)
        sql, params = compiler.as_sql()
        slots = [(position, stand_ins.index(value)) for position, value in enumerate(params) if value in stand_ins]
        if sorted({argument for _, argument in slots}) != list(range(self._arity)):
            raise ValueError("each id must be a parameter of the compiled query")
        columns = [column for column, _, _ in compiler.select]
        if compiler.get_converters(columns):
            raise ValueError("a column needs a converter: run the queryset itself")
        if queryset._iterable_class is ModelIterable:
            if compiler.klass_info["model"] is not queryset.model or len(columns) != len(compiler.klass_info["select_fields"]):
                raise ValueError("only the model's own columns: run the queryset itself")
            names = [column.target.attname for column in columns]
        elif queryset._iterable_class is ValuesListIterable:
            names = None
        else:
            raise ValueError("only model instances or values_list tuples")
        return queryset.model, queryset.db, sql, list(params), slots, names

    def _rows(self, ids) -> tuple[list[tuple], list | None]:
        model, alias, sql, params, slots, names = self._compiled
        bound = list(params)
        for position, argument in slots:
            bound[position] = ids[argument]
        with connections[alias].cursor() as cursor:
            cursor.execute(sql, bound)
            return cursor.fetchall(), names

    def rows(self, *ids) -> list:
        """What the queryset for ``ids`` yields: model instances, or tuples (``values_list``)."""
        model, alias = self._compiled[:2]
        found, names = self._rows(ids)
        if names is None:
            return [tuple(row) for row in found]
        return [model.from_db(alias, names, row) for row in found]
