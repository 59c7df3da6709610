"""A voice-only model does not ask a name the person told, nor say of them what they said
of someone else: the embedded 135M asked "What's your name?" right after "Hi! I'm Maya."
was answered, "What's your cat's name?" right after she named it, and said "You're a nurse"
to a sister who is one, in walk-throughs."""

from tests.memory.cycle.test_a_voice_does_not_presume import VoiceLLM, chat


def test_a_name_they_told_is_not_asked(alice, say, monkeypatch):
    say(alice, "We have a cat called Miso.")
    voice = VoiceLLM("Cats are lovely!", " What's your cat's name?")
    reply, shown = chat(alice, say, monkeypatch, voice, "She sleeps all day on the sofa.")
    assert reply == shown == "Cats are lovely!"


def test_a_name_they_never_told_may_be_asked(alice, say, monkeypatch):
    voice = VoiceLLM("Dogs are lovely!", " What's your dog's name?")
    # (what the dog keeps doing the pipeline meets itself: "Our dog keeps barking at the postman.")
    reply, _ = chat(alice, say, monkeypatch, voice, "Our dog sleeps on the landing.")
    assert reply == "Dogs are lovely! What's your dog's name?"


def test_what_someone_else_is_is_not_said_of_the_person(alice, say, monkeypatch):
    """"My sister Lena is a nurse in Leeds." got "You're a nurse in Leeds, what's a particular
    type of nurse?" in a walk-through."""
    voice = VoiceLLM("You're a nurse in Leeds.", " How long has she been nursing?")
    # (said with more: what someone of theirs works as, alone, the pipeline acknowledges itself)
    reply, _ = chat(alice, say, monkeypatch, voice, "My sister Lena is a nurse in Leeds and loves it.")
    assert reply == "How long has she been nursing?"
    voice = VoiceLLM("You're a nurse, that's wonderful.")
    # (said with more: a job on a ward, alone, the pipeline acknowledges itself)
    reply, _ = chat(alice, say, monkeypatch, voice, "I'm a nurse on a cardiology ward and I love it.")
    assert reply == "You're a nurse, that's wonderful."
