import io

from django.core.management import call_command

from memory.models import Belief, Conversation, Message


def test_terminal_chat_remembers_across_sessions_and_shows_memory(alice, engine, monkeypatch):
    def run(*lines):
        feed = iter(lines)
        monkeypatch.setattr("builtins.input", lambda prompt: next(feed))
        out = io.StringIO()
        call_command("chat", user="alice", stdout=out)
        return out.getvalue()

    first = run("My cat Miso is nineteen years old.", "/quit")
    assert "(saved: 1 episode(s), 1 new" in first
    assert Belief.objects.for_user(alice).filter(full__contains="Miso").exists()

    second = run("I live in Lisbon.", "What do you remember about my cat?", "/memory", "/quit")
    assert "Here's what I remember about your cat:" in second and "Miso" in second
    assert "[level L3," in second and "belief #" in second
    assert Message.objects.for_user(alice).filter(channel="cli", role="user").count() == 3

    third = run("I live in Berlin.", "/quit")  # at once: another session all the same
    assert 'you said "I live in Lisbon"' in third and "Has something changed?" in third
    assert Conversation.objects.for_user(alice).filter(channel="cli").count() == 3


def test_terminal_chat_shows_a_check_in_after_its_reply(alice, engine, monkeypatch):
    feed = iter(["I don't see the point in going on anymore.", "/quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(feed))
    out = io.StringIO()
    call_command("chat", user="alice", stdout=out)
    shown = out.getvalue()
    reply = Message.objects.for_user(alice).get(channel="cli", role="interjection").text
    heard, check_in = reply.split("\n\n", 1)
    assert heard and check_in.startswith("Also, I just want to check in")
    assert f"hippocampus> {heard}\n\n{check_in}" in shown  # the whole reply, in its order, once
    assert shown.count(check_in) == 1
