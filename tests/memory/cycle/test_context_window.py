from datetime import timedelta

import pytest
from django.utils import timezone

from memory import archive, formation
from memory.cycle import context, replies
from memory.models import Conversation, Episode


@pytest.fixture(autouse=True)
def a_model_that_sees_its_own_replies(fake_llm):
    """The window's mechanics with a model that gives verdicts, which sees its own replies
    (a voice-only model sees the person's turns alone: test_a_voice_only_model_is_not_shown_its_replies)."""
    fake_llm()


def write_turns(user, conversation, start, lines):
    messages = []
    for i, (role, text) in enumerate(lines):
        message, _ = archive.store(user=user, conversation=conversation, role=role, text=text,
                                   when=start + timedelta(seconds=30 * i))
        messages.append(message)
    return messages


def test_older_stretches_appear_as_summaries_and_recent_turns_raw(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 4}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(hours=1)
    old = write_turns(alice, conversation, start, [
        ("user", "I'm repainting the nursery a pale sage green."),
        ("assistant", "Sage green is calming for a nursery."),
        ("user", "The trim will be white."),
        ("assistant", "A classic pairing."),
    ])
    formation.form_conversation(conversation, force=True)
    episode = Episode.objects.for_user(alice).get()
    later = timezone.now()  # the conversation goes on after the stretch was formed
    recent = write_turns(alice, conversation, later, [
        ("user", "Also buying a rocking chair."), ("assistant", "Nice."),
        ("user", "Oak or walnut?"), ("assistant", "Oak is lighter."),
    ])
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Which did I pick for the walls?",
                               when=later + timedelta(minutes=3))
    rendered = context.render(conversation, inbound, inbound.text, None, [])

    summary = [s for s in rendered.segments if s.episodes == [episode.pk]]
    assert len(summary) == 1 and summary[0].text.startswith("Earlier in this conversation:")
    raw_ids = [m for s in rendered.segments if s.role in ("user", "assistant") for m in s.messages]
    assert raw_ids == [m.pk for m in recent] + [inbound.pk]
    assert not set(raw_ids) & {m.pk for m in old}
    assert rendered.messages[-1] == {"role": "user", "content": "Which did I pick for the walls?"}
    assert sum(1 for m in rendered.messages if m["role"] == "system") == 1  # system segments are merged


def test_a_fresh_summary_is_not_used_mid_thought(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 2}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(hours=1)
    write_turns(alice, conversation, start, [("user", "My brother Leo is visiting from Oslo next week."), ("assistant", "Lovely.")])
    formation.form_conversation(conversation, force=True)  # the episode is formed *now*
    recent = write_turns(alice, conversation, start + timedelta(minutes=1), [("user", "He likes hiking."), ("assistant", "Great.")])
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Plan a day?",
                               when=start + timedelta(minutes=2))
    rendered = context.render(conversation, inbound, inbound.text, None, [])
    assert not any(s.episodes for s in rendered.segments)
    raw = [m for s in rendered.segments if s.role != "system" for m in s.messages]
    assert raw == [m.pk for m in recent] + [inbound.pk]
    # Until its episode may be used, the turn the fresh episode holds stays as a shortened line.
    assert "brother Leo visiting from Oslo next week" in rendered.messages[0]["content"]


def test_the_window_moves_in_blocks_so_the_prompt_before_the_newest_turns_stays(alice, engine, settings):
    settings.HIPPOCAMPUS = {**engine, "RECENT_TURNS": 4}
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(hours=1)
    turns = write_turns(alice, conversation, start, [("user" if i % 2 == 0 else "assistant", f"Line {i}.") for i in range(13)])
    sizes = [context.window_size(conversation, message) for message in turns]
    assert sizes[4:] == [4, 5, 6, 7, 4, 5, 6, 7, 4]
    first = context.render(conversation, turns[9], turns[9].text, None, []).messages
    second = context.render(conversation, turns[10], turns[10].text, None, []).messages
    assert second[: len(first) - 1] == first[:-1]  # the last prompt, less its message, is this one's prefix


def test_a_voice_only_model_is_not_shown_its_replies(alice, engine, monkeypatch):
    monkeypatch.setattr("memory.llm.capability.gives_verdicts", lambda model: False)
    conversation = Conversation.objects.create(user=alice, channel="cli")
    start = timezone.now() - timedelta(minutes=5)
    said = write_turns(alice, conversation, start, [
        ("user", "I'm thinking of learning the guitar."),
        ("assistant", "Don't you have a holiday weekend?"),
        ("user", "What should I practise first?"),
        ("assistant", "Don't you have a holiday weekend?"),
    ])
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Nobody listens to me lately.",
                               when=timezone.now())
    rendered = context.render(conversation, inbound, inbound.text, None, [])
    # The example exchanges that set its tone first, then the message alone: shown the person's
    # turns, it mixed them into its reply ("What's with the cat?" to news of a move).
    assert [m["role"] for m in rendered.messages] == ["system", *["user", "assistant"] * 3, "user"]
    assert [m["content"] for m in rendered.messages[1:7]] == [said for pair in context.VOICE_EXAMPLES for said in pair]
    assert "holiday" not in str(rendered.messages)  # nothing of its own to copy
    assert "Don't you have a holiday weekend?" in rendered.replies  # the repeat filter still reads them
    assert [m for s in rendered.segments if s.role == "user" for m in s.messages] == [inbound.pk]
    assert "guitar" in rendered.grounds  # what they said is still what they said


def test_a_voice_only_model_sees_the_turn_before_when_the_message_points_back_to_it(alice, engine, monkeypatch):
    monkeypatch.setattr("memory.llm.capability.gives_verdicts", lambda model: False)
    conversation = Conversation.objects.create(user=alice, channel="cli")
    said = write_turns(alice, conversation, timezone.now() - timedelta(minutes=5), [
        ("user", "My brother is visiting on Friday."),
        ("assistant", "Nice!"),
        ("user", "I'm growing tomatoes on the balcony."),
        ("assistant", "Lovely! Which kind?"),
    ])
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Any tips for keeping them happy?",
                               when=timezone.now())
    rendered = context.render(conversation, inbound, inbound.text, None, [])
    assert [m for s in rendered.segments if s.role == "user" for m in s.messages] == [said[2].pk, inbound.pk]


def test_a_reply_copying_an_example_message_loses_that_sentence(alice, engine, monkeypatch):
    # "Hi again!" once got "By the way, I just got back from a long run by the river."
    monkeypatch.setattr("memory.llm.capability.gives_verdicts", lambda model: False)
    conversation = Conversation.objects.create(user=alice, channel="cli")
    inbound, _ = archive.store(user=alice, conversation=conversation, role="user", text="Hi again!", when=timezone.now())
    rendered = context.render(conversation, inbound, inbound.text, None, [])
    draft = replies.Draft(earlier=rendered.replies, said=inbound.text)
    draft.add("By the way, I just got back from a long run by the river. How has your week been?")
    assert draft.text == "How has your week been?"
