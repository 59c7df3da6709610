"""A voice-only model asked a fact, a sum, a how-to or a recommendation gets an honest
reply from the pipeline: in a terminal walk-through the embedded 135M answered "What's the
capital of France?" with "I don't know — you haven't told me that yet.", "What is 17 times
23?" with "… is just another way to say 66." and "How do I fix a leaking tap?" with "Sure
thing!". What the person told is still answered from memory."""

from memory.cycle import answers


def test_the_world_gets_an_honest_reply_and_memory_still_answers(alice, say):
    for text in ["What's the capital of France?", "What is 17 times 23?", "How do I fix a leaking tap?",
                 "Can you recommend a good book?"]:
        assert say(alice, text).text == answers.ONLY_A_CHAT
    say(alice, "My friend Alex lives in Oslo.")
    assert say(alice, "Where does Alex live?").text == "Your friend Alex lives in Oslo (you told me earlier today)."
    assert say(alice, "Where is Oslo?").text != answers.ONLY_A_CHAT  # told of, so not only the world's
