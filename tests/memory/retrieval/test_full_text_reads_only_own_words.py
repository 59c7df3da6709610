"""A person's full-text match reads their own rows of a word and no one else's (issue 19,
memory.models.person_words): among many people, the index of everyone's words gathered
every person's rows that had a question's word before the person's were kept."""

from django.db import connection

from memory.retrieval import candidates
from memory.text import lexical

TEXT = "Ran the Berlin marathon in April."


def _index_scans(node: dict) -> list[dict]:
    found = [node] if node.get("Index Name") else []
    for child in node.get("Plans", []):
        found += _index_scans(child)
    return found


def test_the_word_index_holds_each_word_under_its_person(alice, bob, make_belief):
    make_belief(alice, TEXT)
    for _ in range(3):
        make_belief(bob, TEXT)
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(
            "EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM memory_belief "
            "WHERE person_words(user_id, search) @@ %s::tsquery",
            [f"'{alice.pk}/marathon'"],
        )
        plan = cursor.fetchone()[0][0]["Plan"]
    scans = _index_scans(plan)
    assert [n["Index Name"] for n in scans] == ["belief_person_words"]
    assert scans[0]["Actual Rows"] == 1


def test_a_persons_full_text_match_finds_only_their_rows(alice, bob, make_belief):
    mine = make_belief(alice, TEXT)
    make_belief(bob, TEXT)
    with connection.cursor() as cursor:
        cursor.execute(candidates._lexical("memory_belief", 5),
                       {"user": alice.pk, "query": lexical.tsquery("the marathon"), "common": "{}"})
        assert [row[0] for row in cursor.fetchall()] == [mine.pk]
