"""Idle reflection (seed 003 §6): now and then, for people who have been talking lately
but not right now, a memory is surfaced as a self-prompt and goes through the same turn
pipeline, with the output routed to an internal reflection (stored as a Message with
role "reflection", never sent to the person).

Off unless the operator sets HIPPOCAMPUS_IDLE_REFLECTION. "Now and then" is a chance per
run (REFLECTION_CHANCE) and at most one reflection per REFLECTION_EVERY_HOURS per person;
the draw is seeded from HIPPOCAMPUS_SEED when set, so tests and benchmarks reproduce it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime, timedelta

from django.conf import settings

from memory import archive
from memory.cycle.turn import INTERNAL, Attention, handle
from memory.maintenance import Task
from memory.models import Belief, Message, Profile, Role

# The memory is drawn among this many of the person's deepest live beliefs.
CANDIDATES = 50
PROMPT = (
    "Quiet moment, no one is waiting for a reply. Something I remember about {name}: "
    '"{memory}". What does it suggest I keep in mind, or ask about, next time we talk?'
)


def setting(name: str):
    """A reflection knob from settings.HIPPOCAMPUS (see README's configuration table)."""
    return settings.HIPPOCAMPUS[name]


def enabled() -> bool:
    """Whether the operator has switched idle reflection on (HIPPOCAMPUS_IDLE_REFLECTION)."""
    return bool(settings.HIPPOCAMPUS["IDLE_REFLECTION"])


def is_due(user, now: datetime) -> bool:
    """The person has not turned reflection off (their profile), wrote within
    REFLECTION_ACTIVE_DAYS but not within IDLE_MINUTES, and has had no reflection within
    REFLECTION_EVERY_HOURS."""
    if Profile.objects.for_user(user).filter(reflection=False).exists():
        return False
    messages = Message.objects.for_user(user).filter(created_at__lte=now)
    last_said = messages.filter(role=Role.USER).order_by("-created_at").values_list("created_at", flat=True).first()
    if last_said is None:
        return False
    if not now - timedelta(days=setting("REFLECTION_ACTIVE_DAYS")) <= last_said:
        return False
    if last_said > now - timedelta(minutes=settings.HIPPOCAMPUS["IDLE_MINUTES"]):
        return False
    recent = now - timedelta(hours=setting("REFLECTION_EVERY_HOURS"))
    return not messages.filter(role=Role.REFLECTION, created_at__gt=recent).exists()


def draw(user, now: datetime) -> random.Random:
    """The random source for this person's reflection at ``now`` (seeded when HIPPOCAMPUS_SEED is)."""
    seed = settings.HIPPOCAMPUS["SEED"]
    return random.Random(f"{seed}:{user.pk}:{now:%Y-%m-%dT%H}") if seed is not None else random.Random()


def choose_memory(user, rng: random.Random) -> Belief | None:
    """A live belief to reflect on, drawn with probability proportional to its depth."""
    beliefs = list(Belief.objects.for_user(user).retrievable().order_by("-depth_center", "pk")[:CANDIDATES])
    if not beliefs:
        return None
    return rng.choices(beliefs, weights=[max(belief.depth_center, 1e-6) for belief in beliefs])[0]


def reflect_for_user(user, *, now: datetime) -> Iterator[dict]:
    """Maybe reflect once for the person: when due, by chance, on a drawn memory.

    Goes through ``memory.cycle.handle`` with ``kind="self_prompt"`` on the internal
    channel. Yields ``{"reflections": 1}`` when a reflection was made, nothing otherwise.
    """
    if not enabled() or not is_due(user, now):
        return
    rng = draw(user, now)
    if rng.random() >= setting("REFLECTION_CHANCE"):
        return
    belief = choose_memory(user, rng)
    if belief is None:
        return
    text = PROMPT.format(name=archive.told_name(user) or "this person", memory=belief.full)
    handle(Attention(user=user, channel=INTERNAL, text=text, when=now, kind="self_prompt"))
    yield {"reflections": 1}


# A person asking for maintenance is talking right now: no reflection for them.
TASK = Task("reflection", (reflect_for_user,), enabled, for_person_on_request=False)
