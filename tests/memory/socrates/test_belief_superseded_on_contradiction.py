"""A confirmed contradiction revises a belief with two-sided provenance; the old belief is
superseded, keeps its history, and leaves retrieval unless asked for."""

from memory import socrates
from memory.models import Belief, BeliefRevision, BeliefStatus, RevisionReason
from tests.memory.fakes import ScriptedLLM, use_llm


def test_revision_links_the_episodes_on_both_sides(monkeypatch, alice, make_belief):
    use_llm(monkeypatch, ScriptedLLM("NO"))
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat anymore")

    revision = socrates.after_new_belief(new, [old])

    assert revision.reason == RevisionReason.CONTRADICTION and revision.accepted
    assert (revision.old_full, revision.new_full) == ("I eat meat", "I don't eat meat anymore")
    assert set(revision.episodes.all()) == set(old.derived_from.all()) | set(new.derived_from.all())
    assert len(set(revision.episodes.all())) == 2


def test_superseded_belief_keeps_text_provenance_and_history(monkeypatch, alice, make_belief):
    use_llm(monkeypatch, ScriptedLLM("NO"))
    old = make_belief(alice, "I love my job")
    earlier = BeliefRevision.objects.create(
        belief=old, reason=RevisionReason.RECONSOLIDATION, old_full="I like my job", new_full="I love my job"
    )
    new = make_belief(alice, "I hate my job now")  # says itself that it changed
    socrates.after_new_belief(new, [old])

    old.refresh_from_db()
    assert old.status == BeliefStatus.SUPERSEDED
    assert old.superseded_by == new and old.superseded_at is not None
    assert old.full == "I love my job" and old.derived_from.exists()
    assert list(old.revisions.values_list("reason", flat=True)) == [earlier.reason, RevisionReason.CONTRADICTION]


def test_superseded_belief_is_out_of_retrieval_but_found_when_asked(monkeypatch, alice, bob, make_belief):
    use_llm(monkeypatch, ScriptedLLM("NO"))
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat anymore")
    make_belief(bob, "I eat meat")
    socrates.supersede(old=old, new=new)

    assert list(Belief.objects.for_user(alice).retrievable()) == [new]
    former = socrates.former_beliefs(alice, "what did I used to think about meat")
    assert former == [old]
    assert former[0].superseded_by == new


def test_unrelated_neighbours_are_left_alone(monkeypatch, alice, make_belief):
    use_llm(monkeypatch, ScriptedLLM("NO"))
    old = make_belief(alice, "My sister is called Anna")
    new = make_belief(alice, "I'm learning the piano")
    assert socrates.after_new_belief(new, [old]) is None
    old.refresh_from_db()
    assert old.status == BeliefStatus.ACTIVE and not BeliefRevision.objects.exists()
