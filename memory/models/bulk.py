"""Many rows of a model in one INSERT, their vectors sent in pgvector's binary form.

Django's ``bulk_create`` writes a row as a VALUES tuple of one placeholder per column and
sends its vectors as text: for the 17 beliefs of a stretch that is a statement of ~450
placeholders, each value quoted into it client-side, and 384 floats printed and parsed
per vector (about half of what formation's belief insert cost the worker, issue 19).
``insert`` sends one array per column instead (``UNNEST``, as Django does for plain
columns), bound server-side and in binary, so a vector travels as its 1,540 bytes and no
text is escaped into an array literal (a stretch's insert took ~30 % less of the worker's
CPU in binary than in text, issue 19). Same rows: every
value is what the field would save (its default, ``pre_save``, ``get_db_prep_save``);
only a vector is left an array of float32, which pgvector stores exactly as it parses
the text Django sent.
"""

from __future__ import annotations

import json
import struct
from functools import lru_cache
from weakref import WeakKeyDictionary

import numpy as np
import psycopg
from django.contrib.postgres.fields import ArrayField
from django.db import DEFAULT_DB_ALIAS, connections
from psycopg.adapt import Dumper
from psycopg.pq import Format
from psycopg.types import TypeInfo
from pgvector.django import VectorField

_CURSORS: WeakKeyDictionary = WeakKeyDictionary()


class _VectorDumper(Dumper):
    """A numpy vector in pgvector's binary form: dimensions, a zero, big-endian float32s."""

    format = Format.BINARY

    def dump(self, vector) -> bytes:
        values = np.asarray(vector, dtype=">f4")
        return struct.pack(">HH", len(values), 0) + values.tobytes()


def binding_cursor(connection):
    """A Django cursor (logged and wrapped like any other) over a psycopg cursor that binds
    its parameters server-side, numpy arrays dumped as vectors: Django's own cursors
    quote every value into the statement's text.

    The psycopg cursor is the connection's own, made once (the ``vector`` type read, its
    dumpers registered) and kept open: the caller runs its statement and does not close
    it. It then keeps the dumpers it chose for each column's values; a cursor made for
    each statement cost ~0.15 ms of a belief or episode insert's ~0.5 ms of the worker
    (~180 statements per 1,000 turns, issue 19)."""
    connection = connections[connection.alias]  # the thread's connection, not a proxy of it
    connection.ensure_connection()
    raw = connection.connection
    cursor = _CURSORS.get(connection)
    # Kept by the Django connection, not by the psycopg one, which its cursor refers to:
    # a new psycopg connection (the old one closed) gets a cursor of its own.
    if cursor is None or cursor.closed or cursor.connection is not raw:
        cursor = _CURSORS[connection] = psycopg.Cursor(raw)
        vector = TypeInfo.fetch(raw, "vector")
        vector.register(cursor)
        cursor.adapters.register_dumper(np.ndarray, type("VectorDumper", (_VectorDumper,), {"oid": vector.oid}))
    return connection._prepare_cursor(cursor)


def insert(objects: list, *, then: str | tuple[str | tuple[str, str], ...] = "", params: dict | None = None) -> list[int]:
    """Insert ``objects`` (unsaved instances of one model) in one statement; returns their
    primary keys in order and sets them on the objects. ``then`` is a statement (or several)
    run with it (the provenance links of new beliefs), reading the new rows' ids from
    ``inserted``; one given as a (name, statement) pair is named so that a later one can
    read what it returns; ``params`` are their parameters."""
    if not objects:
        return []
    # The connection itself, not ``django.db.connection``, whose every attribute read
    # looks the connection up again: fields read it once per value.
    connection = connections[DEFAULT_DB_ALIAS]
    sql, fields = _statement(type(objects[0]), then)
    values = {}
    for position, field in enumerate(fields):
        column = [field.pre_save(obj, add=True) for obj in objects]
        if isinstance(field, VectorField):
            prepared = [None if v is None else np.asarray(v, dtype=np.float32) for v in column]
        elif isinstance(field, ArrayField):
            prepared = [None if v is None else json.dumps(field.get_db_prep_save(v, connection)) for v in column]
        else:
            prepared = [field.get_db_prep_save(v, connection) for v in column]
        values[f"c{position}"] = prepared
    cursor = binding_cursor(connection)
    cursor.execute(sql, {**values, **(params or {})})
    ids = [row[0] for row in cursor.fetchall()]
    for obj, pk in zip(objects, ids):
        obj.pk = pk
        obj._state.adding, obj._state.db = False, connection.alias
    return ids


@lru_cache(maxsize=16)
def _statement(model, then: str | tuple[str | tuple[str, str], ...]) -> tuple[str, list]:
    """``insert``'s statement for rows of ``model`` (``then`` after it), and the fields it
    writes, parameter ``c<i>`` holding the i-th field's column of values."""
    connection = connections[DEFAULT_DB_ALIAS]
    meta = model._meta
    fields = [field for field in meta.concrete_fields if not field.generated and field is not meta.pk]
    columns, selected = [], []
    for position, field in enumerate(fields):
        if isinstance(field, VectorField):
            columns.append(f"%(c{position})b::vector[]")
            selected.append(f"r.c{position}")
        elif isinstance(field, ArrayField):
            # A row's array cannot be an element of UNNEST's array: each goes as JSON.
            columns.append(f"%(c{position})b::jsonb[]")
            # Cast to the element's type without its length, as the scalar columns are: an
            # explicit cast to varchar(n) would cut a longer value where the insert refuses it.
            element = field.base_field.db_type(connection).split("(")[0]
            selected.append(f"ARRAY(SELECT jsonb_array_elements_text(r.c{position}))::{element}[]")
        else:
            db_type = (field.target_field if field.is_relation else field).db_type(connection).split("(")[0]
            columns.append(f"%(c{position})b::{db_type}[]")
            selected.append(f"r.c{position}")
    names = ", ".join(connection.ops.quote_name(field.column) for field in fields)
    aliases = ", ".join(f"c{i}" for i in range(len(fields)))
    named = [(f"followed{i}", sql) if isinstance(sql, str) else sql
             for i, sql in enumerate((then,) if isinstance(then, str) else then)]
    sql = (
        f"WITH inserted AS (INSERT INTO {meta.db_table} ({names}) "
        f"SELECT {', '.join(selected)} FROM UNNEST({', '.join(columns)}) WITH ORDINALITY AS r({aliases}, ord) "
        f"ORDER BY r.ord RETURNING {connection.ops.quote_name(meta.pk.column)} AS id)"
        f"{''.join(f', {name} AS ({sql})' for name, sql in named if sql)} "
        f"SELECT id FROM inserted ORDER BY id"
    )
    return sql, fields
