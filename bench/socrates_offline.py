"""Socrates mode 1 without a database (issue 14): the turn's decision
(``memory.socrates.comparison.contradicted``) on LoCoMo turns and on scripted changes of
fact, in seconds rather than the conversation bench's minutes.

    .venv/bin/python bench/socrates_offline.py                  # the dev change sets, dev turns
    .venv/bin/python bench/socrates_offline.py --held           # held-apart set 20 and conversation too
    .venv/bin/python bench/socrates_offline.py --held --held-file bench/data/changes_held_apart_11.json
    .venv/bin/python bench/socrates_offline.py --alone          # each pair against its own earlier statement only

False challenges: every turn of both speakers of each conversation, each claim against
the nearest claims of that speaker's earlier sessions (as formation would have written
them), a pair asked about once. True changes: each pair's later statement against the
set's earlier statements among 150 turns of one LoCoMo speaker; surfaced when the belief
challenged is the pair's own. Look-alikes (a set's "lookalikes": additions, consistent
updates, someone else's news, questions) the same way; any challenge of one is false.
The dev sets are the dev pairs, the old held pairs and held-apart sets 1-19 (all read
while tuning); held-apart set 20 (``HELD_FILE``, or ``--held-file``) and conv-43 are read with
``--held`` only. Approximations of the live path: candidates are the
nearest by the person's words (the live path finds them by the stored, framed vector),
with, for a claim that names a relation or ends one, those it changes among the nearest
to the other side's prototype (``memory.socrates.relations``), and the turn's retrieved
beliefs are not added.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import datetime, timezone
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import conversation as replay
from bench.locomo_data import load

WHEN = datetime(2023, 1, 1, tzinfo=timezone.utc)
DEV_FILES = tuple(replay.HELD_CHANGES_FILE.with_name(name) for name in (
    "changes_held_apart.json", "changes_held_apart_2.json", "changes_held_apart_3.json", "changes_held_apart_4.json",
    "changes_held_apart_5.json", "changes_held_apart_6.json", "changes_held_apart_7.json",
    "changes_held_apart_8.json", "changes_held_apart_9.json", "changes_held_apart_10.json",
    "changes_held_apart_11.json", "changes_held_apart_12.json", "changes_held_apart_13.json",
    "changes_held_apart_14.json", "changes_held_apart_15.json", "changes_held_apart_16.json",
    "changes_held_apart_17.json", "changes_held_apart_18.json", "changes_held_apart_19.json"))
HELD_FILE = replay.HELD_CHANGES_FILE


def spoken_claims(texts):
    """The claims formation would write for ``texts``, as Socrates reads them."""
    from memory import embeddings
    from memory.socrates import own_words
    from memory.text import extraction

    words = [
        statement.text.strip().rstrip(".!")
        for text in texts
        for statement in extraction.statements(text, speaker="X", when=WHEN)
    ]
    words = [w for w in words if own_words.claims(w)]
    return [own_words.Spoken(w, v) for w, v in zip(words, embeddings.embed_many(words))]


def decide(sentence, vector, pool, asked=frozenset()):
    """The claim of ``pool`` that ``sentence`` is challenged on, or None."""
    import numpy as np

    from memory.socrates import attributes, challenges, comparison, instances, relations, values

    if not pool:
        return None
    table = np.stack([p.embedding for p in pool])
    order = list(np.argsort(-(table @ vector))[: challenges.NEAREST_BELIEFS])
    other_side = relations.prototype(sentence)
    if other_side is not None:  # as ``challenges._candidates``
        near = np.argsort(-(table @ relations.vector(other_side)))[: relations.NEAREST]
        order += [i for i in near if i not in order and relations.changed(sentence, pool[i].full)]
    afar = values.prototype(sentence)
    if afar is not None:  # as ``challenges._candidates``
        near = np.argsort(-(table @ relations.vector(afar)))[: instances.NEAREST]
        order += [i for i in near if i not in order and values.from_afar(sentence, pool[i].full)]
    stated = attributes.setting(vector)
    settings = []
    if stated is not None:  # as ``challenges._candidates``: read for another value of the setting only
        near = np.argsort(-(table @ attributes.centre(stated.name)))[: attributes.NEAREST_STATED]
        settings = [pool[i] for i in near if i not in order and pool[i].full not in asked]
    candidates = [pool[i] for i in order if pool[i].full not in asked]
    found, _ = comparison.contradicted(sentence, vector, candidates, settings)
    return ([*candidates, *settings][found[0]], found[1]) if found else None


def false_challenges(conversations):
    """(turns, challenges, examples) over every turn of both speakers."""
    from memory import embeddings
    from memory.socrates import own_words

    turns, examples = 0, []
    for c in conversations:
        for speaker in c.speakers:
            pool, asked = [], set()
            for session in c.sessions:
                formed = []
                for turn in (t for t in session if t.speaker == speaker):
                    turns += 1
                    said = own_words.claims(turn.message_text)
                    for sentence, vector in zip(said, embeddings.embed_many(said) if said and pool else []):
                        hit = decide(sentence, vector, pool, asked)
                        if hit:
                            asked.add(hit[0].full)
                            examples.append(f"{c.sample_id}: {sentence!r} / {hit[0].full!r} ({hit[1].stage}, {hit[1].score:.2f})")
                            break
                    formed += spoken_claims([turn.message_text])
                pool += formed
    return turns, len(examples), examples


def true_changes(pairs, background):
    """(surfaced, total, misses) for scripted ``pairs`` said by ``background``'s first speaker."""
    pool = _pool(pairs, background)
    surfaced, misses = 0, []
    for before, after in pairs:
        hit = _challenge(after, pool)
        if hit and hit[0].full in before:
            surfaced += 1
        else:
            misses.append(f"{before!r} → {after!r}")
    return surfaced, len(pairs), misses


def lookalikes_challenged(pairs, background):
    """(challenged, total, examples) for ``pairs`` whose later statement changes nothing."""
    pool = _pool(pairs, background)
    examples = []
    for before, after in pairs:
        hit = _challenge(after, pool)
        if hit:
            examples.append(f"{before!r} → {after!r} challenged on {hit[0].full!r} ({hit[1].stage}, {hit[1].score:.2f})")
    return len(examples), len(pairs), examples


def alone(pairs):
    """How many of ``pairs`` are challenged with only their own earlier statement in the
    pool: what a mechanism reads, without another pair's home or job of the same scripted
    speaker nearer ("They made me team lead" asked of another pair's "I'm a teaching
    assistant" counts as not surfaced in ``true_changes``)."""
    return sum(bool(_challenge(after, spoken_claims([before]))) for before, after in pairs), len(pairs)


def _pool(pairs, background):
    pool = spoken_claims([t.message_text for t in background.turns if t.speaker == background.speakers[0]][:150])
    return pool + spoken_claims([before for before, _ in pairs])


def _challenge(after, pool):
    from memory import embeddings
    from memory.socrates import own_words

    said = own_words.claims(after)
    hits = [decide(s, v, pool) for s, v in zip(said, embeddings.embed_many(said) if said else [])]
    return next((h for h in hits if h), None)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=replay.DATA)
    parser.add_argument("--held", action="store_true", help="also a held-apart set and the held conversation (read once, at the end)")
    parser.add_argument("--held-file", type=Path, default=HELD_FILE, help="the held-apart set --held reads (default: set 20)")
    parser.add_argument("--alone", action="store_true", help="only each set's pairs against their own earlier statement")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    os.environ["HIPPOCAMPUS_LLM_BACKEND"] = "none"  # the heuristics alone, as with the embedded model
    import django

    django.setup()
    conversations = {c.sample_id: c for c in load(args.data)}
    background = conversations["conv-26"]
    files = [*DEV_FILES, *([args.held_file] if args.held else [])]
    stored = {path.name: json.loads(path.read_text()) for path in files}
    sets = {"dev": replay.DEV_CHANGES, "old held": replay.OLD_HELD_CHANGES}
    sets |= {name: [tuple(p) for p in data["pairs"]] for name, data in stored.items()}
    if args.alone:
        for name, data in stored.items():
            changes, looks = alone([tuple(p) for p in data["pairs"]]), alone([tuple(p) for p in data.get("lookalikes", [])])
            print(f"alone, {name}: changes {changes[0]}/{changes[1]}, look-alikes challenged {looks[0]}/{looks[1]}")
        return
    for name, pairs in sets.items():
        surfaced, total, misses = true_changes(pairs, background)
        print(f"true changes, {name}: {surfaced}/{total}")
        print("".join(f"  missed {m}\n" for m in misses), end="")
    for name, data in stored.items():
        if data.get("lookalikes"):
            count, total, examples = lookalikes_challenged([tuple(p) for p in data["lookalikes"]], background)
            print(f"look-alikes challenged, {name}: {count}/{total}")
            print("".join(f"  {e}\n" for e in examples), end="")
    groups = {"dev conversations": [c for k, c in conversations.items() if k != "conv-43"]}
    if args.held:
        groups["held conversation conv-43"] = [conversations["conv-43"]]
    for name, group in groups.items():
        turns, count, examples = false_challenges(group)
        print(f"false challenges, {name}: {count} in {turns} turns ({1000 * count / turns:.1f} per 1,000)")
        print("".join(f"  {e}\n" for e in examples), end="")


if __name__ == "__main__":
    main()
