"""Forming a row of conversations (an import's), the model reading the next one's
statements and Socrates' words of those with a word of change while one is written,
writes what forming them one by one writes."""

from memory import embeddings, formation, socrates
from memory.embeddings import encoder
from memory.models import Belief
from memory.socrates.own_words import words_of
from tests.memory.formation.test_forming_many_stretches_at_once import LINES, _ingest, _memory


def _ingest_days_apart(user):
    """Three sessions a day apart: three conversations."""
    conversations = []
    for day, start in enumerate((0, 4, 8)):
        messages = _ingest(user, LINES[start : start + 4], offset=day * 24 * 60)
        conversations.append(messages[-1].conversation)
    return conversations


def test_a_row_of_conversations_forms_as_one_at_a_time(alice, bob, engine):
    for conversation in _ingest_days_apart(alice):
        formation.form_conversation(conversation, force=True)

    conversations = _ingest_days_apart(bob)
    assert len({c.pk for c in conversations}) == 3
    results = list(formation.form_conversations(conversations, force=True))

    assert [r.episodes for r in results] == [1, 1, 1]
    assert _memory(bob) == _memory(alice)


def test_the_next_conversations_socrates_words_are_read_while_one_is_formed(bob, engine, monkeypatch):
    conversations = _ingest_days_apart(bob)
    ran, real = [], encoder._run
    monkeypatch.setattr(encoder, "_run", lambda texts, **options: ran.extend(texts) or real(texts, **options))
    encoder.forget_recent()
    row = formation.form_conversations(conversations, force=True)
    next(row)
    embeddings.embed_many_ahead(["once this runs, the work handed over before it is done"]).result(timeout=60)
    read_while_the_first_was_formed = set(ran)
    list(row)

    second = Belief.objects.for_user(bob).filter(derived_from__conversation=conversations[1])
    words = [text for text in map(words_of, second) if socrates.claims(text)]
    changes = [text for text in words if socrates.says_a_word_of_change(text)]
    assert sorted(changes) == ["I don't love ramen anymore, it makes me feel sick", "My sister Maya just moved to Lisbon"]
    assert set(changes) <= read_while_the_first_was_formed
    # A belief with no word of change, whose neighbours' change nobody confirmed, is never
    # compared (``socrates.may_supersede``): its words alone are not read at all.
    assert words != changes and not (set(words) - set(changes)) & set(ran)
    encoder.forget_recent()
