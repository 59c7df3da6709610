"""The conversation read back: each of the person's messages with its reply and what
that turn remembered (heading, text, score), oldest first, only their own."""

import pytest

from memory import cycle
from memory.cycle import transcript


@pytest.fixture
def say(engine):
    """Say something in the web chat (the belief fixtures write their messages on the CLI)."""

    def send(user, text):
        return cycle.handle(cycle.Attention(user=user, channel="web", text=text))

    return send


def test_exchanges_pair_messages_with_replies_and_remembered_items(say, alice, bob, make_belief, fake_llm):
    fake_llm()  # the model's own replies, not the composed "no model" one
    make_belief(alice, "Alice's sister Maya lives in Lisbon.")
    first = say(alice, "Where does my sister Maya live?")
    say(alice, "Thanks, that's all.")
    say(bob, "Bob here, hello.")
    exchanges = transcript.recent_exchanges(user=alice, channel="web", limit=10)
    assert [e.message.text for e in exchanges] == ["Where does my sister Maya live?", "Thanks, that's all."]
    assert [e.reply.pk for e in exchanges] == [first.reply.pk, exchanges[1].reply.pk]
    remembered = exchanges[0].remembered
    assert remembered and "Lisbon" in remembered[0].text
    assert remembered[0].score == first.trace.injected[0]["score"]
    assert exchanges[0].interjection == ""


def test_the_limit_keeps_the_latest(say, alice):
    for number in range(4):
        say(alice, f"Note {number}.")
    assert [e.message.text for e in transcript.recent_exchanges(user=alice, channel="web", limit=2)] == [
        "Note 2.", "Note 3."]


def test_a_withheld_message_is_an_interjection(say, alice):
    say(alice, "I want to kill myself tonight.")
    (exchange,) = transcript.recent_exchanges(user=alice, channel="web", limit=5)
    assert exchange.interjection == "crisis" and exchange.reply is not None


def test_a_reply_the_pipeline_composed_is_an_interjection(say, alice):
    say(alice, "What do you remember about my garden?")
    (exchange,) = transcript.recent_exchanges(user=alice, channel="web", limit=5)
    assert exchange.interjection == "composed" and "garden" in exchange.reply.text
