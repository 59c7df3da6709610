"""Turns older than the raw window stay in the prompt, shortened, until their episode
can be used: no mid-chat amnesia between the window and formation."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import archive, formation
from memory.cycle import context
from memory.models import Conversation, Episode


@pytest.fixture(autouse=True)
def a_model_that_sees_its_own_replies(fake_llm):
    """The window's mechanics with a model that gives verdicts, which sees its own replies
    (a voice-only model sees the person's turns alone: test_a_voice_only_model_is_not_shown_its_replies)."""
    fake_llm()


def test_turns_older_than_the_window_and_not_yet_formed_stay_as_shortened_lines(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 2, "FORMATION_TOKENS": 10_000}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(minutes=20)
    said = [
        "My sister Ana lives in Porto and teaches piano.",
        "I'm flying to see her on the 14th.",
        "She has two cats, Figo and Nata.",
        "Anyway, work has been busy this week.",
    ]
    for i, text in enumerate(said):
        archive.store(user=alice, conversation=conversation, role="user", text=text, when=start + timedelta(minutes=2 * i))
        archive.store(user=alice, conversation=conversation, role="assistant", text="I see.",
                      when=start + timedelta(minutes=2 * i + 1))
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Where does my sister live?",
                               when=start + timedelta(minutes=10))
    assert formation.form_conversation(conversation).episodes == 0  # below the threshold: nothing formed

    prompt = "\n".join(m["content"] for m in context.render(conversation, inbound, inbound.text, None, []).messages)

    assert "sister Ana lives in Porto teaches piano" in prompt
    assert "flying to see her on 14" in prompt and "two cats Figo Nata" in prompt
    assert "I see." in prompt  # the raw window is still there
    assert not Episode.objects.exists()


def test_lines_give_way_to_the_episode_summary_once_it_can_be_used(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 2}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(hours=1)
    archive.store(user=alice, conversation=conversation, role="user", text="My sister Ana lives in Porto and teaches piano.",
                  when=start)
    formation.form_conversation(conversation, force=True)
    later = timezone.now()
    for i, text in enumerate(["I'm tired today.", "Long week.", "Yes, very."]):
        archive.store(user=alice, conversation=conversation, role="user", text=text, when=later + timedelta(seconds=i))
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Where does she live?",
                               when=later + timedelta(seconds=5))

    rendered = context.render(conversation, inbound, inbound.text, None, [])

    summary = [s for s in rendered.segments if s.episodes]
    assert len(summary) == 1 and "Porto" in summary[0].text
    lines = [s for s in rendered.segments if s.text.startswith("Earlier in this conversation the person said")]
    assert len(lines) == 1 and "Porto" not in lines[0].text and "tired today" in lines[0].text
