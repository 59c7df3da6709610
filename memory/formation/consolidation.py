"""Consolidation: an episode's statements become beliefs (seed 004, DESIGN §3).

Each statement either reinforces a near-duplicate belief of the same person (cosine ≥
0.9 and the same polarity: the belief gains the episode as provenance, depth and
reinforcement), or becomes a new belief derived from the episode. Socrates then checks
each new belief against its neighbours for contradictions.

Work is batched per episode: one embedding batch, one nearest-neighbour query for all
statements, one bulk insert of the new beliefs that writes the reinforcements of earlier
ones too; statements of the same batch are compared with each other in memory, so a
repeat within a stretch reinforces too (its belief is written reinforced).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

import numpy as np
from django.db import connection

from memory import embeddings, socrates
from memory.text import extraction, lexical
from memory.socrates.own_words import words_in
from memory.socrates.contradiction import polarity
from memory.models import Belief, BeliefRevision, Episode, RevisionReason, neighbours

DUPLICATE_COSINE = 0.9
NEIGHBOURS = 3
REINFORCE_STEP = 0.08  # share of the remaining distance to 1 gained per reinforcement
DEPTH_CAP = 0.95
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]{2,})\b")


@dataclass
class Outcome:
    created: list[Belief] = field(default_factory=list)
    reinforced: list[Belief] = field(default_factory=list)
    withheld: int = 0


def initial_depth(significance: float) -> float:
    return 0.3 + 0.4 * significance


def reinforced_depth(depth: float) -> float:
    return min(DEPTH_CAP, depth + REINFORCE_STEP * (1.0 - depth))


def _tags(statement: extraction.Statement, speaker: str) -> tuple[list[str], list[str]]:
    people = sorted({speaker, *_NAME.findall(statement.text)} - {""})[:8]
    # The longest terms, ties by the terms themselves: a set's order follows the process's
    # hash seed, and the same statement got other topics in another worker.
    topics = sorted(lexical.terms(statement.text), key=lambda term: (-len(term), term))[:4]
    return people, topics


# What consolidation and Socrates read of a neighbour: its words and kind (a revision keeps
# the old side's), whose it is and whether it may change, and what a reinforcement updates.
_NEIGHBOUR_FIELDS = {"id", "user", "full", "compressed", "kind", "status", "immutable",
                     "depth_center", "depth_at_last_access", "reinforcement_count", "significance", "emotional"}


@cache
def _neighbour_fields() -> list:
    """``_NEIGHBOUR_FIELDS`` in the model's order (as ``Model.from_db`` takes them; its id
    first), the others deferred: not its vectors (the cosines come with it; parsing three
    384-float columns a row cost as much as the query), nor its tags, times and context
    (three arrays and five timestamps parsed from text, ~3,000 rows per 1,000 turns)."""
    return [field for field in Belief._meta.concrete_fields if field.name in _NEIGHBOUR_FIELDS]


def nearest(user, vectors: np.ndarray, k: int = NEIGHBOURS, *, confirmed: set[int] | None = None,
            declined: dict[int, list[str]] | None = None) -> list[list[tuple[Belief, float]]]:
    """For each vector, the person's k most similar active beliefs with their cosines
    (one query for the whole batch, through the HNSW index or, for a person with few
    beliefs among many people's, an exact scan of theirs: ``memory.models.neighbours``),
    the beliefs read by the same query. A belief near several vectors is one instance.
    ``confirmed``, when given, gains the ids of those whose change the person confirmed
    (``socrates.CONFIRMED``), read by the same query: Socrates asked it a belief at a time
    (~90 queries per 1,000 turns, issue 19). ``declined``, when given, gains for each of
    them the new statements of the changes the person declined (``socrates.DECLINED``),
    read by the same query too: Socrates asked it a change at a time (~40 queries)."""
    if len(vectors) == 0:
        return []
    own, each = neighbours.nearest_ids_each("memory_belief", k, "AND status = 'active'",
                                            exact_scan=neighbours.exact("memory_belief", user, k),
                                            select="id, embedding <=> q.v AS distance", vector="q.v")
    fields = _neighbour_fields()
    columns = ", ".join(f'b."{field.column}"' for field in fields)
    # An exact scan (``own``) needs no HNSW setting sent with it, so its statement can be
    # bound server-side with the vectors in binary; printing them as text cost ~0.05 s of
    # the worker's CPU per 1,000 turns (issue 19). Through the index, the setting and the
    # statement go in one round trip, and the vectors as text.
    revisions = BeliefRevision._meta.db_table
    sql = f"""{own}SELECT q.ord, n.distance, EXISTS (
                SELECT 1 FROM {revisions} AS r
                WHERE r.belief_id = b.id AND r.reason = %(reason)s AND r.llm_verdict = %(verdict)s), (
                SELECT array_agg(r.new_full) FROM {revisions} AS r
                WHERE r.belief_id = b.id AND r.reason = %(reason)s AND r.llm_verdict = %(declined)s), {columns}
            FROM unnest(%(ordinals)s::int[], %(vectors){"b" if own else "s"}::vector[]) AS q(ord, v)
            CROSS JOIN LATERAL ({each}) AS n JOIN memory_belief AS b ON b.id = n.id"""
    params = {"ordinals": list(range(len(vectors))), "user": user.pk, "reason": RevisionReason.CONTRADICTION,
              "verdict": socrates.CONFIRMED, "declined": socrates.DECLINED}
    if own:
        rows = neighbours.fetch_bound(sql, {**params, "vectors": [np.asarray(vector) for vector in vectors]})
    else:
        rows = neighbours.fetch(sql, {**params, "vectors": [embeddings.literal(vector) for vector in vectors]})
    names = [field.attname for field in fields]
    beliefs: dict[int, Belief] = {}
    found: list[list[tuple[Belief, float]]] = [[] for _ in vectors]
    for ordinal, distance, changed, refused, *values in rows:
        belief = beliefs.get(values[0])
        if belief is None:
            belief = beliefs[values[0]] = Belief.from_db(connection.alias, names, values)
            if changed and confirmed is not None:
                confirmed.add(belief.pk)
            if refused and declined is not None:
                declined[belief.pk] = refused
        found[ordinal].append((belief, 1.0 - distance))
    return [sorted(pairs, key=lambda pair: -pair[1]) for pairs in found]


def consolidate(episode: Episode, items: list[tuple[extraction.Statement, str, float]], vectors: np.ndarray) -> Outcome:
    """Turn (statement, speaker, significance) items from ``episode`` into beliefs;
    ``vectors`` holds the embedding of each item's ``statement.full``, in order.

    Runs inside the caller's transaction.
    """
    outcome = Outcome()
    allowed = [i for i, (statement, _, _) in enumerate(items) if socrates.may_encode(statement.text, vectors[i])]
    outcome.withheld = len(items) - len(allowed)
    confirmed: set[int] = set()
    declined: dict[int, list[str]] = {}
    neighbours = nearest(episode.user, vectors[allowed], confirmed=confirmed, declined=declined) if allowed else []
    fresh: list[int] = []  # indexes of items that become new beliefs
    merged_into: dict[int, int] = {}  # item index -> earlier fresh item index it repeats
    reinforcements: list[tuple[Belief, float, bool]] = []
    for position, i in enumerate(allowed):
        statement, _, significance = items[i]
        best = neighbours[position][0] if neighbours[position] else None
        repeat = _repeat_within_batch(vectors, fresh, i, statement.text, items)
        if best and best[1] >= DUPLICATE_COSINE and polarity(best[0].full) == polarity(statement.text):
            reinforcements.append((best[0], significance, statement.emotional))
            outcome.reinforced.append(best[0])
        elif repeat is not None:
            merged_into[i] = repeat
        else:
            fresh.append(i)
    repeats: dict[int, list[tuple[float, bool]]] = {}  # fresh item index -> its repeats' (significance, emotional)
    for i, first in merged_into.items():
        repeats.setdefault(first, []).append((items[i][2], items[i][0].emotional))
    rows = [_row(episode, items[i], vectors[i], repeats.get(i, ())) for i in fresh]
    near = [[b for b, _ in neighbours[allowed.index(i)]] for i in fresh]
    compared = [(row, olds) for row, olds in zip(rows, near) if socrates.may_supersede(row["full"], olds, confirmed)]
    reading = read_for_socrates(
        [full for row, olds in compared for full in (row["full"], *(b.full for b in olds))],
        pairs=[(row["full"], old.full) for row, olds in compared for old in olds],
    )
    if rows:
        then, params = _reinforcing(reinforcements, episode)
        created = Belief.objects.create_derived_many(episodes=[episode], rows=rows, then=then, params=params)
    else:
        created = []
        _reinforce(reinforcements, episode)
    outcome.created = created
    reading.result()
    for belief, olds in zip(created, near):
        socrates.after_new_belief(belief, olds, confirmed=confirmed, declined=declined)
    return outcome


def read_for_socrates(fulls: list[str], pairs: list[tuple[str, str]] = ()):
    """Start reading what Socrates reads of beliefs with these ``full`` texts (their words
    that are claims, ``socrates_reads``) in one run, on the embedding thread: their vectors
    and the change-cue readers' scores (``socrates.read_ahead``), and, for the (new belief,
    earlier belief) ``pairs`` it will compare, the single words it compares
    (``socrates.words_to_read``: what an earlier one denies, "coffee", and the new one's
    words, "espresso"). ``after_new_belief``, which reads them a belief at a time, then
    finds them read (one run per belief was ~3 s of 400 turns' formation, issue 19).
    Returns a future done once all is read, at once when every text was read ahead."""
    reading = socrates.read_ahead(socrates_reads(fulls))
    words = socrates.words_to_read(pairs)
    later = embeddings.embed_many_ahead(words) if words else reading
    # One embedding thread runs its work in order: the words, queued after the reading,
    # are read once it is; words all read lately are done at once, the reading maybe not.
    return reading if later.done() else later


def socrates_reads(fulls: list[str]) -> list[str]:
    """What Socrates embeds of beliefs with these ``full`` texts: the person's words of
    those that are claims (``words_of``, ``socrates.claims``), each once."""
    words = dict.fromkeys(words_in(full) for full in fulls)
    return [text for text in words if socrates.claims(text)]


def _repeat_within_batch(vectors, fresh: list[int], i: int, text: str, items) -> int | None:
    if not fresh:
        return None
    similarities = vectors[fresh] @ vectors[i]
    best = int(np.argmax(similarities))
    if similarities[best] >= DUPLICATE_COSINE and polarity(items[fresh[best]][0].text) == polarity(text):
        return fresh[best]
    return None


def _deepened(depth: float, significance: float, emotional: bool, by) -> tuple[float, float, bool]:
    """A belief's depth, significance and emotional flag after the (significance,
    emotional) reinforcements ``by``, in order: each deepens it (``reinforced_depth``)."""
    for more, moving in by:
        depth, significance, emotional = reinforced_depth(depth), max(significance, more), emotional or moving
    return depth, significance, emotional


def _row(episode: Episode, item, vector, repeats=()) -> dict:
    """A new belief's row, already reinforced by the ``repeats`` of its statement within
    the stretch ((significance, emotional) each): as if written, then reinforced."""
    statement, speaker, significance = item
    people, topics = _tags(statement, speaker)
    depth, significance, emotional = _deepened(initial_depth(significance), significance, statement.emotional, repeats)
    return {
        "user": episode.user,
        "full": statement.full,
        "compressed": statement.compressed,
        "kind": statement.kind,
        "depth_center": depth,
        "depth_at_last_access": depth,
        "reinforcement_count": len(repeats),
        "significance": significance,
        "valence": statement.valence,
        "emotional": emotional,
        "people": people,
        "topics": topics,
        "embedding": np.asarray(vector),
        "created_at": episode.ended_at,
        "last_accessed": episode.ended_at,
        "valid_from": episode.occurred_at,
    }


def _reinforce(reinforcements: list[tuple[Belief, float, bool]], episode: Episode) -> None:
    """``_reinforcing``'s statements run alone, in one: for a stretch with no new belief."""
    then, params = _reinforcing(reinforcements, episode)
    if then:
        (_, update), (_, link) = then
        with connection.cursor() as cursor:
            cursor.execute(f"WITH reinforced AS ({update}) {link}", params)


def _reinforcing(reinforcements: list[tuple[Belief, float, bool]], episode: Episode) -> tuple[tuple, dict]:
    """Apply (belief, significance, emotional) reinforcements of existing beliefs in order, a
    belief as often as it is listed: each deepens it and restarts its decay clock at the
    episode, which becomes part of its provenance. Returns the statements that write them
    (an update of them all, then their links to the episode, as (name, statement) pairs:
    the second reads what the first returns as ``reinforced``) and their parameters, for
    the caller to run with the stretch's belief insert (``bulk.insert``'s ``then``): a
    statement of its own was ~50 round trips per 1,000 turns (issue 19); none when there
    is nothing to reinforce."""
    if not reinforcements:
        return (), {}
    by: dict[int, list[tuple[float, bool]]] = {}
    beliefs: dict[int, Belief] = {}
    for belief, significance, emotional in reinforcements:
        by.setdefault(belief.pk, []).append((significance, emotional))
        beliefs[belief.pk] = belief
    for pk, belief in beliefs.items():
        depth, belief.significance, belief.emotional = _deepened(
            belief.depth_center, belief.significance, belief.emotional, by[pk])
        belief.depth_center = belief.depth_at_last_access = depth
        belief.last_accessed = episode.ended_at
        belief.reinforcement_count += len(by[pk])
    links = Belief.derived_from.through._meta.db_table
    # Counted in the database, as a concurrent reinforcement from another conversation may land too.
    update = f"""UPDATE {Belief._meta.db_table} AS b
                 SET reinforcement_count = b.reinforcement_count + r.times, depth_center = r.depth,
                     depth_at_last_access = r.depth, significance = r.significance, emotional = r.emotional,
                     last_accessed = %(when)s
                 FROM unnest(%(ids)s::bigint[], %(times)s::int[], %(depths)s::float8[], %(significances)s::float8[],
                             %(emotional)s::bool[]) AS r(id, times, depth, significance, emotional)
                 WHERE b.id = r.id
                 RETURNING b.id"""
    link = f"INSERT INTO {links} (belief_id, episode_id) SELECT id, %(episode)s FROM reinforced ON CONFLICT DO NOTHING"
    return (("reinforced", update), ("relinked", link)), {
        "ids": list(beliefs), "times": [len(by[pk]) for pk in beliefs],
        "depths": [b.depth_center for b in beliefs.values()],
        "significances": [b.significance for b in beliefs.values()],
        "emotional": [b.emotional for b in beliefs.values()],
        "when": episode.ended_at, "episode": episode.pk,
    }
