"""A voice-only model's sentence that presumes what the person never said ("I'm so sorry
for your loss." to a broken oven, a cat's invented name) is left out before the person
sees it; what they said in the conversation or what is remembered grounds a sentence;
a model that gives verdicts is not second-guessed."""

import pytest

from memory import cycle
from memory.cycle import grounding, replies
from tests.memory.fakes import use_llm


class VoiceLLM:
    """A model that is only a voice (fails the capability check), streaming ``pieces``."""

    available = True
    verdicts = False

    def __init__(self, *pieces):
        self.pieces = pieces

    def stream(self, messages, max_tokens=None, temperature=0.7):
        yield from self.pieces


class CapableLLM(VoiceLLM):
    verdicts = True


@pytest.mark.parametrize("sentence, grounds, presumed", [
    ("I'm so sorry for your loss.", "My oven broke this morning, so annoying.", "your loss"),
    ("I'm so glad you're enjoying your trip to the island!", "Thanks, Jon!", "your trip"),
    ("Your cat's name is Luna.", "My cat Miso hides under the bed.", "Luna"),
    ("I'd love to take you back to Rome someday!", "Paris was lovely.", "Rome"),
    ("How's your friend's new dog doing?", "Keep it up!", "your friend's new dog"),
    ("But you can find it online at: https://www.", "My bike got stolen.", "https://www."),
    ("Jenny, I'm so glad you're having a great day!", "I live with my parents.", "Jenny"),
    ("Goodnight, I'm Sam.", "You are Hippocampus, Sam's friendly assistant. I'm going to sleep now.", "Sam"),
    # What someone else was said to be, said of someone of theirs (a Chromium walk-through).
    ("Glad to hear your husband works as a pharmacist.",
     "I work as a pharmacist in Leeds.\nMy husband Arjun is a teacher.", "your husband … pharmacist"),
    ("Your sister is in Porto, how lovely.", "My sister lives in Lyon. We spent a week in Porto.", "your sister … porto"),
    # What someone the model never met is like ("My husband is a teacher.", a walk-through).
    ("He's a brilliant person.", "My husband is a teacher.", "He's a brilliant"),
    ("A wonderful husband!", "My husband is a teacher.", "A wonderful husband"),
    ("What time did you take the dog for a walk?", "It rained all day today.", "the dog"),
])
def test_what_nobody_said_is_presumed(sentence, grounds, presumed):
    assert grounding.presumed(sentence, grounds) == presumed


@pytest.mark.parametrize("sentence, grounds", [
    ("Your cat Miso will settle in soon.", "My cat Miso hides under the bed."),
    ("That's a fantastic win for your teammates!", "My teammates and I pulled off a tough win."),
    ("How was your day?", "Hi there."),
    ("See you on Friday, Tomas!", "You are Hippocampus, Tomas's friendly assistant."),
    ("Your passion for dance shows.", "I'm so passionate about dance."),
    ("Wow, that's a big move!", "We moved to Berlin."),
    ("Hello, Marco! How's everything going?", "I'm engaged to Marco."),
    ("Your husband is a teacher, how lovely.", "I work as a pharmacist.\nMy husband Arjun is a teacher."),
    ("Your sister in Lyon must miss you.", "My sister lives in Lyon. We spent a week in Porto."),
    ("He sounds lovely.", "My husband is a teacher."),
    ("Did the dog enjoy the rain?", "Our dog Rolo loves puddles."),
])
def test_what_was_said_or_everyone_has_is_not(sentence, grounds):
    assert grounding.presumed(sentence, grounds) is None


def chat(alice, say, monkeypatch, llm, *lines):
    """Say ``lines`` with ``llm`` answering the last; the reply and what the person was shown."""
    for line in lines[:-1]:
        say(alice, line)
    use_llm(monkeypatch, llm)
    shown = []
    result = cycle.handle(cycle.Attention(user=alice, channel="cli", text=lines[-1]), on_token=shown.append)
    return result.text, "".join(shown)


def test_a_presuming_sentence_is_never_shown(alice, say, monkeypatch):
    voice = VoiceLLM("I'm so sorry", " for your loss.", " How did", " it break?")
    # (", so annoying" after it would be a grumble the pipeline meets itself: talk23's seventh walk-through)
    reply, shown = chat(alice, say, monkeypatch, voice, "My oven broke this morning, typical.")
    assert reply == shown == "How did it break?"


def test_what_the_person_said_earlier_grounds_a_sentence(alice, say, monkeypatch):
    voice = VoiceLLM("Your cat Miso", " will settle in soon.", " Give her time.")
    reply, shown = chat(alice, say, monkeypatch, voice, "My cat Miso hides under the bed all day.", "We just moved flats.")
    assert reply == shown == "Your cat Miso will settle in soon. Give her time."


def test_with_nothing_left_the_reply_listens(alice, say, monkeypatch):
    voice = VoiceLLM("Your cat's name is Luna.", " Enjoy your trip!")
    reply, shown = chat(alice, say, monkeypatch, voice, "My cat hides under the bed all day.")
    assert reply == replies.LISTENING
    assert "Luna" not in shown


def test_a_model_that_gives_verdicts_is_not_second_guessed(alice, say, monkeypatch):
    capable = CapableLLM("I'm so sorry", " for your loss.", " How did it break?")
    reply, shown = chat(alice, say, monkeypatch, capable, "My oven broke this morning, so annoying.")
    assert reply == shown == "I'm so sorry for your loss. How did it break?"


def test_an_echo_of_the_message_is_not_shown_before_the_reply_is_done(alice, say, monkeypatch):
    voice = VoiceLLM("Jo and I moved", " to Glasgow last month!", " It's so exciting, right?")
    reply, shown = chat(alice, say, monkeypatch, voice, "Jo and I moved to Glasgow last month!")
    assert reply == shown == "It's so exciting, right?"


def test_a_welcome_is_only_for_thanks(alice, say, monkeypatch):
    voice = VoiceLLM("You're welcome.", " What kind of job", " is it?")
    reply, shown = chat(alice, say, monkeypatch, voice, "I just started a new job at the hospital.")
    assert reply == shown == "What kind of job is it?"
    voice = VoiceLLM("You're very welcome!", " Good luck with the new job.")
    reply, _ = chat(alice, say, monkeypatch, voice, "Thanks for the tips about the new job, really useful.")
    assert reply == "You're very welcome! Good luck with the new job."
    assert grounding.unthanked("No worries, it was a beautiful day!", "It rained all day today.")  # a walk-through
    assert not grounding.unthanked("No worries, these things happen.", "Sorry, I forgot to write back.")
    assert grounding.unthanked("Happy to help!", "My daughter starts school in September.")
    assert not grounding.unthanked("Happy to help!", "Thanks so much!")


def test_a_note_recited_is_no_reply():
    grounds = "What I told you before:\n- Tom is a carpenter, he makes furniture for a living.\n\nI want to learn the guitar."
    recital = "Tom is a carpenter, he makes furniture for a living."
    assert replies.tidy(f"{recital} Which song first?", said="I want to learn the guitar.", grounds=grounds) == "Which song first?"
    assert replies.tidy(recital, said="I want to learn the guitar.", grounds=grounds) == ""
    # Said again in the message itself, it is an echo, kept when it is all there is.
    assert replies.tidy(recital, said=recital, grounds=f"{grounds}\n{recital}") == recital


def test_an_earlier_turn_recited_is_not_shown(alice, say, monkeypatch):
    voice = VoiceLLM("Tom is a carpenter,", " he makes furniture for a living.", " Which song", " will you learn first?")
    reply, shown = chat(
        alice, say, monkeypatch, voice, "Tom is a carpenter, he makes furniture for a living.", "I think I want to learn the guitar."
    )
    assert reply == shown == "Which song will you learn first?"


def test_our_instructions_ground_nothing_about_the_person(alice, say, monkeypatch):
    """"My sister Beth lives in Cardiff, she's a vet." got "… Do you want to meet up with your
    friend Beth?" in a walk-through: "friend" was held by the system prompt's "friendly"."""
    voice = VoiceLLM("Cardiff is lovely.", " Do you want to meet up with your friend Beth?")
    # (what she works as is now said back with it by the pipeline, ``asides.THEIR_WORK_TOO``: a remark the model still answers)
    reply, shown = chat(alice, say, monkeypatch, voice, "My sister Beth lives in Cardiff, she's got three kids and a horse.")
    assert reply == shown == "Cardiff is lovely."
