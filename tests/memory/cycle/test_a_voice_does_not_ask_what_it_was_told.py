"""A voice-only model's question for a name the person told is left out: the embedded 135M
asked "What's your name?" right after "Hi! I'm Maya." was answered, and "What's your cat's
name?" right after she named it, in walk-throughs."""

from tests.memory.cycle.test_a_voice_does_not_presume import VoiceLLM, chat


def test_a_name_they_told_is_not_asked(alice, say, monkeypatch):
    say(alice, "We have a cat called Miso.")
    voice = VoiceLLM("Cats are lovely!", " What's your cat's name?")
    reply, shown = chat(alice, say, monkeypatch, voice, "She sleeps all day on the sofa.")
    assert reply == shown == "Cats are lovely!"


def test_a_name_they_never_told_may_be_asked(alice, say, monkeypatch):
    voice = VoiceLLM("Dogs are lovely!", " What's your dog's name?")
    reply, _ = chat(alice, say, monkeypatch, voice, "Our dog keeps barking at the postman.")
    assert reply == "Dogs are lovely! What's your dog's name?"
