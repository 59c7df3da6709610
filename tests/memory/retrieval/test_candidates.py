import pytest
from django.db import connection

from memory.retrieval import candidates
from memory.text import lexical
from memory.embeddings.encoder import embed_many
from memory.models import Belief, Episode

COMMON = [f"Spent the weekend at the lake with cousin number {i}." for i in range(140)]
RARE = "Spent the weekend training for the Berlin marathon."


@pytest.fixture
def crowded_memory(alice, make_episode, engine, monkeypatch):
    """Many memories share "weekend" and "lake", more than the full-text scan ranks (made
    small here); one is about a marathon. ANALYZE gives Postgres the word statistics the
    lexical pre-filter reads."""
    monkeypatch.setattr(candidates, "LEXICAL_SCAN", 100)
    texts = [*COMMON, RARE]
    beliefs = Belief.objects.create_derived_many(
        episodes=[make_episode(alice, "A summer of weekends.")],
        rows=[{"user": alice, "full": t, "compressed": t, "embedding": v} for t, v in zip(texts, embed_many(texts))],
    )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_belief")
    candidates.statistics_changed()
    return beliefs


def _query(user, text: str) -> str:
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {candidates._UNCOMMON_QUERY}::text",
            {"user": user.pk, "common": candidates.common_words("memory_belief", user), "query": lexical.tsquery(text)},
        )
        return cursor.fetchone()[0]


def _lexical_ids(user, text: str) -> list[int]:
    with connection.cursor() as cursor:
        cursor.execute(
            candidates._lexical("memory_belief", 5),
            {"user": user.pk, "query": lexical.tsquery(text), "common": candidates.common_words("memory_belief", user)},
        )
        return [row[0] for row in cursor.fetchall()]


def test_words_most_memories_share_are_left_out_of_the_full_text_query(alice, crowded_memory):
    with connection.cursor() as cursor:
        cursor.execute("SELECT %s::text[]", [candidates.common_words("memory_belief", alice)])
        assert {"weekend", "lake", "spent", "cousin", "number"} <= set(cursor.fetchone()[0])
    assert _query(alice, "What did I do that weekend at the lake and the marathon?") == f"'{alice.pk}/marathon'"


def test_the_rare_word_finds_its_memory_among_many_sharing_the_common_ones(alice, crowded_memory):
    assert _lexical_ids(alice, "the marathon weekend") == [crowded_memory[-1].id]


def test_a_question_of_common_words_only_matches_nothing_lexically(alice, crowded_memory):
    assert _lexical_ids(alice, "my weekend at the lake") == []


def test_a_word_in_fewer_memories_than_the_scan_ranks_is_kept(alice, crowded_memory, monkeypatch):
    monkeypatch.setattr(candidates, "LEXICAL_SCAN", 500)
    assert _query(alice, "the lake at the weekend") == f"'{alice.pk}/lake' | '{alice.pk}/weekend'"
    assert len(_lexical_ids(alice, "the lake at the weekend")) == 5


def test_common_words_still_rank_what_a_rare_word_found(alice, make_belief, crowded_memory):
    other = make_belief(alice, "Someone mentioned the marathon at work.")
    assert _lexical_ids(alice, "the marathon weekend") == [crowded_memory[-1].id, other.id]


def test_memory_rows_load_without_the_full_text_vector_only_postgres_reads(alice, make_belief, engine):
    belief = make_belief(alice, RARE)
    assert Belief.objects.get(pk=belief.pk).get_deferred_fields() == {"search"}
    episode = belief.derived_from.get()
    assert Episode.objects.get(pk=episode.pk).get_deferred_fields() == {"search"}


def test_common_words_are_read_again_once_statistics_change(alice, make_episode, engine, monkeypatch):
    monkeypatch.setattr(candidates, "LEXICAL_SCAN", 100)
    assert candidates.common_words("memory_belief", alice) == "{}"
    Belief.objects.create_derived_many(
        episodes=[make_episode(alice, "A summer of weekends.")],
        rows=[{"user": alice, "full": t, "compressed": t, "embedding": v} for t, v in zip(COMMON, embed_many(COMMON))],
    )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memory_belief")
    assert candidates.common_words("memory_belief", alice) == "{}"  # read once per period
    candidates.statistics_changed()
    assert "weekend" in candidates.common_words("memory_belief", alice)
