"""Socrates mode 1: a contradiction with the person's own belief is surfaced, with when."""

from datetime import timedelta

from django.utils import timezone

from memory import embeddings, socrates
from memory.models import Belief
from tests.memory.fakes import ScriptedLLM, use_llm


def belief_said(user, text, make_episode, days_ago):
    episode = make_episode(user, text, when=timezone.now() - timedelta(days=days_ago))
    return Belief.objects.create_derived(
        episodes=[episode], user=user, full=text, compressed=text, embedding=embeddings.embed(text)
    )


def test_contradiction_is_surfaced_naming_when_it_was_said(monkeypatch, alice, make_episode):
    use_llm(monkeypatch, ScriptedLLM("NO"))
    old = belief_said(alice, "I eat meat", make_episode, days_ago=40)
    new = "I don't eat meat anymore"
    sentence = socrates.examine(alice, new, embeddings.embed(new), [old])
    said = timezone.localtime(old.derived_from.get().occurred_at)
    assert sentence.startswith(f"Last month (on {said.day} {said:%B %Y}) you said \"I eat meat\"")
    assert new in sentence and sentence.endswith(socrates.SURFACED)


def test_consistent_statements_are_not_challenged(monkeypatch, alice, make_belief):
    use_llm(monkeypatch, ScriptedLLM("YES"))
    old = make_belief(alice, "I love coffee")
    assert socrates.examine(alice, "I really love coffee", embeddings.embed("I really love coffee"), [old]) is None


def test_another_persons_belief_is_never_used(monkeypatch, alice, bob, make_belief):
    use_llm(monkeypatch, ScriptedLLM("YES"))
    bobs = make_belief(bob, "I eat meat")
    new = "I don't eat meat anymore"
    assert socrates.examine(alice, new, embeddings.embed(new), [bobs]) is None


def test_said_when_speaks_in_days_weeks_and_months(alice, make_episode):
    assert socrates.said_when(belief_said(alice, "I run", make_episode, 0)) == "Earlier today"  # not the day they are in
    assert socrates.said_when(belief_said(alice, "I walk", make_episode, 1)) == "Yesterday"
    assert socrates.said_when(belief_said(alice, "I swim", make_episode, 3)).startswith("3 days ago (on ")
    assert socrates.said_when(belief_said(alice, "I cycle", make_episode, 100)).startswith("3 months ago")


def test_said_late_last_night_is_yesterday(alice, make_episode):
    late = timezone.localtime().replace(hour=23, minute=40, second=0, microsecond=0) - timedelta(days=1)
    episode = make_episode(alice, "I teach history at a school in Leeds", when=late)
    belief = Belief.objects.create_derived(episodes=[episode], user=alice, full="I teach history at a school in Leeds",
                                           compressed="history Leeds", embedding=embeddings.embed("I teach history"))
    assert socrates.said_when(belief, now=late + timedelta(minutes=80)).startswith("Yesterday")
    assert socrates.said_when(belief, now=late + timedelta(minutes=10)).startswith("Earlier today")
