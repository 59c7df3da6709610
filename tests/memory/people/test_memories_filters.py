"""The browser's filters: by a person or a topic a belief is tagged with, ordered by kind,
and the tags offered are the person's own, most used first."""

from memory import people
from memory.models import BeliefStatus


def test_filter_by_person_and_topic(alice, make_belief):
    maya = make_belief(alice, "Maya lives in Lisbon.", people=["Maya"], topics=["lisbon"])
    running = make_belief(alice, "Maya and Alice run together.", people=["Maya", "Alice"], topics=["running"])
    make_belief(alice, "Alice likes tea.", people=["Alice"], topics=["tea"])
    assert set(people.memories(alice, person="Maya")) == {maya, running}
    assert list(people.memories(alice, person="Maya", topic="running")) == [running]
    assert list(people.memories(alice, topic="nothing")) == []


def test_ordered_by_kind_then_weight(alice, make_belief):
    goal = make_belief(alice, "Alice wants to run a marathon.", kind="goal", depth_center=0.3)
    light = make_belief(alice, "Alice has a cat.", kind="fact", depth_center=0.2)
    heavy = make_belief(alice, "Alice is a nurse.", kind="fact", depth_center=0.7)
    assert list(people.memories(alice, ordering="kind")) == [heavy, light, goal]


def test_tags_are_the_persons_own_most_used_first(alice, bob, make_belief):
    make_belief(alice, "Maya lives in Lisbon.", people=["Maya"], topics=["lisbon"])
    make_belief(alice, "Maya is an architect.", people=["Maya"], topics=["work"])
    make_belief(alice, "Tom is Alice's brother.", people=["Tom"], topics=["family"])
    make_belief(alice, "Alice once met Zed.", people=["Zed"], status=BeliefStatus.SUPERSEDED)
    make_belief(bob, "Bob knows Quentin.", people=["Quentin"], topics=["secret"])
    tags = people.tags(alice)
    assert tags["people"] == ["Maya", "Tom"]
    assert tags["topics"] == ["family", "lisbon", "work"]
    assert people.tags(alice, status=BeliefStatus.SUPERSEDED)["people"] == ["Zed"]
